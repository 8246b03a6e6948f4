// SwiftUI mirror: animation types whose names matter for lookup. See Core.swift for conventions.
import Foundation

// spring — "struct Spring" (iOS 18.6 SDK, SwiftUICore: "public struct Spring : Hashable,
// Sendable", iOS 17.0). A top-level `Spring` in SwiftUI is why BottomSheetCore's type is
// `SheetSpring`: an app importing both would otherwise hit "'Spring' is ambiguous".
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Spring: Hashable, Sendable {
  // spring/init(duration:bounce:)
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) { fatalError() }
  // spring/init(response:dampingratio:)
  public init(response: Double, dampingRatio: Double) { fatalError() }
  // spring/init(mass:stiffness:damping:allowoverdamping:)
  public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    fatalError()
  }
  // spring/init(settlingduration:dampingratio:epsilon:)
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    fatalError()
  }
  // spring/duration
  public var duration: TimeInterval { fatalError() }
  // spring/bounce
  public var bounce: Double { fatalError() }
  // spring/response
  public var response: Double { fatalError() }
  // spring/dampingratio
  public var dampingRatio: Double { fatalError() }
  // spring/settlingduration
  public var settlingDuration: TimeInterval { fatalError() }
}

// animation — iOS 18.6 SDK (SwiftUICore): "@frozen public struct Animation : Swift.Equatable,
// Swift.Sendable" (Hashable and the description protocols in extensions, not mirrored)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Animation: Equatable, Sendable {
  // animation/easeinout(duration:)
  public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
  // animation/linear(duration:) (iOS 18.6 SDK: "public static func linear(duration:
  // Foundation.TimeInterval) -> SwiftUICore.Animation"; the simulator suite's 11.7 test)
  public static func linear(duration: TimeInterval) -> Animation { fatalError() }
  // animation/default (iOS 18.6 SDK: "public static let `default`: SwiftUICore.Animation";
  // withAnimation's default argument)
  public static let `default`: Animation = { fatalError() }()
}

// withanimation(_:_:) — iOS 18.6 SDK (SwiftUICore): "public func withAnimation<Result>(_
// animation: SwiftUICore.Animation? = .default, _ body: () throws -> Result) rethrows ->
// Result" (the simulator suite's 11.7 test changes a presenter's state in it)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result { fatalError() }

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Animation {
  // animation/spring(_:blenddduration:)
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    fatalError()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/animation(_:value:)
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable { _Unimplemented() }
}

// dismissaction — iOS 18.6 SDK (SwiftUI): "@preconcurrency @MainActor public struct DismissAction"
// (Sendable in an extension)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@preconcurrency @MainActor public struct DismissAction {
  private init() { fatalError() }
  @preconcurrency @MainActor public func callAsFunction() { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension DismissAction: Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  // environmentvalues/dismiss
  public var dismiss: DismissAction { fatalError() }
}
