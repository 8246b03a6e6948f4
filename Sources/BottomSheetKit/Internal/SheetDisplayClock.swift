#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// The display link that drives a sheet's springs. It runs only while the host model says a
  /// spring is moving (``HostEffect/displayClock(running:)``) and invalidates only the sheet's
  /// container, never the SwiftUI screen around it.
  @MainActor final class SheetDisplayClock {
    /// Called every frame with the time the frame will be shown
    /// (`CADisplayLink.targetTimestamp`).
    var tick: ((Double) -> Void)?
    private var link: CADisplayLink?

    /// Starts or stops the link.
    var isRunning: Bool {
      get { link != nil }
      set {
        guard newValue != isRunning else { return }
        if newValue {
          // The link retains its target: a small trampoline, so the clock can be released.
          let link = CADisplayLink(target: Trampoline(self), selector: #selector(Trampoline.fire))
          link.add(to: .main, forMode: .common)
          self.link = link
        } else {
          link?.invalidate()
          link = nil
        }
      }
    }

    fileprivate func fire(_ link: CADisplayLink) {
      tick?(link.targetTimestamp)
    }

    /// Forwards the link's callback to a clock it does not keep alive.
    @MainActor private final class Trampoline: NSObject {
      weak var clock: SheetDisplayClock?
      init(_ clock: SheetDisplayClock) { self.clock = clock }
      @objc func fire(_ link: CADisplayLink) {
        guard let clock else {
          link.invalidate()  // the clock's owner is gone: stop the link it left running
          return
        }
        clock.fire(link)
      }
    }
  }
#endif
