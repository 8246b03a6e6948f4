// SwiftUI mirror: what the simulator suite's fixtures (SimulatorTests/HostedTests) use beyond the
// layer's and the examples' needs (a navigation link driven by a binding, the stack navigation
// style), so that Checks/simulator-tests-mirror type-checks them on Linux. Conventions as in
// Core.swift: each declaration as the iOS 18.6 SDK's SwiftUI .swiftinterface declares it, proven
// by Checks/prove-mirror (underscored declarations are not in symbol graphs: checked by hand
// against the interface, and listed so in MIRRORED.md). Bodies are fatalError(): type-checking
// only.

// MARK: - Navigation link driven by a binding

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NavigationLink where Label: View, Destination: View {
  // navigationlink/init(destination:isactive:label:) — iOS 18.6 SDK: deprecated in iOS 16.0 with
  //   this message (the suite's fixtures target iOS 15, where it is the way to push from a
  //   binding)
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) { fatalError() }
}

// MARK: - Navigation view style

// navigationviewstyle — iOS 18.6 SDK: "public protocol NavigationViewStyle", deprecated "in a
// future version"; its requirements are underscored (not in symbol graphs: checked by hand
// against the interface)
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
public protocol NavigationViewStyle {
  associatedtype _Body: View
  @ViewBuilder func _body(configuration: _NavigationViewStyleConfiguration) -> Self._Body
  associatedtype _Body2: View = EmptyView
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @ViewBuilder func _columnBasedBody(configuration: _NavigationViewStyleConfiguration)
    -> Self._Body2
}

extension NavigationViewStyle {
  // (underscored: the SDK's default for the column-based body)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func _columnBasedBody(configuration: _NavigationViewStyleConfiguration) -> Self._Body2 {
    fatalError()
  }
}

// _navigationviewstyleconfiguration — iOS 18.6 SDK (underscored, so not in the symbol graphs:
// checked by hand): "public struct _NavigationViewStyleConfiguration", Sendable unavailable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
public struct _NavigationViewStyleConfiguration {
  @MainActor @preconcurrency public struct Content: View {
    @available(iOS 13.0, tvOS 13.0, watchOS 7.0, macOS 10.15, *)
    public typealias Body = Never
  }
  public let content: _NavigationViewStyleConfiguration.Content
}

@available(*, unavailable)
extension _NavigationViewStyleConfiguration.Content: Sendable {}

@available(*, unavailable)
extension _NavigationViewStyleConfiguration: Sendable {}

// stacknavigationviewstyle — iOS 18.6 SDK: "public struct StackNavigationViewStyle :
// NavigationViewStyle", macOS unavailable, deprecated "in a future version"; Sendable unavailable
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(macOS, unavailable)
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() { fatalError() }
  public func _body(configuration: _NavigationViewStyleConfiguration) -> some View {
    _Unimplemented()
  }
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  @available(macOS, unavailable)
  public func _columnBasedBody(configuration: _NavigationViewStyleConfiguration) -> some View {
    _Unimplemented()
  }
}

@available(*, unavailable)
extension StackNavigationViewStyle: Sendable {}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(macOS, unavailable)
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  // navigationviewstyle/stack
  public static var stack: StackNavigationViewStyle { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension View {
  // view/navigationviewstyle(_:)
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  nonisolated public func navigationViewStyle<S>(_ style: S) -> some View
  where S: NavigationViewStyle { _Unimplemented() }
}
