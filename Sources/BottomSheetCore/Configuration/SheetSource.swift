/// The view a sheet grows out of: its frame and corner radius in the sheet's container space.
///
/// Since iOS 18 Apple's sheet can grow out of the button that opened it
/// (`navigationTransition(.zoom(sourceID:in:))`). The engine does the same on every version,
/// for modal and floating sheets and for an inline sheet that can be hidden: with a source in
/// ``SheetConfiguration/source``, the sheet's ``SheetLayout/frame`` and
/// ``SheetLayout/cornerRadii`` start exactly on this rectangle and radius when it is presented
/// and grow into the lowest detent's frame on the presentation spring; a drag below the lowest
/// detent shrinks it back toward the source, and a dismissal ends on it.
///
/// The rule, and why it is a function of the sheet's height alone: below the lowest detent the
/// frame is the source's frame blended with the lowest detent's resting frame by
/// ``SheetLayout/morphProgress`` (0 at the hidden position, 1 at the lowest detent). The height
/// is the position the engine's springs and drags already move continuously, so an entrance
/// caught by a finger, a drag, a release and a dismissal all morph without a jump, and a
/// replay of the same inputs draws the same frames. At and above the lowest detent the sheet
/// is the sheet it always was.
///
/// The host measures the source where the app marks it and passes it with the configuration;
/// a source that cannot be drawn is repaired when the engine reads it, with a diagnostic
/// (`sheet.source`): a non-finite or empty rectangle is dropped (the sheet rises from the
/// bottom edge as without a source), one outside the container is moved inside it (and made no
/// larger than it), and a negative or non-finite radius is 0. `docs/MAKE-IT-YOURS.md` compares
/// the morph with Apple's `.zoom` transition.
///
/// ```swift
/// var configuration = SheetConfiguration(style: .modal, detents: [.medium, .large])
/// configuration.source = SheetSource(
///   rect: SheetRect(x: 300, y: 60, width: 44, height: 44), cornerRadius: 22)
/// ```
public struct SheetSource: Sendable, Hashable {
  /// The source view's frame in the sheet's container space.
  public var rect: SheetRect
  /// The source view's corner radius (every corner), in points.
  public var cornerRadius: Double

  /// Creates a source from its frame and corner radius, in container space.
  public init(rect: SheetRect, cornerRadius: Double = 0) {
    self.rect = rect
    self.cornerRadius = cornerRadius
  }

  /// How much of the morph the sheet takes to fade in over its source (a fraction of
  /// ``SheetLayout/morphProgress``): at the source the sheet is transparent, so a hidden
  /// inline sheet parked on its source never covers it, and the source's view shows through
  /// while the sheet starts to grow out of it.
  static let fadeInFraction = 0.15

  /// The source the engine uses in a container of `size`, and the repairs it needed: nil for a
  /// rectangle that is not finite or has no area, the rectangle moved into the container (and
  /// made no larger than it), the radius made finite, non-negative and at most half the
  /// shorter side.
  func repaired(in size: SheetSize) -> (source: SheetSource?, diagnostics: [SheetDiagnostic]) {
    let r = rect
    guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else {
      return (
        nil,
        [SheetDiagnostic(.invalidGeometry, field: "sheet.source", "non-finite source dropped")]
      )
    }
    guard r.width > 0, r.height > 0 else {
      return (
        nil,
        [
          SheetDiagnostic(
            .invalidGeometry, field: "sheet.source",
            "a \(r.width) × \(r.height) source has no area; dropped")
        ]
      )
    }
    var notes: [SheetDiagnostic] = []
    let width = min(r.width, max(size.width, 0))
    let height = min(r.height, max(size.height, 0))
    let x = clamp(r.x, 0, max(size.width - width, 0))
    let y = clamp(r.y, 0, max(size.height - height, 0))
    let inside = SheetRect(x: x, y: y, width: width, height: height)
    if inside != r {
      notes.append(
        SheetDiagnostic(
          .invalidGeometry, field: "sheet.source",
          "source (\(r.x), \(r.y), \(r.width) × \(r.height)) is not inside the "
            + "\(size.width) × \(size.height) container; moved to (\(x), \(y), \(width) × \(height))"
        ))
    }
    guard width > 0, height > 0 else {
      notes.append(
        SheetDiagnostic(.invalidGeometry, field: "sheet.source", "no container yet; dropped"))
      return (nil, notes)
    }
    var radius = cornerRadius
    if !radius.isFinite || radius < 0 {
      notes.append(
        SheetDiagnostic(
          .invalidGeometry, field: "sheet.source.cornerRadius", "\(radius) replaced by 0"))
      radius = 0
    }
    radius = min(radius, min(width, height) / 2)
    return (SheetSource(rect: inside, cornerRadius: radius), notes)
  }
}
