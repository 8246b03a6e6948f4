#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// The grabber the app asked for (`bottomSheetGrabber`): the package's capsule in another
  /// colour or size, or the app's own view. Compared by value, except the app's view, which is
  /// a reference re-read at every render of its modifier.
  enum SheetGrabber: Equatable {
    /// The capsule, its size already within ``widths`` and ``heights``; `repair` says what was
    /// clamped or replaced (printed once in debug builds), nil when nothing was.
    case capsule(color: Color?, width: Double, height: Double, repair: String?)
    case view(SheetRefBox<AnyView>)

    /// Apple's grabber: 36 × 5 pt.
    static let standardWidth = 36.0
    static let standardHeight = 5.0
    /// The widths a capsule may have: at least a dot's, at most a handle's (a wider bar reads
    /// as a divider, and a floating card is narrower than a phone).
    static let widths = 8.0...200.0
    /// The heights a capsule may have: the grabber's row is ``SheetRootModel/grabberHeight``
    /// (20 pt) and counts in the detents, so a capsule at most 12 pt tall keeps 4 pt above and
    /// below it; at least 2 pt, or it cannot be seen.
    static let heights = 2.0...12.0
    /// The hit area's least height, Apple's minimum touch target.
    static let minimumHitHeight = 44.0

    /// The capsule for the modifier's arguments: a size within ``widths`` and ``heights`` (nil,
    /// NaN or infinity: the standard size), with a note of every value that was repaired.
    static func capsule(color: Color?, width: Double?, height: Double?) -> SheetGrabber {
      var notes: [String] = []
      let w = repaired(width, "width", standardWidth, widths, &notes)
      let h = repaired(height, "height", standardHeight, heights, &notes)
      return .capsule(
        color: color, width: w, height: h,
        repair: notes.isEmpty ? nil : notes.joined(separator: "; "))
    }

    /// `value` within `range`; nil gives `standard` silently, a non-finite value gives it with a
    /// note, a value outside the range is clamped with a note.
    private static func repaired(
      _ value: Double?, _ name: String, _ standard: Double, _ range: ClosedRange<Double>,
      _ notes: inout [String]
    ) -> Double {
      guard let value else { return standard }
      guard value.isFinite else {
        notes.append("bottomSheetGrabber \(name) \(value) replaced by \(standard)")
        return standard
      }
      let clamped = min(max(value, range.lowerBound), range.upperBound)
      if clamped != value {
        notes.append("bottomSheetGrabber \(name) \(value) clamped to \(clamped)")
      }
      return clamped
    }
  }
#endif
