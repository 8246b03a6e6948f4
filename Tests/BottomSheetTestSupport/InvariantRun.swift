@_spi(Lab) @_spi(Testing) import BottomSheetCore
import BottomSheetTooling

/// One checked run.
struct Run {
  let scenario: GeneratedScenario
  let frames: Int
  let tail: Int
  var engine: SheetEngine
  var violations: [Violation] = []
  var trace = Trace()
  /// Layouts at each input's time (for the no-frames comparison).
  var atInputs: [SheetLayout] = []
  /// The events up to the last input (before the rest check's frames).
  var eventsThroughInputs: [SheetEvent] = []
  var presented: Bool
  var dragging = false
  var lastEventTime = -Double.infinity
  var inputIndex = -1
  var previousPhase: SheetPhase?
  /// Inputs applied since the previous sample: any, a down, an up or cancel.
  var sawInput = false
  var sawDown = false
  var sawRelease = false
  var lastInputWasMove = false
  /// The spring's energy bound measured at the last input: (target, radius).
  var springBound: (target: Double, radius: Double)?
  /// Whether the spring measured at the last input started within the drag bounds (widened to
  /// its target), vertically and sideways.
  var springStartsInBand = false
  var springStartsInSidewaysBand = false
  var heightAtDragStart: Double?

  init(scenario: GeneratedScenario, frames: Int, tail: Int) {
    self.scenario = scenario
    self.frames = frames
    self.tail = tail
    engine = scenario.makeEngine()
    presented = engine.isPresented
  }

  mutating func fail(_ invariant: Violation.Invariant, _ message: String) {
    guard violations.count < InvariantChecker.maximumViolations else { return }
    violations.append(Violation(invariant, time: engine.time, inputIndex: inputIndex, message))
  }

  mutating func execute() {
    checkDetents()
    sample(at: engine.time)
    let inputs = scenario.inputs
    for (i, input) in inputs.enumerated() {
      inputIndex = i
      let before = Set(engine.detents.map(\.id))
      let previous = engine
      engine.send(input)
      sawInput = true
      switch input.kind {
      case .touchDown: sawDown = true
      case .touchUp, .touchCancelled: sawRelease = true
      default: break
      }
      lastInputWasMove = {
        if case .touchMoved = input.kind { return true } else { return false }
      }()
      drain(resolvedBefore: before)
      checkDetents()
      let t = engine.time
      checkContinuity(of: input, from: previous, at: t)
      if !Self.sameMotion(previous, engine, from: t) {
        measureSpring(at: t)
      } else if let bound = springBound, Self.bands(of: previous) != Self.bands(of: engine) {
        // The same motion under new rules (a context change that keeps the spring's target):
        // from here on it must stay in the new band if it is in it now.
        measureBands(at: t, target: bound.target)
      }
      let layout = sample(at: t)
      atInputs.append(layout)
      if i + 1 < inputs.count {
        let next = inputs[i + 1].t
        if next.isFinite && next > t && frames > 0 {
          // At least one frame per 50 ms (at most 30 per gap), so overshoots are seen.
          let count = max(frames, min(Int(((next - t) / 0.05).rounded(.up)), 30))
          for k in 1...count {
            let tk = t + (next - t) * Double(k) / Double(count + 1)
            advanceAndSample(tk)
          }
        }
      }
      if violations.count >= InvariantChecker.maximumViolations { return }
    }
    eventsThroughInputs = trace.events
    checkRest()
    trace.diagnostics = engine.diagnostics
  }

  mutating func advanceAndSample(_ t: Double) {
    let before = Set(engine.detents.map(\.id))
    engine.send(.advance, at: t)
    drain(resolvedBefore: before)
    sample(at: t)
  }

  /// The events since the last drain, checked against the log's state machine.
  mutating func drain(resolvedBefore: Set<DetentID>) {
    let after = Set(engine.detents.map(\.id))
    func resolved(_ id: DetentID) -> Bool { resolvedBefore.contains(id) || after.contains(id) }
    for event in engine.pendingEvents {
      trace.events.append(event)
      let t = event.time
      if !t.isFinite { fail(.finite, "event \(event.typeName) at time \(t)") }
      if t < lastEventTime {
        fail(
          .eventLog, "event \(event.typeName) at \(t) before the previous one at \(lastEventTime)")
      }
      lastEventTime = max(lastEventTime, t)
      switch event.kind {
      case .dragBegan:
        if dragging { fail(.eventLog, "dragBegan during a drag") }
        dragging = true
        heightAtDragStart = engine.layout(at: engine.time).height
      case let .released(velocity, projected, target):
        if !dragging { fail(.eventLog, "released without a drag") }
        dragging = false
        if !velocity.isFinite || !projected.isFinite {
          fail(.finite, "released velocity \(velocity), projected \(projected)")
        }
        if case let .detent(id) = target, !resolved(id) {
          fail(.eventLog, "released toward unresolved detent \(id)")
        }
      case let .cancelled(target):
        if !dragging { fail(.eventLog, "cancelled without a drag") }
        dragging = false
        if !resolved(target) { fail(.eventLog, "cancelled toward unresolved detent \(target)") }
      case let .settled(id):
        if !resolved(id) { fail(.eventLog, "settled on unresolved detent \(id)") }
      case let .selectionChanged(_, to):
        if !resolved(to) { fail(.eventLog, "selection changed to unresolved detent \(to)") }
      case let .detentCrossed(id, _):
        if !resolved(id) { fail(.eventLog, "crossed unresolved detent \(id)") }
      case .presented:
        if presented { fail(.presentation, "presented while already presented") }
        presented = true
      case .dismissed:
        if !presented { fail(.presentation, "dismissed while not presented") }
        presented = false
      case .dismissBlocked, .handoff, .dismissArmed, .rejected:
        break
      }
    }
    engine.clearEvents()
    if presented != engine.isPresented {
      fail(.presentation, "isPresented \(engine.isPresented) but the log says \(presented)")
    }
  }

  mutating func checkDetents() {
    let detents = engine.detents
    guard !detents.isEmpty else { return fail(.detents, "no detents") }
    let limit = max(engine.metrics.maximumHeight, 1)
    for (i, d) in detents.enumerated() {
      if !d.height.isFinite || d.height <= 0 || d.height > limit * (1 + 1e-12) {
        fail(.detents, "\(d.id) has height \(d.height) (maximum \(limit))")
      }
      if i > 0 && d.height - detents[i - 1].height < DetentResolver.mergeTolerance {
        fail(.detents, "\(detents[i - 1].id) and \(d.id) are not ascending and apart")
      }
    }
    guard let selected = engine.selectedDetentID else { return fail(.selection, "no selection") }
    if !detents.contains(where: { $0.id == selected }) {
      fail(.selection, "selected \(selected) is not resolved: \(detents.map(\.id))")
    }
  }

  func tolerance(_ values: Double...) -> Double {
    1e-6 * values.reduce(1) { max($0, abs($1)) }
  }

  /// Measures the spring at `t` (right after an input that started or changed it): its target
  /// and energy radius.
  mutating func measureSpring(at t: Double) {
    let now = engine.layout(at: t)
    guard now.phase == .settling else {
      springBound = nil
      return
    }
    let target = engine.layout(at: t + SpringMotion.maximumDuration + 1).height
    let dt = 1e-9 * max(1, abs(t))
    // The engine's own speed, cross-checked by a finite difference; the larger is used, so
    // neither can make the bound tighter than the motion.
    let difference = (engine.layout(at: t + dt).height - now.height) / dt
    let v0 = max(abs(difference), abs(engine.speed(at: t).height))
    let omega = engine.configuration.behavior.effectiveSpring.angularFrequency
    let x0 = now.height - target
    let radius = (x0 * x0 + (v0 / omega) * (v0 / omega)).squareRoot()
    springBound = (target, radius)
    measureBands(at: t, target: target)
  }

  /// Whether the sheet is inside the rubber band's bounds at `t`, where a spring toward
  /// `target` starts (or continues under new rules).
  mutating func measureBands(at t: Double, target: Double) {
    let now = engine.layout(at: t)
    let (low, high) = springBounds(target: target)
    springStartsInBand =
      now.height >= low - tolerance(low) && now.height <= high + tolerance(high)
    let side = sidewaysBound()
    springStartsInSidewaysBand = abs(now.horizontalOffset) <= side + tolerance(side)
  }

  @discardableResult
  mutating func sample(at t: Double) -> SheetLayout {
    let l = engine.layout(at: t)
    trace.layouts.append(l)
    checkLayout(l)
    if let previous = previousPhase { checkTransition(from: previous, to: l.phase) }
    previousPhase = l.phase
    sawInput = false
    sawDown = false
    sawRelease = false
    return l
  }

  mutating func checkLayout(_ l: SheetLayout) {
    let numbers: [(String, Double)] = [
      ("time", l.time), ("top", l.top), ("height", l.height), ("x", l.horizontalOffset),
      ("frame.x", l.frame.x), ("frame.y", l.frame.y), ("frame.width", l.frame.width),
      ("frame.height", l.frame.height), ("corner", l.cornerRadii.topLeading),
      ("corner", l.cornerRadii.topTrailing), ("corner", l.cornerRadii.bottomLeading),
      ("corner", l.cornerRadii.bottomTrailing), ("backdrop", l.backdropOpacity),
      ("contentHeight", l.contentHeight), ("contentOffset", l.contentOffset),
      ("progress", l.progress), ("segment", l.segment.fraction), ("stretch", l.stretch),
      ("sideways", l.sidewaysStretch),
    ]
    for (name, value) in numbers where !value.isFinite {
      return fail(.finite, "\(name) = \(value) in phase \(l.phase)")
    }
    let detents = engine.detents
    func inside(_ v: Double, _ low: Double, _ high: Double) -> Bool { v >= low && v <= high }
    if !inside(l.progress, 0, 1) { fail(.ranges, "progress \(l.progress)") }
    if !inside(l.segment.fraction, 0, 1) { fail(.ranges, "segment fraction \(l.segment.fraction)") }
    if !(0 <= l.segment.lower && l.segment.lower <= l.segment.upper
      && l.segment.upper < detents.count)
    {
      fail(.ranges, "segment \(l.segment.lower)…\(l.segment.upper) of \(detents.count)")
    }
    if !inside(l.stretch, -1, 1) { fail(.ranges, "stretch \(l.stretch)") }
    if !inside(l.sidewaysStretch, -1, 1) { fail(.ranges, "sideways \(l.sidewaysStretch)") }
    let opacity = engine.configuration.backdropOpacity
    if !inside(l.backdropOpacity, 0, opacity + 1e-12) {
      fail(.ranges, "backdrop \(l.backdropOpacity) outside 0…\(opacity)")
    }
    if l.frame.width < 0 || l.frame.height < 0 { fail(.ranges, "frame \(l.frame)") }
    let r = l.cornerRadii
    if min(r.topLeading, r.topTrailing, r.bottomLeading, r.bottomTrailing) < 0 {
      fail(.ranges, "corner radii \(r)")
    }
    if l.contentHeight < 0 { fail(.ranges, "content height \(l.contentHeight)") }
    if l.selectedDetent != engine.selectedDetentID {
      fail(.selection, "layout selects \(String(describing: l.selectedDetent))")
    }
    if l.isPresented != engine.isPresented || l.isPresented != presented {
      fail(.presentation, "layout isPresented \(l.isPresented), engine \(engine.isPresented)")
    }
    // Phase against state.
    if (l.phase == .dragging) != dragging {
      fail(.phase, "phase \(l.phase) but the log says dragging = \(dragging)")
    }
    if l.phase == .dismissed && presented { fail(.phase, "dismissed while presented") }
    if l.phase == .idle && !presented { fail(.phase, "idle while not presented") }
    // Height by phase.
    let h = l.height
    switch l.phase {
    case .idle:
      if let id = engine.selectedDetentID, let d = engine.detent(id),
        abs(h - d.height) > tolerance(h, d.height)
      {
        fail(.height, "idle at \(h), but the selected \(id) is at \(d.height)")
      }
    case .dismissed:
      let hidden = engine.metrics.hiddenHeight
      if abs(h - hidden) > tolerance(h, hidden) {
        fail(.height, "dismissed at \(h), hidden height is \(hidden)")
      }
    case .dragging:
      let side = sidewaysBound()
      if abs(l.horizontalOffset) > side + tolerance(side) {
        fail(.height, "dragging \(l.horizontalOffset) sideways, the band allows \(side)")
      }
      guard lastInputWasMove else { break }
      // A sheet caught mid-spring stays where it was caught until a move takes effect (a
      // non-finite sample is ignored): a spring that started outside the band (after a context
      // change) may have been caught there.
      if let caught = heightAtDragStart, abs(h - caught) <= tolerance(h, caught) { break }
      let (low, high) = dragBounds()
      if h < low - tolerance(low) || h > high + tolerance(high) {
        fail(.height, "dragging at \(h), outside [\(low), \(high)]")
      }
    case .settling:
      // Springs stay where a finger could put the sheet (or on the way to their target, such
      // as the hidden height). Only springs that start there: after a context or configuration
      // change the sheet legitimately animates in from outside the new range.
      if springStartsInBand, let bound = springBound {
        let (low, high) = springBounds(target: bound.target)
        if h < low - tolerance(low) || h > high + tolerance(high) {
          fail(.height, "settling at \(h), outside the rubber band's [\(low), \(high)]")
        }
      }
      let side = sidewaysBound()
      if springStartsInSidewaysBand && abs(l.horizontalOffset) > side + tolerance(side) {
        fail(.height, "settling \(l.horizontalOffset) sideways, the band allows \(side)")
      }
      if let bound = springBound {
        let slack = bound.radius * 1e-6 + 0.5 + tolerance(bound.target)
        if abs(h - bound.target) > bound.radius + slack {
          fail(
            .height,
            "settling at \(h): \(abs(h - bound.target)) from target \(bound.target), energy bound \(bound.radius)"
          )
        }
      }
    }
  }

  mutating func checkTransition(from a: SheetPhase, to b: SheetPhase) {
    guard a != b else { return }
    if a == .dismissed && b == .dragging { fail(.phase, "dismissed → dragging") }
    if b == .dragging && !sawDown { fail(.phase, "\(a) → dragging without a touch down") }
    if a == .dragging && !sawRelease { fail(.phase, "dragging → \(b) without a lift or cancel") }
    if !sawInput && a != .settling {
      fail(.phase, "\(a) → \(b) with no input in between")
    }
  }

  /// After the last input: at rest within SpringMotion.maximumDuration.
  mutating func checkRest() {
    guard !dragging else { return }
    let start = engine.time
    let wasSettling = engine.layout(at: start).phase == .settling
    let deadline = start + SpringMotion.maximumDuration + 1e-3
    var settledOn: DetentID?
    // Dense where springs move (the first 1.5 s, every 50 ms), then `tail` frames to the end.
    let early = (1...30).map { start + 0.05 * Double($0) }
    let late = (1...max(tail, 1)).map {
      start + 1.5 + (deadline - start - 1.5) * Double($0) / Double(max(tail, 1))
    }
    for t in early + late {
      let before = Set(engine.detents.map(\.id))
      engine.send(.advance, at: t)
      for event in engine.pendingEvents {
        if case let .settled(id) = event.kind { settledOn = id }
      }
      drain(resolvedBefore: before)
      sample(at: t)
    }
    let l = engine.layout(at: deadline)
    inputIndex = scenario.inputs.count
    switch l.phase {
    case .idle:
      if wasSettling && settledOn == nil {
        fail(.rest, "came to rest without a settled event")
      }
      if let settledOn, settledOn != engine.selectedDetentID {
        fail(
          .rest,
          "settled on \(settledOn) but \(String(describing: engine.selectedDetentID)) is selected")
      }
    case .dismissed:
      break
    case .dragging, .settling:
      fail(.rest, "still \(l.phase) \(SpringMotion.maximumDuration) s after the last input")
    }
  }

  /// The events and the layouts at input times of a run that draws no frames in between.
  static func inputTimeTrace(_ scenario: GeneratedScenario) -> Trace {
    var engine = scenario.makeEngine()
    var trace = Trace()
    for input in scenario.inputs {
      engine.send(input)
      trace.layouts.append(engine.layout(at: engine.time))
      trace.events += engine.pendingEvents
      engine.clearEvents()
    }
    return trace
  }
}
