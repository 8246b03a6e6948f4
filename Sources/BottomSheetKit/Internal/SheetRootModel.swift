#if canImport(UIKit)
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
    @Published var title: Text?
    @Published var showsCloseButton = false
    @Published var contentHeight = 0.0
    @Published var bottomInset = 0.0
    @Published var accessibilityValue = ""
    @Published var background: AnyShapeStyle?
    @Published var environment: EnvironmentValues?
    /// The content's proxy, updated by the controller as the sheet's layout changes.
    let proxy = SheetProxyModel()
    /// The content's height as laid out in the room the sheet gives it.
    var laidOutHeight = 0.0 {
      didSet { reportContentHeight() }
    }
    /// The content's natural height, where it measures it itself (``SheetNaturalHeightKey``).
    var naturalHeight: Double? {
      didSet { reportContentHeight() }
    }
    private var reportedContentHeight: Double?

    /// The content's height for `.fitsContent`: its natural height where it measures one,
    /// else its laid-out height (content that fits lays out at its natural height).
    private func reportContentHeight() {
      let height = naturalHeight ?? laidOutHeight
      guard height != reportedContentHeight else { return }
      reportedContentHeight = height
      send(.contentHeight(height))
    }

    /// Whether the header (title, close button) is drawn; its height counts only then.
    var showsHeader: Bool { title != nil || showsCloseButton }
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

  /// The sheet's proxy for its content, on its own so that a change (every frame while the
  /// sheet moves) updates ``SheetProxyReader`` and not the whole root view.
  @MainActor final class SheetProxyModel: ObservableObject {
    @Published var current = BottomSheetProxy()
  }
#endif
