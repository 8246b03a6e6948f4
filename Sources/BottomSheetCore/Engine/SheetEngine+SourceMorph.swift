/// Growing out of a source view (``SheetSource``): the frame, corners and opacity below the
/// lowest detent, and the backdrop fade (``BackdropFade``), both pure functions of the height.
extension SheetEngine {
  /// Repairs the configuration's source for the container and measures the lowest detent's
  /// resting frame it morphs into; checks that a backdrop fade names resolved detents. Run when
  /// the engine is made and whenever the detents re-resolve.
  mutating func resolveAppearance() -> [SheetDiagnostic] {
    var notes: [SheetDiagnostic] = []
    morphSource = nil
    if let wanted = configuration.source {
      let repaired = wanted.repaired(in: context.containerSize)
      notes += repaired.diagnostics
      if let source = repaired.source {
        // The resting frame at the lowest detent, as the layout draws it (whatever the style's
        // placement), read from a copy at rest there before the source is set.
        var rest = self
        rest.motion = .rest(height: lowestHeight)
        morphTarget = rest.layout(at: time).frame
        morphSource = source
      }
    }
    if let fade = configuration.backdropFade {
      for id in [fade.lower, fade.upper] where canonicalID(id) == nil {
        notes.append(
          SheetDiagnostic(
            .unknownDetent, field: "sheet.backdropFade",
            "\(id) is not a resolved detent; the fade is off until it is"))
      }
    }
    return notes
  }

  /// The frame, corner radii, morph progress and opacity at `height`, given the sheet's own
  /// `frame` and `radii` there: unchanged at and above the lowest detent (or without a
  /// source); below it, the source blended with the lowest detent's resting frame by the
  /// progress (Reduce Motion: the resting frame, faded by the progress).
  func sourceMorph(frame: SheetRect, radii: CornerRadii, height: Double) -> (
    frame: SheetRect, radii: CornerRadii, progress: Double, opacity: Double
  ) {
    guard let source = morphSource else { return (frame, radii, 1, 1) }
    let span = lowestHeight - metrics.hiddenHeight
    let m = span > 0 ? clamp((height - metrics.hiddenHeight) / span, 0, 1) : 1
    guard m < 1 else { return (frame, radii, 1, 1) }
    // The lowest detent's resting frame, moved sideways with a card thrown sideways.
    let target = SheetRect(
      x: frame.x, y: morphTarget.y, width: frame.width, height: morphTarget.height)
    if configuration.behavior.reduceMotion { return (target, radii, m, m) }
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * m }
    let s = source.rect
    let shape = SheetRect(
      x: mix(s.x, target.x), y: mix(s.y, target.y), width: mix(s.width, target.width),
      height: mix(s.height, target.height))
    let r = source.cornerRadius
    let corners = CornerRadii(
      topLeading: mix(r, radii.topLeading), topTrailing: mix(r, radii.topTrailing),
      bottomLeading: mix(r, radii.bottomLeading), bottomTrailing: mix(r, radii.bottomTrailing)
    ).fitting(width: shape.width, height: shape.height)
    return (shape, corners, m, clamp(m / SheetSource.fadeInFraction, 0, 1))
  }

  /// The backdrop under a ``BackdropFade`` at `height`, or nil when there is none (or one of
  /// its detents is not resolved): 0 off screen, rising to the lower opacity at the lower
  /// detent, linear to the upper opacity at the upper detent, constant above; blocking touches
  /// where it is above 0.
  func fadedBackdrop(height: Double) -> (opacity: Double, blocks: Bool)? {
    guard let fade = configuration.backdropFade else { return nil }
    guard configuration.style.capabilities.hasBackdrop else { return (0, false) }
    guard let a = canonicalID(fade.lower), let b = canonicalID(fade.upper) else { return nil }
    var low = (height: self.height(of: a), opacity: fade.lowerOpacity)
    var high = (height: self.height(of: b), opacity: fade.upperOpacity)
    if high.height < low.height { swap(&low, &high) }
    let hidden = metrics.hiddenHeight
    let opacity: Double
    if height >= high.height {
      opacity = high.opacity
    } else if height >= low.height {
      let span = high.height - low.height
      let f = span > 0 ? (height - low.height) / span : 1
      opacity = low.opacity + (high.opacity - low.opacity) * f
    } else {
      let span = low.height - hidden
      let f = span > 0 ? clamp((height - hidden) / span, 0, 1) : 0
      opacity = low.opacity * f
    }
    // Clear up to the highest position where the fade is still 0.
    let clear: Double
    if low.opacity > 0 {
      clear = hidden
    } else if high.opacity > 0 {
      clear = low.height
    } else {
      return (0, false)
    }
    return (opacity, height > clear + DetentResolver.mergeTolerance)
  }
}
