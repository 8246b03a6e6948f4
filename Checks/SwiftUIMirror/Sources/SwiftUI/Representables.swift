// SwiftUI mirror: UIKit integration. See Core.swift for conventions.
#if canImport(UIKit)
  import UIKit

  // uiviewrepresentable — "@MainActor @preconcurrency protocol UIViewRepresentable : View
  // where Self.Body == Never" (verified)
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    // uiviewrepresentable/makeuiview(context:)
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    // uiviewrepresentable/updateuiview(_:context:)
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    // uiviewrepresentable/dismantleuiview(_:coordinator:)
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

  // uiviewrepresentablecontext
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
    associatedtype Coordinator = Void
    // uigesturerecognizerrepresentable/context (verified)
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    // uigesturerecognizerrepresentable/makeuigesturerecognizer(context:)
    @MainActor @preconcurrency func makeUIGestureRecognizer(context: Self.Context)
      -> Self.UIGestureRecognizerType
    // uigesturerecognizerrepresentable/handleuigesturerecognizeraction(_:context:) (verified)
    @MainActor @preconcurrency func handleUIGestureRecognizerAction(
      _ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    // uigesturerecognizerrepresentable/updateuigesturerecognizer(_:context:) (verified)
    @MainActor @preconcurrency func updateUIGestureRecognizer(
      _ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    // uigesturerecognizerrepresentable/makecoordinator(converter:)
    @MainActor @preconcurrency func makeCoordinator(
      converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
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
    public func makeCoordinator(
      converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
    ) -> Void {}
  }

  // uigesturerecognizerrepresentablecontext (verified)
  @available(iOS 18.0, macCatalyst 18.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public struct UIGestureRecognizerRepresentableContext<Representable>
  where Representable: UIGestureRecognizerRepresentable {
    // uigesturerecognizerrepresentablecontext/converter
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
    // uigesturerecognizerrepresentablecontext/coordinator
    public let coordinator: Representable.Coordinator
  }

  // uigesturerecognizerrepresentablecoordinatespaceconverter
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
    // view/gesture(_:) (UIGestureRecognizerRepresentable)
    nonisolated public func gesture(_ representable: some UIGestureRecognizerRepresentable)
      -> some View
    { _Unimplemented() }
  }
#endif
