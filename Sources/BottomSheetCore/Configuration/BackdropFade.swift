/// A backdrop whose opacity follows the sheet between two detents: one opacity at each end,
/// linear in the sheet's height between them (FloatingPanel's per-state backdrop alpha).
///
/// The backdrop is clear while the sheet is off screen, fades in to ``lowerOpacity`` as the
/// sheet rises to the ``lower`` detent, goes linearly to ``upperOpacity`` at the ``upper``
/// detent, and stays there above it. The backdrop blocks touches wherever its opacity is above
/// 0 (a 0 at the lower end lets touches through up to and including that detent).
/// ``SheetConfiguration/undimmedThrough`` is the special case `lower` = the undimmed detent at
/// opacity 0, `upper` = the next detent at ``SheetConfiguration/backdropOpacity``; when a fade
/// is set it replaces both.
///
/// Why a value per end rather than a curve: a designer names the dim at two resting positions
/// and every position in between is on the line through them, so the backdrop never changes
/// direction while the sheet moves one way, and a drag between the two detents shows the
/// same dim on the way up as on the way down.
///
/// Repairs (with a diagnostic on `sheet.backdropFade`): an opacity outside 0…1 is clamped
/// (NaN → 0); a detent that is not resolved (unknown, or dropped for this geometry) turns the
/// fade off until it resolves, and the backdrop follows ``SheetConfiguration/undimmedThrough``
/// and ``SheetConfiguration/backdropOpacity`` as without it; ends given in the wrong order are
/// swapped with their opacities.
///
/// ```swift
/// configuration.backdropFade = BackdropFade(
///   lower: "medium", lowerOpacity: 0.1, upper: "large", upperOpacity: 0.5)
/// ```
public struct BackdropFade: Sendable, Hashable {
  /// The detent at the fade's lower end.
  public var lower: DetentID
  /// The backdrop's opacity with the sheet resting on ``lower``, 0…1.
  public var lowerOpacity: Double
  /// The detent at the fade's upper end.
  public var upper: DetentID
  /// The backdrop's opacity with the sheet on ``upper`` and above, 0…1.
  public var upperOpacity: Double

  /// Creates a fade from `lowerOpacity` at `lower` to `upperOpacity` at `upper`.
  public init(lower: DetentID, lowerOpacity: Double, upper: DetentID, upperOpacity: Double) {
    self.lower = lower
    self.lowerOpacity = lowerOpacity
    self.upper = upper
    self.upperOpacity = upperOpacity
  }
}
