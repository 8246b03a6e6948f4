extension SheetEngine {
  /// Selects a detent from code (a binding, a button, state restoration).
  ///
  /// Mid-drag the finger wins: the request waits and applies when the finger lifts. Mid-spring
  /// the motion is re-targeted from where the sheet is, keeping its velocity. A detent that does
  /// not exist is reported (a diagnostic and a ``SheetEvent/Kind/rejected(_:)`` event), never
  /// silently ignored. On a sheet that is not presented, only the selection changes; it applies
  /// when the sheet is presented.
  public mutating func select(_ id: DetentID, animated: Bool, time t: Double) {
    let t = begin(at: t, field: "events.setDetent.t")
    guard let canonical = canonicalID(id) else {
      report(
        SheetDiagnostic(
          .unknownDetent, field: "events.setDetent.detent", "\(id) is not a resolved detent"))
      emit(.rejected(id), at: t)
      return
    }
    if case .drag = motion {
      pendingRequest = .select(canonical)
      return
    }
    awaitingFirstResolution = nil
    setSelection(canonical, at: t)
    guard isPresented else { return }
    let kin = kinematics(at: t)
    startSpring(
      to: .detent(canonical), at: t, velocity: kin.vHeight, velocityX: kin.vX, animated: animated)
  }

  /// Presents a modal or floating sheet (or shows a hidden inline one) at its selected detent,
  /// with the same spring as every other motion. Does nothing if already presented.
  public mutating func present(animated: Bool, time t: Double) {
    let t = begin(at: t, field: "events.present.t")
    guard !isPresented else { return }
    isPresented = true
    emit(.presented, at: t)
    let id = selectedDetentID ?? detents[0].id
    let kin = kinematics(at: t)
    startSpring(
      to: .detent(id), at: t, velocity: kin.vHeight, velocityX: kin.vX, animated: animated)
  }

  /// Dismisses the sheet from code (reason `programmatic`). Always allowed — the app asked.
  /// Mid-drag it waits for the finger to lift.
  public mutating func dismiss(animated: Bool, time t: Double) {
    let t = begin(at: t, field: "events.dismiss.t")
    guard isPresented else { return }
    if case .drag = motion {
      pendingRequest = .dismiss
      return
    }
    let kin = kinematics(at: t)
    isPresented = false
    emit(.dismissed(reason: .programmatic), at: t)
    startSpring(to: .hidden, at: t, velocity: kin.vHeight, velocityX: kin.vX, animated: animated)
  }

  /// The inner scroll view reports its content offset (0 = scrolled to the top). During a drag
  /// the report corrects the engine's model of the offset used by the hand-off.
  public mutating func contentScrolled(offset: Double, time t: Double) {
    _ = begin(at: t, field: "events.scroll.t")
    guard offset.isFinite else {
      report(
        SheetDiagnostic(
          .invalidGeometry, field: "events.scroll.offset", "non-finite offset ignored"))
      return
    }
    contentOffset = offset
  }

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
    let before = kinematics(at: t)
    let (c, contextNotes) = newContext.sanitized()
    var notes = contextNotes
    let newMetrics = SheetMetrics(configuration: configuration, context: c, diagnostics: &notes)
    let resolution = DetentResolver.resolve(
      configuration.detents, configuration: configuration, context: c, metrics: newMetrics)
    notes += resolution.diagnostics
    for note in notes where !diagnostics.contains(note) { report(note) }
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
      // A destination that was dropped or merged by the re-resolution must follow the
      // selection, or the spring would aim at the lowest detent and settle on a stale name.
      var destination = spring.destination
      if case let .detent(id) = destination {
        destination = .detent(canonicalID(id) ?? selectedDetentID ?? detents[0].id)
      }
      startSpring(
        to: destination, at: t, velocity: before.vHeight, velocityX: before.vX,
        animated: animated)
    }
  }

  /// The detent whose height is nearest to `height` (the lower one on a tie).
  func nearestDetent(to height: Double) -> ResolvedDetent {
    var best = detents[0]
    for detent in detents where abs(detent.height - height) < abs(best.height - height) {
      best = detent
    }
    return best
  }
}
