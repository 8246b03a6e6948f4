import SwiftUI
import UIKit

/// A UIKit screen that hides the status bar and the home indicator and defers the bottom
/// edge's system gesture, as a video player or a game does, and hosts a SwiftUI screen (as a
/// child) that presents a modal bottom sheet from `model.isPresented`.
///
/// UIKit asks the top of the window's presentation chain for these while the sheet is up (an
/// `.overFullScreen` presentation captures the status bar only if it says so:
/// `modalPresentationCapturesStatusBarAppearance`'s reference page); the sheet must answer what
/// this screen answers.
final class ScreenBehindController: UIViewController {
  let model: FixtureModel

  init(model: FixtureModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override var prefersStatusBarHidden: Bool { true }
  override var prefersHomeIndicatorAutoHidden: Bool { true }
  override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }

  override func viewDidLoad() {
    super.viewDidLoad()
    let screen = UIHostingController(rootView: ScreenBehindView(model: model))
    addChild(screen)
    screen.view.frame = view.bounds
    screen.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(screen.view)
    screen.didMove(toParent: self)
  }
}
