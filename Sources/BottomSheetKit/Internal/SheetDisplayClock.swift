#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import QuartzCore
  import UIKit

  /// The display link that drives a sheet's springs. It runs only while the host model says a
  /// spring is moving (``HostEffect/displayClock(running:)``) and invalidates only the sheet's
  /// container, never the SwiftUI screen around it. It asks for 120 Hz on ProMotion displays.
  ///
  /// The link is the screen's that shows the sheet: `UIScreen.displayLink(withTarget:selector:)`
  /// of ``screenSource``'s window's screen, paced to that display (an external display, or an
  /// iPad's in Stage Manager, refreshes on its own clock); `CADisplayLink(target:selector:)`,
  /// which follows the main screen, only while the sheet has no window yet.
  @MainActor final class SheetDisplayClock {
    /// Called every frame with the time the frame will be shown
    /// (`CADisplayLink.targetTimestamp`).
    var tick: ((Double) -> Void)?
    /// A view of the sheet (its container): the link is made for its window's screen.
    weak var screenSource: UIView?
    private var link: CADisplayLink?

    /// Starts or stops the link.
    var isRunning: Bool {
      get { link != nil }
      set {
        guard newValue != isRunning else { return }
        if newValue {
          // The link retains its target; the target holds the clock weakly and stops the link
          // if the clock (and the sheet that owns it) is gone.
          let target = SheetActionTarget { [weak self] sender in
            guard let link = sender as? CADisplayLink else { return }
            guard let self else {
              link.invalidate()
              return
            }
            self.tick?(link.targetTimestamp)
          }
          let screen = screenSource?.window?.windowScene?.screen
          let link =
            screen?.displayLink(withTarget: target, selector: SheetActionTarget.action)
            ?? CADisplayLink(target: target, selector: SheetActionTarget.action)
          // ProMotion displays run system sheets and scroll views at 120 Hz; without a range a
          // link runs at 60. An iPhone app also needs `CADisableMinimumFrameDurationOnPhone`
          // in its Info.plist (iPad needs nothing): README, "Requirements".
          link.preferredFrameRateRange = CAFrameRateRange(
            minimum: 80, maximum: 120, preferred: 120)
          link.add(to: .main, forMode: .common)
          self.link = link
        } else {
          link?.invalidate()
          link = nil
        }
      }
    }
  }
#endif
