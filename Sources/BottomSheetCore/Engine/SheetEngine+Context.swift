extension SheetEngine {
  /// See ``Input/updateContext(_:animated:)``.
  @usableFromInline mutating func updateContext(
    _ newContext: SheetContext, animated: Bool = true, time t: Double
  ) {
    let t = begin(at: t, field: "events.context.t")
    let (c, notes) = newContext.sanitized()
    reresolve(
      configuration: configuration, context: c, notes: notes, animated: animated,
      trigger: .updateContext, at: t)
  }

  /// See ``Input/updateConfiguration(_:animated:)``.
  @usableFromInline mutating func updateConfiguration(
    _ newConfiguration: SheetConfiguration, animated: Bool = true, time t: Double
  ) {
    let t = begin(at: t, field: "sheet.t")
    let (c, notes) = newConfiguration.sanitized()
    reresolve(
      configuration: c, context: context, notes: notes, animated: animated,
      trigger: .updateConfiguration, at: t)
  }

  /// Re-resolves detents for a new configuration and/or context and moves the sheet to where
  /// its selection now is, keeping the motion in flight.
  private mutating func reresolve(
    configuration newConfiguration: SheetConfiguration, context c: SheetContext,
    notes incoming: [SheetDiagnostic], animated: Bool, trigger: Trigger, at t: Double
  ) {
    let before = kinematics(at: t)
    let oldBase = metrics.base
    let resized = c.containerSize != context.containerSize
    var notes = incoming
    let newMetrics = SheetMetrics(configuration: newConfiguration, context: c, diagnostics: &notes)
    let resolution = DetentResolver.resolve(
      newConfiguration.detents, configuration: newConfiguration, context: c, metrics: newMetrics
    ).placed(newMetrics, configuration: newConfiguration, keeping: selectedDetentID)
    notes += resolution.diagnostics
    // Geometry is re-reported every frame of a keyboard animation: report each problem once.
    for note in notes where !diagnostics.contains(note) { report(note) }
    configuration = newConfiguration
    context = c
    metrics = newMetrics
    detents = resolution.detents
    aliases = resolution.aliases
    showsGrabber = resolution.showsGrabber
    for note in resolveAppearance() where !diagnostics.contains(note) { report(note) }
    // The selection the new detents give, set only once the move that shows it is allowed:
    // a move the table refuses changes nothing, the selection included.
    var selection = selectedDetentID.map { canonicalID($0) ?? nearestDetent(to: before.height).id }
    var resolvesInitial = false
    if let wanted = awaitingFirstResolution, let id = canonicalID(wanted) {
      selection = id
      resolvesInitial = true
      if isPresented, case .rest = motion {
        guard take(trigger, to: .resting, .selectionChanged) else { return }
        awaitingFirstResolution = nil
        setSelection(id, at: t)
        motion = .rest(height: height(of: id))
        contentLayoutHeight = height(of: id)
        return
      }
    }
    let taken = reaim(
      from: before, selection: selection, animated: animated, trigger: trigger, at: t,
      oldBase: oldBase, resized: resized)
    if taken && resolvesInitial { awaitingFirstResolution = nil }
  }
}
