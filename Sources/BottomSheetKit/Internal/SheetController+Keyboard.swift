#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import QuartzCore
  import SwiftUI
  import UIKit

  /// The keyboard: frame notifications and the keyboard layout guide, as host inputs.
  extension SheetController {
    /// A keyboard frame notification: its end frame is in the screen's coordinate space,
    /// converted here into the container's; whether it is this sheet's keyboard is the host
    /// model's rule (``SheetHostModel/keyboardReading(frame:containerSize:isLocal:isKeyWindow:)``).
    func keyboardChanged(_ notice: KeyboardNotice) {
      guard isViewLoaded, let window = view.window else { return }
      let size = SheetSize(view.bounds.size)
      if notice.hiding {
        // Not checked against the key window: this window may have just stopped being key
        // (another scene took the keyboard), and its own keyboard is leaving.
        guard notice.isLocal else { return }
        send(.keyboardWillMove(top: nil, duration: notice.duration))
        return
      }
      guard let screenFrame = notice.frame, let screen = window.windowScene?.screen else { return }
      let frame = screen.coordinateSpace.convert(screenFrame, to: view)
      let reading = SheetHostModel.keyboardReading(
        frame: SheetRect(frame), containerSize: size, isLocal: notice.isLocal,
        isKeyWindow: window.isKeyWindow)
      guard !reading.isIgnored else { return }
      send(.keyboardWillMove(top: reading.top, duration: notice.duration))
    }

    /// The keyboard layout guide moved (an interactive dismissal, or a keyboard already up when
    /// the sheet was first laid out): its top edge in container space, nil when it is down.
    func keyboardGuideMoved(_ top: Double?) -> Bool {
      guard let window = view.window, window.isKeyWindow else { return false }
      send(.keyboardTracked(top: top))
      return true
    }

    /// The container's top in the window's space (SwiftUI's global space).
    var windowTop: Double { Double(view.convert(CGPoint.zero, to: nil).y) }
  }

  /// What a keyboard notification says, read where it is delivered (outside the controller's
  /// isolation) and handed to it.
  struct KeyboardNotice: Sendable {
    /// The keyboard's end frame, in the screen's coordinate space.
    var frame: CGRect?
    /// The animation's duration in seconds (0 when none is given).
    var duration: Double
    /// Whether the keyboard belongs to this app (`UIKeyboardIsLocalUserInfoKey`; true if absent).
    var isLocal: Bool
    /// A `keyboardWillHide` notification.
    var hiding: Bool

    init(_ note: Notification, hiding: Bool) {
      let info = note.userInfo
      frame = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      // NSNumbers in the dictionary; Foundation bridges them.
      duration = info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
      isLocal = info?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? true
      self.hiding = hiding
    }
  }
#endif
