@_spi(Lab) import BottomSheetCore

/// The four kinds of gesture, each a function from the person's intent to a touch stream.
extension CorpusGenerator {
  func fittsDuration(_ distance: Double, rng: inout SplitMix64) -> Double {
    let bits = portableLog2(abs(distance) / model.fittsWidth + 1)
    let noise = max(0.5, 1 + model.durationNoise * rng.normal())
    return (model.fittsIntercept + model.fittsSlope * bits) * noise
  }

  func placement(
    _ stage: Stage, intent: SheetEvent.Destination, down: Double, drift: Double,
    traits: inout [String], rng: inout SplitMix64
  ) -> (path: FingerPath, lift: Double) {
    var aim: Double
    switch intent {
    case .dismiss:
      let lowest = stage.detents[0].height
      aim =
        lowest * rng.uniform(model.dismissPlacement.lowerBound, model.dismissPlacement.upperBound)
    case .detent:
      let target = stage.height(of: intent)
      let sd = model.aimErrorRelative * abs(target - stage.startHeight) + model.aimErrorAbsolute
      aim = target + sd * rng.normal()
    }
    aim = clampReach(aim, stage)
    let distance = aim - stage.startHeight
    let direction: Double = distance >= 0 ? 1 : -1
    let duration = fittsDuration(distance, rng: &rng)
    var strokes: [FingerPath.Stroke] = []
    var t = down
    var h = stage.startHeight
    var x = stage.origin.x
    let xEnd = stage.origin.x + drift
    func go(to height: Double, x nextX: Double, over seconds: Double) {
      strokes.append(
        FingerPath.Stroke(
          start: t, end: t + seconds, from: stage.point(height: h, x: x),
          to: stage.point(height: height, x: nextX)))
      t += seconds
      h = height
      x = nextX
    }
    var overshoot = 0.0
    if rng.chance(model.reversalProbability) {
      overshoot = rng.uniform(
        model.reversalOvershoot.lowerBound, model.reversalOvershoot.upperBound)
      traits.append("reversal")
    }
    let peak = clampReach(aim + direction * overshoot, stage)
    if rng.chance(model.hesitationProbability) {
      traits.append("hesitation")
      let split = rng.uniform(0.35, 0.65)
      go(
        to: stage.startHeight + (peak - stage.startHeight) * split,
        x: stage.origin.x + drift * split, over: duration * rng.uniform(0.45, 0.6))
      t += rng.uniform(model.hesitationPause.lowerBound, model.hesitationPause.upperBound)
      go(to: peak, x: xEnd, over: duration * rng.uniform(0.45, 0.6))
    } else {
      go(to: peak, x: xEnd, over: duration)
    }
    if overshoot > 0 {
      go(
        to: aim, x: xEnd,
        over: rng.uniform(model.correctionDuration.lowerBound, model.correctionDuration.upperBound))
    }
    var lift = t
    if rng.chance(model.restProbability) {
      traits.append("rest")
      lift += rng.uniform(model.rest.lowerBound, model.rest.upperBound)
    }
    return (FingerPath(origin: stage.origin, strokes: strokes), lift)
  }

  /// A throw. A flick's speed is aimed at the target's distance; a nudge's is habitual. An
  /// accelerating throw is aimed like a flick but leaves the glass before its peak speed.
  func flick(
    _ stage: Stage, intent: SheetEvent.Destination, kind: GestureKind, down: Double,
    drift: Double, traits: inout [String], speed: inout Double?, rng: inout SplitMix64
  ) -> (path: FingerPath, lift: Double) {
    let nudge = kind == .nudge
    let accelerating = kind == .accelerating
    let target = stage.height(of: intent)
    let direction: Double = target >= stage.startHeight ? 1 : -1
    let extreme: Bool = {
      switch intent {
      case .dismiss: return true
      case let .detent(id):
        if direction > 0 { return id == stage.detents[stage.detents.count - 1].id }
        return !stage.canDismiss && id == stage.detents[0].id
      }
    }()
    var strokes: [FingerPath.Stroke] = []
    var t = down
    var h = stage.startHeight
    var x = stage.origin.x
    if !nudge && rng.chance(model.preDragProbability) {
      traits.append("pre-drag")
      let share = rng.uniform(model.preDragFraction.lowerBound, model.preDragFraction.upperBound)
      let next = clampReach(h + (target - h) * share, stage)
      let seconds = fittsDuration(next - h, rng: &rng)
      strokes.append(
        FingerPath.Stroke(
          start: t, end: t + seconds, from: stage.point(height: h, x: x),
          to: stage.point(height: next, x: x + drift * 0.3)))
      t += seconds + rng.uniform(model.preDragPause.lowerBound, model.preDragPause.upperBound)
      h = next
      x += drift * 0.3
    }
    // The throw: a minimum-jerk stroke toward a point beyond the lift, left at phase `s`.
    // The person picks the speed that would make the sheet coast from the lift point to
    // the target under the expected deceleration, with motor noise.
    let phase = accelerating ? model.acceleratingLiftPhase : model.flickLiftPhase
    let s = rng.uniform(phase.lowerBound, phase.upperBound)
    let remaining = abs(target - h)
    let travelRange =
      nudge ? model.nudgeTravel : accelerating ? model.acceleratingContact : model.flickTravel
    // An accelerating throw draws its contact time; the others their travel.
    let contact = rng.uniform(travelRange.lowerBound, travelRange.upperBound)
    var travel = accelerating ? 0 : contact
    if !extreme { travel = min(travel, 0.6 * remaining) }
    travel = max(travel, 8)
    let rate = model.expectedDecelerationRate
    let coastPerSpeed = rate / (1 - rate) / 1000  // seconds: distance = v · this
    let noise = max(0.35, 1 + model.flickSpeedNoise * rng.normal())
    var boost = 1.0
    let habit = rng.uniform(model.nudgeSpeed.lowerBound, model.nudgeSpeed.upperBound)
    if extreme && !nudge {
      boost = rng.uniform(model.extremeBoost.lowerBound, model.extremeBoost.upperBound)
      if boost > 1.2 { traits.append("boost") }
    }
    var v = 0.0
    var duration = 0.0
    // travel = D·x(s) and speed at lift = D/T · x'(s), so travel = v · T · x(s) / x'(s).
    let travelPerSpeedTime = MinimumJerk.position(s) / MinimumJerk.velocity(s)
    for _ in 0..<3 where accelerating {
      let coast = max(remaining - travel, 0.1 * remaining, 10)
      v = min(coast / coastPerSpeed * noise * boost, model.maximumFlickSpeed)
      duration = contact / s
      travel = v * duration * travelPerSpeedTime
      if !extreme && travel > 0.6 * remaining {
        duration = max(duration * 0.6 * remaining / travel, model.flickMinimumContact / s)
        travel = v * duration * travelPerSpeedTime
      }
    }
    for _ in 0..<3 where !accelerating {
      let coast = max(remaining - travel, 0.1 * remaining, 10)
      v = min(nudge ? habit : coast / coastPerSpeed * noise * boost, model.maximumFlickSpeed)
      // travel = D·x(s), speed at lift = D/T · x'(s)  ⇒  T = D · x'(s) / v.
      let full = travel / MinimumJerk.position(s)
      duration = full * MinimumJerk.velocity(s) / v
      if s * duration < model.flickMinimumContact {
        duration = model.flickMinimumContact / s
        travel = v * duration / MinimumJerk.velocity(s) * MinimumJerk.position(s)
      } else {
        break
      }
    }
    if accelerating { travel = max(travel, 8) }
    // Keep the lift on the glass: shorten the throw (same duration) if needed.
    let liftHeight = clampReach(h + direction * travel, stage)
    travel = abs(liftHeight - h)
    let full = travel / MinimumJerk.position(s)
    let end = h + direction * full
    strokes.append(
      FingerPath.Stroke(
        start: t, end: t + duration, from: stage.point(height: h, x: x),
        to: stage.point(height: end, x: x + drift * 0.7)))
    speed = direction * travel / MinimumJerk.position(s) / duration * MinimumJerk.velocity(s)
    return (FingerPath(origin: stage.origin, strokes: strokes), t + s * duration)
  }

  func peek(
    _ stage: Stage, down: Double, drift: Double, traits: inout [String], rng: inout SplitMix64
  ) -> (path: FingerPath, lift: Double) {
    // Toward a neighbour: up if there is one above, else down (toward the next detent or the
    // hidden position).
    let i = stage.startIndex
    var candidates: [Double] = []
    if i + 1 < stage.detents.count { candidates.append(stage.detents[i + 1].height) }
    if i > 0 {
      candidates.append(stage.detents[i - 1].height)
    } else if stage.canDismiss {
      candidates.append(stage.hidden)
    }
    let neighbour = candidates.isEmpty ? stage.startHeight + 100 : rng.pick(candidates)
    let gap = neighbour - stage.startHeight
    let pull = min(
      abs(gap) * rng.uniform(model.peekFraction.lowerBound, model.peekFraction.upperBound), 70)
    let aim = clampReach(stage.startHeight + (gap >= 0 ? pull : -pull), stage)
    var strokes = [
      FingerPath.Stroke(
        start: down, end: down + fittsDuration(pull, rng: &rng),
        from: stage.origin, to: stage.point(height: aim, x: stage.origin.x + drift))
    ]
    var t = strokes[0].end
    if rng.chance(0.5) {
      traits.append("reversal")
      let back = stage.startHeight + (aim - stage.startHeight) * rng.uniform(0, 0.3)
      strokes.append(
        FingerPath.Stroke(
          start: t, end: t + fittsDuration(aim - back, rng: &rng), from: strokes[0].to,
          to: stage.point(height: back, x: stage.origin.x + drift)))
      t = strokes[1].end
    }
    traits.append("rest")
    t += rng.uniform(model.rest.lowerBound, model.rest.upperBound)
    return (FingerPath(origin: stage.origin, strokes: strokes), t)
  }
}
