import UIKit

/// Records the keyboard notifications UIKit posts while it is alive: the end frame of the
/// latest `keyboardWillShowNotification`, in screen coordinates, and how many "will hide" came.
@MainActor final class KeyboardWatch {
  private(set) var shownEnd: CGRect?
  private(set) var shows = 0
  private(set) var hides = 0
  private var tokens: [NSObjectProtocol] = []

  init() {
    let center = NotificationCenter.default
    tokens.append(
      center.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
      ) { [weak self] note in
        let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
          .cgRectValue
        MainActor.assumeIsolated {
          self?.shows += 1
          self?.shownEnd = end
        }
      })
    tokens.append(
      center.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.hides += 1 }
      })
  }

  /// Stops observing.
  func stop() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
    tokens = []
  }
}
