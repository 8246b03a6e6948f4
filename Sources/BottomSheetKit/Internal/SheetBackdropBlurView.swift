#if canImport(UIKit)
  import UIKit

  /// A material backdrop: a `UIVisualEffectView` whose blur follows the engine's opacity as a
  /// strength, never as an alpha. Apple's page for `UIVisualEffectView` says to avoid alpha
  /// values below 1 on the view or any superview ("many effects … look incorrect or not show up
  /// at all"); a paused `UIViewPropertyAnimator` that animates `effect` from nil to the blur
  /// instead shows it at `fractionComplete` ("You can use this capability to create interactive
  /// animations", `UIViewAnimating.fractionComplete`), with `pausesOnCompletion` so reaching 1
  /// does not end the animation (its page: the animator "remains in the active state").
  ///
  /// The animator exists only while the view is in a window and the strength is above 0, and
  /// it is stopped (`stopAnimation(true)`: straight to inactive) whenever it is let go, since
  /// releasing a paused animator is an error in UIKit. It is made again when the app becomes
  /// active, in case the system let the paused animation go in the background.
  final class SheetBackdropBlurView: UIVisualEffectView {
    private(set) var style: UIBlurEffect.Style
    /// The blur's strength, 0…1 (the engine's backdrop opacity for a material).
    private var strength = 0.0
    private var animator: UIViewPropertyAnimator?
    private let observers = SheetObservers()

    init(style: UIBlurEffect.Style) {
      self.style = style
      super.init(effect: nil)
      isUserInteractionEnabled = false
      observers.add(
        NotificationCenter.default.addObserver(
          forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
        ) { [weak self] _ in
          MainActor.assumeIsolated { self?.rebuild() }
        })
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    deinit {
      // A paused animator must not be released paused. Views are freed on the main thread.
      MainActor.assumeIsolated { animator?.stopAnimation(true) }
    }

    /// Another material: the blur is made again with it.
    func setStyle(_ style: UIBlurEffect.Style) {
      guard style != self.style else { return }
      self.style = style
      rebuild()
    }

    /// Shows the blur at `strength` (0…1). Per display frame while the sheet moves: only a
    /// number changes, unless the animator must be made first.
    func show(strength value: Double) {
      let value = value.isFinite ? min(max(value, 0), 1) : 0
      guard value != strength || (animator == nil && value > 0) else { return }
      strength = value
      if animator == nil {
        guard value > 0, window != nil else { return }
        build()
      }
      animator?.fractionComplete = CGFloat(value)
    }

    /// Lets the animator go and takes the blur away.
    func stop() {
      animator?.stopAnimation(true)
      animator = nil
      effect = nil
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil {
        stop()
      } else if strength > 0, animator == nil {
        build()
      }
    }

    private func rebuild() {
      guard animator != nil else { return }
      stop()
      if strength > 0, window != nil { build() }
    }

    private func build() {
      effect = nil
      let blur = UIBlurEffect(style: style)
      let made = UIViewPropertyAnimator(duration: 1, curve: .linear) { [weak self] in
        self?.effect = blur
      }
      made.pausesOnCompletion = true
      made.fractionComplete = CGFloat(strength)
      animator = made
    }
  }
#endif
