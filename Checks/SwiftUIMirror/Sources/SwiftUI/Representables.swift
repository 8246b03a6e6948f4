// SwiftUI mirror: UIKit integration. See Core.swift for conventions.
#if canImport(UIKit)
  import UIKit

  // https://developer.apple.com/documentation/uikit/uicolor/init(_:)-4pvpt — SwiftUI's UIColor
  // initializer from a Color (iOS 18.6 SDK: SwiftUI.swiftmodule, iOS 14.0, macOS unavailable)
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  extension UIColor {
    public convenience init(_ color: Color) { fatalError() }
  }

  // color/init(_:)-84kfm — Color from a UIColor (iOS 18.6 SDK: deprecated "in a future version"
  // with this message, macOS unavailable)
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
  @available(macOS, unavailable)
  extension Color {
    public init(_ color: UIColor) { fatalError() }
  }

  // uiviewrepresentable — "@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never" (verified)
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
    // uiviewrepresentable/uiviewtype (verified)
    associatedtype UIViewType: UIView
    // uiviewrepresentable/coordinator (unverified: no page found; the UIViewControllerRepresentable twin is "associatedtype Coordinator = Void")
    associatedtype Coordinator = Void
    // uiviewrepresentable/context (verified)
    typealias Context = UIViewRepresentableContext<Self>
    // uiviewrepresentable/makeuiview(context:) (verified)
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    // uiviewrepresentable/updateuiview(_:context:) (unverified: no page found; same shape as the UIViewControllerRepresentable and NSViewRepresentable twins)
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    // uiviewrepresentable/dismantleuiview(_:coordinator:) (unverified: no page found; same shape as the UIViewControllerRepresentable twin's static dismantle method)
    @MainActor @preconcurrency static func dismantleUIView(
      _ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    // uiviewrepresentable/makecoordinator() (verified)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    // uiviewrepresentable/sizethatfits(_:uiview:context:) (iOS 16)
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor @preconcurrency func sizeThatFits(
      _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
    ) -> CGSize?
  }

  // The SDK's defaults (its extensions say watchOS 6.0 / 9.0, with macOS unavailable).
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  @available(macOS, unavailable)
  extension UIViewRepresentable {
    @MainActor @preconcurrency public static func dismantleUIView(
      _ uiView: Self.UIViewType, coordinator: Self.Coordinator
    ) {}
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @MainActor @preconcurrency public func sizeThatFits(
      _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
    ) -> CGSize? { fatalError() }
  }

  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  @available(macOS, unavailable)
  extension UIViewRepresentable where Self.Coordinator == Void {
    @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
  }

  // uiviewrepresentablecontext — "@MainActor @preconcurrency struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable" (verified)
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency public struct UIViewRepresentableContext<Representable>
  where Representable: UIViewRepresentable {
    // uiviewrepresentablecontext/coordinator (verified)
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator
  }

  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  extension UIViewRepresentableContext: Sendable {}

  // uiviewcontrollerrepresentable — all its requirements, as the iOS 18.6 SDK declares them
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
  where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context)
      -> Self.UIViewControllerType
    @MainActor @preconcurrency func updateUIViewController(
      _ uiViewController: Self.UIViewControllerType, context: Self.Context)
    @MainActor @preconcurrency static func dismantleUIViewController(
      _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor @preconcurrency func sizeThatFits(
      _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
      context: Self.Context
    ) -> CGSize?
  }

  // The SDK's defaults (its extensions say watchOS 6.0 / 9.0, with macOS unavailable).
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  @available(macOS, unavailable)
  extension UIViewControllerRepresentable {
    @MainActor @preconcurrency public static func dismantleUIViewController(
      _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) {}
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @MainActor @preconcurrency public func sizeThatFits(
      _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
      context: Self.Context
    ) -> CGSize? { fatalError() }
  }

  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  @available(macOS, unavailable)
  extension UIViewControllerRepresentable where Self.Coordinator == Void {
    @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
  }

  // uiviewcontrollerrepresentablecontext
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
  where Representable: UIViewControllerRepresentable {
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator
    // uiviewcontrollerrepresentablecontext/transaction
    @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
  }

  // uihostingcontroller
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @MainActor @preconcurrency open class UIHostingController<Content>: UIViewController
  where Content: View {
    @MainActor @preconcurrency public init(rootView: Content) { fatalError() }
    @MainActor @preconcurrency public init?(coder aDecoder: NSCoder, rootView: Content) {
      fatalError()
    }
    @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) { fatalError() }
    @MainActor @preconcurrency public var rootView: Content {
      get { fatalError() }
      set { fatalError() }
    }
    @available(iOS 16.0, tvOS 16.0, *)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency public var sizingOptions: UIHostingControllerSizingOptions {
      get { fatalError() }
      set { fatalError() }
    }
  }

  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  extension UIHostingController where Content: View {
    @available(iOS 16.4, tvOS 16.4, *)
    @MainActor @preconcurrency public var safeAreaRegions: SafeAreaRegions {
      get { fatalError() }
      set { fatalError() }
    }
  }

  // uihostingcontrollersizingoptions
  @available(iOS 16.0, tvOS 16.0, *)
  @available(macOS, unavailable)
  public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { fatalError() }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
  }

  // uigesturerecognizerrepresentable (iOS 18; the SDK declares no macCatalyst version)
  @available(iOS 18.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  @MainActor @preconcurrency public protocol UIGestureRecognizerRepresentable {
    // uigesturerecognizerrepresentable/uigesturerecognizertype (verified)
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    // uigesturerecognizerrepresentable/coordinator (verified)
    associatedtype Coordinator = Void
    // uigesturerecognizerrepresentable/context (verified)
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    // uigesturerecognizerrepresentable/coordinatespaceconverter (verified)
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
    // uigesturerecognizerrepresentable/makeuigesturerecognizer(context:) (unverified: no page found; same shape as NSGestureRecognizerRepresentable's makeNSGestureRecognizer(context:))
    @MainActor @preconcurrency func makeUIGestureRecognizer(context: Self.Context)
      -> Self.UIGestureRecognizerType
    // uigesturerecognizerrepresentable/handleuigesturerecognizeraction(_:context:) (verified)
    @MainActor @preconcurrency func handleUIGestureRecognizerAction(
      _ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    // uigesturerecognizerrepresentable/updateuigesturerecognizer(_:context:) (verified)
    @MainActor @preconcurrency func updateUIGestureRecognizer(
      _ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    // uigesturerecognizerrepresentable/makecoordinator(converter:) (verified: the parameter is spelled `Self.CoordinateSpaceConverter`)
    @MainActor @preconcurrency func makeCoordinator(
      converter: Self.CoordinateSpaceConverter
    ) -> Self.Coordinator
  }

  @available(iOS 18.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  extension UIGestureRecognizerRepresentable {
    @MainActor @preconcurrency public func handleUIGestureRecognizerAction(
      _ recognizer: Self.UIGestureRecognizerType, context: Self.Context
    ) {}
    @MainActor @preconcurrency public func updateUIGestureRecognizer(
      _ recognizer: Self.UIGestureRecognizerType, context: Self.Context
    ) {}
  }

  @available(iOS 18.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  extension UIGestureRecognizerRepresentable where Self.Coordinator == Void {
    @MainActor @preconcurrency public func makeCoordinator(
      converter: Self.CoordinateSpaceConverter
    ) -> Void {}
  }

  // uigesturerecognizerrepresentablecontext (verified)
  @available(iOS 18.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public struct UIGestureRecognizerRepresentableContext<Representable>
  where Representable: UIGestureRecognizerRepresentable {
    // uigesturerecognizerrepresentablecontext/converter (verified)
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
    // uigesturerecognizerrepresentablecontext/coordinator (verified)
    public let coordinator: Representable.Coordinator
  }

  // uigesturerecognizerrepresentablecoordinatespaceconverter — "struct UIGestureRecognizerRepresentableCoordinateSpaceConverter" (verified; members not mirrored)
  @available(iOS 18.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {}

  @available(iOS 18.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  extension View {
    // view/gesture(_:) (unverified: no page found for the UIKit overload — the overload-group page shows its NSGestureRecognizerRepresentable twin, "nonisolated func gesture(_ representable: some NSGestureRecognizerRepresentable) -> some View")
    nonisolated public func gesture(_ representable: some UIGestureRecognizerRepresentable)
      -> some View
    { _Unimplemented() }
  }
#endif
