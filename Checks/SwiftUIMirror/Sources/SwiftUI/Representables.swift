// SwiftUI mirror: UIKit integration. See Core.swift for conventions.
#if canImport(UIKit)
  import UIKit

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
  }

  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {
    }
  }

  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  extension UIViewRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Void {}
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

  // uigesturerecognizerrepresentable (verified: iOS 18, iPadOS, Mac Catalyst only)
  @available(iOS 18.0, macCatalyst 18.0, *)
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

  @available(iOS 18.0, macCatalyst 18.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  extension UIGestureRecognizerRepresentable {
    public func handleUIGestureRecognizerAction(
      _ recognizer: Self.UIGestureRecognizerType, context: Self.Context
    ) {}
    public func updateUIGestureRecognizer(
      _ recognizer: Self.UIGestureRecognizerType, context: Self.Context
    ) {}
  }

  @available(iOS 18.0, macCatalyst 18.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  extension UIGestureRecognizerRepresentable where Self.Coordinator == Void {
    public func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Void {}
  }

  // uigesturerecognizerrepresentablecontext (verified)
  @available(iOS 18.0, macCatalyst 18.0, *)
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
  @available(iOS 18.0, macCatalyst 18.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {}

  @available(iOS 18.0, macCatalyst 18.0, *)
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
