extension SheetEngine {
  /// See ``Input/select(_:animated:)``.
  @usableFromInline mutating func select(_ id: DetentID, animated: Bool, time t: Double) {
    select(id, animated: animated, time: t, trigger: .select)
  }

  /// ``select(_:animated:time:)`` for `trigger`: `select`, or `accessibilityIncrement` or
  /// `accessibilityDecrement`, which select the next detent through here.
  mutating func select(_ id: DetentID, animated: Bool, time t: Double, trigger: Trigger) {
    let t = begin(at: t, field: "events.setDetent.t")
    guard let canonical = canonicalID(id) else {
      report(
        SheetDiagnostic(
          .unknownDetent, field: "events.setDetent.detent", "\(id) is not a resolved detent"))
      emit(.rejected(id), at: t)
      return
    }
    if case .drag = motion {
      if take(trigger, to: .dragging) { deferRequest(.detent(canonical)) }
      return
    }
    guard isPresented else {
      guard take(trigger, to: state, .selectionChanged) else { return }
      awaitingFirstResolution = nil
      setSelection(canonical, at: t)
      return
    }
    guard take(trigger, to: .settling, .selectionChanged) else { return }
    awaitingFirstResolution = nil
    let kin = kinematics(at: t)
    settle(on: canonical, velocity: kin.vHeight, velocityX: kin.vX, animated: animated, at: t)
  }

  /// See ``Input/present(animated:)``.
  @usableFromInline mutating func present(animated: Bool, time t: Double) {
    let t = begin(at: t, field: "events.present.t")
    guard !isPresented, take(.present, to: .settling, .presented) else { return }
    enter(animated: animated, at: t)
  }

  /// See ``Input/dismiss(animated:)``.
  @usableFromInline mutating func dismiss(animated: Bool, time t: Double) {
    let t = begin(at: t, field: "events.dismiss.t")
    guard isPresented else { return }
    if case .drag = motion {
      if take(.dismiss, to: .dragging) { deferRequest(.dismiss) }
      return
    }
    guard take(.dismiss, to: .leaving, .dismissed) else { return }
    let kin = kinematics(at: t)
    leave(
      reason: .programmatic, velocity: kin.vHeight, velocityX: kin.vX, animated: animated, at: t)
  }

  /// See ``Input/contentScrolled(offset:)``.
  @usableFromInline mutating func contentScrolled(offset: Double, time t: Double) {
    _ = begin(at: t, field: "events.scroll.t")
    guard offset.isFinite else {
      report(
        SheetDiagnostic(
          .invalidGeometry, field: "events.scroll.offset", "non-finite offset ignored"))
      return
    }
    contentOffset = offset
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
