#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The keyboard's slide, followed frame by frame. UIKit announces only where the keyboard will
/// end and how long it takes (`keyboardWillChangeFrame`); the sheet rides on it by moving its
/// base along the same path, re-reported to the engine at every display frame (the engine
/// takes geometry every frame: a sheet resting on its detent keeps its height and its base
/// moves, so nothing springs against the keyboard).
extension SheetHostModel {
  /// A keyboard moving from one overlap of the container's bottom to another.
  struct KeyboardMotion: Sendable {
    /// The keyboard's overlap (points) when the slide began.
    var from: Double
    /// Where its top edge ends (container space), or nil when it leaves the screen.
    var top: Double?
    var start: Double
    var duration: Double
  }

  /// How far along its path the keyboard is, 0…1, `elapsed` of `duration` seconds in.
  ///
  /// UIKit animates the keyboard with its own curve (`UIView.AnimationCurve` raw value 7, not
  /// public), a spring without overshoot. This is a critically damped spring,
  /// 1 − (1 + k·s)·e^(−k·s) with s = elapsed / duration, whose k = 6.64 puts it within 1 % of the
  /// end at `duration` (the solution of (1 + k)·e^(−k) = 0.01); it snaps to the end there.
  static func keyboardProgress(elapsed: Double, duration: Double) -> Double {
    guard duration > 0, elapsed < duration else { return 1 }
    let ks = 6.64 * max(0, elapsed) / duration
    return 1 - (1 + ks) * exp(-ks)
  }

  mutating func keyboardWillMove(to top: Double?, over duration: Double, time t: Double) {
    guard duration.isFinite, duration > 0, geometry.isMeasured else {
      if !duration.isFinite {
        report(
          SheetDiagnostic(
            .invalidGeometry, field: "host.keyboardWillMove.duration",
            "non-finite duration: the keyboard moves at once"))
      }
      keyboardMotion = nil
      updateGeometry(time: t) { $0.keyboardTop = top }
      return
    }
    keyboardMotion = KeyboardMotion(
      from: geometry.keyboardHeight, top: top, start: t, duration: duration)
  }

  /// Moves the keyboard (and so the sheet's base) to where it is at `t` on its path.
  mutating func followKeyboard(at t: Double) {
    guard let motion = keyboardMotion else { return }
    let progress = Self.keyboardProgress(elapsed: t - motion.start, duration: motion.duration)
    guard progress < 1 else {
      keyboardMotion = nil
      updateGeometry(time: t) { $0.keyboardTop = motion.top }
      return
    }
    var end = HostGeometry()
    end.containerSize = geometry.containerSize
    end.keyboardTop = motion.top
    let height = motion.from + (end.keyboardHeight - motion.from) * progress
    updateGeometry(time: t) { $0.keyboardTop = $0.containerSize.height - height }
  }
}
