#if canImport(UIKit)
  import SwiftUI

  /// The state the sheet's SwiftUI root reads, owned by its controller. It changes when the
  /// host model lays the content out or a modifier changes, never per display frame: the sheet
  /// moves by its UIKit container, so SwiftUI re-evaluates nothing while it moves.
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
    @Published var proxy = BottomSheetProxy()
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
