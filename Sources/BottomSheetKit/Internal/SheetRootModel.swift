#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// The state the sheet's SwiftUI root reads, owned by its controller. It changes when the
  /// host model lays the content out or a modifier changes, never per display frame: the sheet
  /// moves by its UIKit container. The proxy, which follows every frame, is kept apart in
  /// ``proxy``, which only the content's wrapper (``SheetProxyReader``) observes, so while the
  /// sheet moves SwiftUI re-evaluates only the views that read `@Environment(\.bottomSheet)`.
  @MainActor final class SheetRootModel: ObservableObject {
    /// The grabber's height in points.
    static let grabberHeight = 20.0

    @Published var showsGrabber = false
    /// The grabber's look (`bottomSheetGrabber`); nil: the package's capsule.
    @Published var grabber: SheetGrabber? {
      didSet {
        #if DEBUG
          // The size the app asked for was repaired: said once per change, in debug builds
          // (the layer's values do not reach the host's diagnostics).
          if case let .capsule(_, _, _, repair?) = grabber, grabber != oldValue {
            print("BottomSheetKit: \(repair)")
          }
        #endif
      }
    }
    @Published var title: Text?
    @Published var showsCloseButton = false
    /// The glass look runs (``SheetLook/glass``): the header's close button takes Apple's role.
    @Published var usesGlassLook = false
    @Published var contentHeight = 0.0
    @Published var bottomInset = 0.0
    @Published var accessibilityValue = DetentSpokenName.dismissed
    /// The content's proxy, updated by the controller as the sheet's layout changes.
    let proxy = SheetProxyModel()
    /// Whether the host lays the content out at its natural height (a detent fits it) or
    /// filling the room (``SheetHostModel/contentSizing``).
    @Published var contentSizing = ContentSizing.fill {
      didSet { if oldValue != contentSizing { reportContentHeight() } }
    }
    /// Which element carries the adjustable action (``HostFrame/adjustableElement``).
    @Published var adjustableElement = AdjustableElement.none
    /// The content's natural height measured by the root (laid out at its natural height,
    /// under ``contentSizing`` `.natural`).
    var fittedHeight: Double? {
      didSet { reportContentHeight() }
    }
    /// The content's natural height, where it measures it itself inside its scroll view
    /// (``SheetNaturalHeightKey``, `bottomSheetScrollOnOverflow`).
    var naturalHeight: Double? {
      didSet { reportContentHeight() }
    }
    private var reportedContentHeight: Double??

    /// Whether the content measures its own natural height (it scrolls on overflow): the root
    /// then lays it out filling the room, as its scroll view must be.
    var contentMeasuresItself: Bool { naturalHeight != nil }

    /// The one content height the host gets: the natural height the content measures inside
    /// its scroll view, else the one the root measured at the natural size, else none (content
    /// that fills the room has no natural height; the host uses its scroll view's extent).
    private func reportContentHeight() {
      let height = naturalHeight ?? (contentSizing == .natural ? fittedHeight : nil)
      guard reportedContentHeight != .some(height) else { return }
      reportedContentHeight = .some(height)
      send(.contentHeight(height))
    }

    /// Whether the app gave a header view (`bottomSheetHeader`).
    @Published var hasHeaderView = false
    /// Whether the title row (a title or the close button) is drawn.
    var showsTitleRow: Bool { title != nil || showsCloseButton }
    /// Whether the header (the title row, the app's header view) is drawn; its height counts
    /// only then.
    var showsHeader: Bool { showsTitleRow || hasHeaderView }
    /// The header's measured height (title and close button).
    var headerHeight = 0.0 {
      didSet { if headerHeight != oldValue { chromeChanged?() } }
    }

    /// Sends an input to the host model (set by the controller).
    var input: ((HostInput) -> Void)?
    /// Called when a measurement the configuration depends on changed.
    var chromeChanged: (() -> Void)?
    /// Called with the options the content's modifiers wrote.
    var options: ((SheetOptions) -> Void)?

    func send(_ value: HostInput) { input?(value) }
    func optionsChanged(_ value: SheetOptions) { options?(value) }
  }
#endif
