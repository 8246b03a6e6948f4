import UIKit

/// Waiting on the main actor while UIKit runs: springs, presentations and SwiftUI updates go on
/// while a test awaits here.
@MainActor enum Wait {
  /// One display frame at 60 Hz.
  static let frame = 1.0 / 60

  static func seconds(_ seconds: Double) async {
    try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
  }

  /// Whether `condition` became true within `timeout` seconds (checked every frame).
  static func until(_ timeout: Double, _ condition: () -> Bool) async -> Bool {
    let end = Date().addingTimeInterval(timeout)
    while Date() < end {
      if condition() { return true }
      await seconds(frame)
    }
    return condition()
  }

  /// The value of `probe` once it has stayed the same (within 0.01 pt) for `quiet` seconds: a
  /// sheet at rest. nil if it never appeared or never came to rest within `timeout`.
  static func resting(
    quiet: Double = 0.3, timeout: Double = 4, _ probe: () -> CGRect?
  ) async -> CGRect? {
    let end = Date().addingTimeInterval(timeout)
    var last: CGRect?
    var since = Date()
    while Date() < end {
      let now = probe()
      if let now, let previous = last, now.isClose(to: previous) {
        if Date().timeIntervalSince(since) >= quiet { return now }
      } else {
        since = Date()
      }
      last = now
      await seconds(frame)
    }
    return nil
  }
}
