extension SheetEngine {
  /// The geometry changed: rotation, keyboard, content size, a measured anchor.
  ///
  /// Detents re-resolve and the selected one keeps its identity; if it no longer exists the
  /// sheet selects the nearest. A configured initial detent that resolves for the first time
  /// (an anchor measured after the first layout) applies without animation; later changes
  /// animate when `animated`. The sheet never ends taller than the new maximum, so a keyboard
  /// that appears under an expanded sheet does not push it past the top.
  public mutating func updateContext(
    _ newContext: SheetContext, animated: Bool = true, time t: Double
  ) {
    let t = begin(at: t, field: "events.context.t")
    let (c, notes) = newContext.sanitized()
    reresolve(configuration: configuration, context: c, notes: notes, animated: animated, at: t)
  }

  /// The app changed the configuration (detents, insets, springs, chrome, …) while the sheet
  /// is on screen.
  ///
  /// Unlike building a new engine, this keeps everything in flight: a drag continues under
  /// the new rules, a spring is re-targeted from where the sheet is with its velocity, the
  /// presentation state and the selection (by identity) are kept. If the selected detent is
  /// gone, the nearest one is selected. `startsPresented` and `initialDetent` only matter when
  /// an engine is created and are ignored here.
  ///
  /// ```swift
  /// engine.updateConfiguration(newConfiguration, animated: true, time: now)
  /// ```
  public mutating func updateConfiguration(
    _ newConfiguration: SheetConfiguration, animated: Bool = true, time t: Double
  ) {
    let t = begin(at: t, field: "sheet.t")
    let (c, notes) = newConfiguration.sanitized()
    reresolve(configuration: c, context: context, notes: notes, animated: animated, at: t)
  }

  /// Re-resolves detents for a new configuration and/or context and moves the sheet to where
  /// its selection now is, keeping the motion in flight.
  private mutating func reresolve(
    configuration newConfiguration: SheetConfiguration, context c: SheetContext,
    notes incoming: [SheetDiagnostic], animated: Bool, at t: Double
  ) {
    let before = kinematics(at: t)
    var notes = incoming
    let newMetrics = SheetMetrics(configuration: newConfiguration, context: c, diagnostics: &notes)
    let resolution = DetentResolver.resolve(
      newConfiguration.detents, configuration: newConfiguration, context: c, metrics: newMetrics)
    notes += resolution.diagnostics
    // Geometry is re-reported every frame of a keyboard animation: report each problem once.
    for note in notes where !diagnostics.contains(note) { report(note) }
    configuration = newConfiguration
    context = c
    metrics = newMetrics
    detents = resolution.detents
    aliases = resolution.aliases
    if let wanted = awaitingFirstResolution, let id = canonicalID(wanted) {
      awaitingFirstResolution = nil
      setSelection(id, at: t)
      if isPresented, case .rest = motion {
        motion = .rest(height: height(of: id))
        contentLayoutHeight = height(of: id)
        return
      }
    }
    if let selected = selectedDetentID {
      if let canonical = canonicalID(selected) {
        setSelection(canonical, at: t)
      } else {
        setSelection(nearestDetent(to: before.height).id, at: t)
      }
    }
    let from = before.height > metrics.maximumHeight ? metrics.maximumHeight : before.height
    switch motion {
    case .drag:
      break
    case .rest where !isPresented:
      motion = .rest(height: metrics.hiddenHeight)
    case .rest:
      let id = selectedDetentID ?? detents[0].id
      motion = .rest(height: from)
      // Nothing to animate when only the base moved (keyboard) and the height still fits.
      if abs(height(of: id) - from) > 1e-9 {
        startSpring(to: .detent(id), at: t, velocity: 0, velocityX: 0, animated: animated)
      } else {
        motion = .rest(height: height(of: id))
      }
    case let .spring(spring):
      motion = .rest(height: from)
      // A spring toward a detent always aims at the selection. Re-resolution can change the
      // selection (a first resolution of the initial detent, a dropped or merged detent), and
      // the spring must follow it, or it settles on a detent that is not the selected one.
      var destination = spring.destination
      if case let .detent(id) = destination {
        destination = .detent(selectedDetentID ?? canonicalID(id) ?? detents[0].id)
      }
      startSpring(
        to: destination, at: t, velocity: before.vHeight, velocityX: before.vX,
        animated: animated, startX: before.x)
    }
  }
}
