#if canImport(UIKit)
  @_spi(Lab) import BottomSheetCore
  import SwiftUI
  import UIKit

  /// A transition source's name: the namespace and the identifier it was marked with.
  /// Unchecked: the identifier is the app's `Hashable` value (Apple's `matchedTransitionSource`
  /// does not ask for `Sendable` either), compared and hashed only on the main actor, where
  /// the modifiers and the sheet read it.
  struct SheetTransitionSourceKey: Hashable, @unchecked Sendable {
    let namespace: Namespace.ID
    let id: AnyHashable
  }

  /// The marked sources on screen (`bottomSheetTransitionSource(id:in:cornerRadius:)`): a
  /// UIKit view behind each, whose frame the sheet converts into its container's space when
  /// it builds its configuration. A view, not a SwiftUI geometry reading: its frame is UIKit's
  /// at the moment the sheet asks, with no closure SwiftUI may run off the main thread.
  @MainActor enum SheetTransitionSources {
    private static var views: [SheetTransitionSourceKey: Weak] = [:]

    private struct Weak {
      weak var view: SheetSourceView?
    }

    static func register(_ view: SheetSourceView, for key: SheetTransitionSourceKey) {
      views[key] = Weak(view: view)
    }

    static func unregister(_ view: SheetSourceView, for key: SheetTransitionSourceKey) {
      if views[key]?.view === view || views[key]?.view == nil { views[key] = nil }
    }

    static func view(for key: SheetTransitionSourceKey) -> SheetSourceView? {
      views[key]?.view
    }
  }

  /// The view behind a marked source: the source's frame, taking no touches and saying
  /// nothing to VoiceOver.
  final class SheetSourceView: UIView {
    var key: SheetTransitionSourceKey? {
      didSet {
        guard key != oldValue else { return }
        if let oldValue { SheetTransitionSources.unregister(self, for: oldValue) }
        registerIfInWindow()
      }
    }
    var cornerRadius = 0.0

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      backgroundColor = .clear
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil else {
        if let key { SheetTransitionSources.unregister(self, for: key) }
        return
      }
      registerIfInWindow()
    }

    private func registerIfInWindow() {
      guard window != nil, let key else { return }
      SheetTransitionSources.register(self, for: key)
    }
  }

  /// Puts a ``SheetSourceView`` behind the marked view.
  struct SheetSourceMarker: UIViewRepresentable {
    let key: SheetTransitionSourceKey
    let cornerRadius: Double

    func makeUIView(context: Context) -> SheetSourceView { SheetSourceView(frame: .zero) }

    func updateUIView(_ view: SheetSourceView, context: Context) {
      view.key = key
      view.cornerRadius = cornerRadius
    }
  }

  extension SheetController {
    /// The source the sheet grows out of, in its container's space (a presented sheet's
    /// container fills its window), or nil: no zoom transition, or its source is not on
    /// screen in this window.
    func transitionSource() -> SheetSource? {
      guard case let .zoom(key)? = options.transition?.kind,
        let source = SheetTransitionSources.view(for: key), let window = source.window
      else { return nil }
      let rect: CGRect
      if presentation.style.capabilities.isPresentable {
        rect = source.convert(source.bounds, to: window)
      } else {
        guard isViewLoaded, view.window === window else { return nil }
        rect = source.convert(source.bounds, to: view)
      }
      return SheetSource(
        rect: SheetRect(
          x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
          height: Double(rect.height)),
        cornerRadius: source.cornerRadius)
    }
  }
#endif
