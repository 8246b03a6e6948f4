/// The iOS 26 sheet's geometry and material, as numbers: how far it is inset at each position,
/// how opaque it is, and how its custom detents are measured.
///
/// Apple publishes no numbers for its iOS 26 sheet. A UIKit trace of the system sheet (reported
/// in lodev09/react-native-true-sheet issue 732) shows it scaled by about 0.961 at every detent
/// that is not full height (`.medium`, a single `auto` detent, 0.7 and 0.95 fractions alike) and
/// by 1 at full height: about 8 pt each side on a 402-pt wide iPhone. Apple describes the rest:
/// "at smaller heights, the bottom edges pull in, nesting in the curved edges of the display";
/// dragged toward full height, the glass "gradually transitions, becoming opaque and anchoring
/// to the edge of the screen". So the sheet here is inset by ``inset`` on its sides and bottom
/// (the same gap all round, which keeps its bottom corners concentric with the display's) below
/// full height, by nothing at full height (the sheet's maximum height, where `.large` rests),
/// and in between by the progress of ``progress(height:detents:maximumHeight:)``, which also
/// fades an opaque layer in over the glass. Whether the sheet has a detent at full height does
/// not matter: a `[.medium]` sheet, or `[.height(200), .medium]` at `.medium`, is inset glass.
@_spi(Lab) public enum SheetGlass {
  /// The gap between an inset glass sheet and the container's sides and bottom edge, in points,
  /// below full height: (1 − 0.961) / 2 × 402 ≈ 7.8, rounded to the 8-pt grid.
  public static let inset = 8.0

  /// How close to full height a detent must be to count as full height (`.large`, or a
  /// fraction or content height that reaches the maximum): the resolver's merge tolerance.
  public static let fullHeightTolerance = DetentResolver.mergeTolerance

  /// The glass sheet's progress from inset card (0) to edge-attached (1) at `height`: 0 at and
  /// below the highest detent under full height, 1 at full height (`maximumHeight`, less the
  /// merge tolerance), linear in between. With no detent under full height (only `.large`) the sheet is always attached: 1.
  /// `detents` ascend by height, as the resolver gives them; a non-finite height or maximum
  /// counts as full height.
  ///
  /// Keyed to full height, not to the highest detent: Apple's sheet is inset at every detent
  /// that is not full height, its highest included (issue 732's `[0.7, 0.95]` and `['auto']`).
  public static func progress(height: Double, detents: [ResolvedDetent], maximumHeight: Double)
    -> Double
  {
    guard height.isFinite, maximumHeight.isFinite,
      height < maximumHeight - fullHeightTolerance
    else { return 1 }
    var low = -Double.infinity
    for detent in detents where detent.height < maximumHeight - fullHeightTolerance {
      low = max(low, detent.height)
    }
    guard low.isFinite, maximumHeight > low else { return 1 }
    return clamp((height - low) / (maximumHeight - low), 0, 1)
  }

  /// The gap to the sides and bottom at a morph `progress` (0…1): ``inset`` for an inset card,
  /// 0 edge-attached.
  public static func inset(progress: Double) -> Double {
    inset * (1 - clamp(progress.isFinite ? progress : 1, 0, 1))
  }

  /// The sheet's width over the container's at a morph `progress` (the scale the UIKit trace
  /// measures): (width − 2 × ``inset(progress:)``) / width; 1 for a width that is not positive.
  public static func scale(progress: Double, width: Double) -> Double {
    guard width.isFinite, width > 0 else { return 1 }
    return max(0, width - 2 * inset(progress: progress)) / width
  }

  /// The opacity of the opaque layer drawn over the glass (the glass itself is always fully
  /// opaque to the compositor, as UIKit requires of a visual effect view): 1 for the standard
  /// look and under Reduce Transparency; for the glass look, the morph `progress` of a sheet
  /// attached to the bottom edge (glass below full height, opaque at full height) and 0
  /// for a floating card (always glass).
  public static func opaqueOpacity(
    look: SheetLook, style: SheetStyle, progress: Double, reducesTransparency: Bool
  ) -> Double {
    guard look == .glass, !reducesTransparency else { return 1 }
    guard style.capabilities.isAttachedToBottomEdge else { return 0 }
    return clamp(progress.isFinite ? progress : 1, 0, 1)
  }

  /// A custom detent's height as the iOS 26 sheet measures it: iOS 26 adds the bottom safe
  /// area to a custom detent's height (`.height(_:)` and custom resolvers), so the content keeps
  /// the height asked for above the home indicator's strip. A non-finite or negative safe area
  /// adds nothing. A non-finite `height` is returned as it is: the resolver drops a non-finite
  /// height with a diagnostic before and after this rule alike, so it never reaches a layout.
  public static func customHeight(_ height: Double, bottomSafeArea: Double) -> Double {
    height + (bottomSafeArea.isFinite ? max(0, bottomSafeArea) : 0)
  }
}
