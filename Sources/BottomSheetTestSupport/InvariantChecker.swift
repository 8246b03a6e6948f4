import BottomSheetCore

/// One broken invariant: which, when, after which input, and what was seen.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
  /// The families of invariants the checker enforces (see ``InvariantChecker``).
  public enum Invariant: String, Sendable, Hashable {
    /// Every number in every layout and event is finite.
    case finite
    /// Progress, segment, stretch, backdrop, sizes and radii are within their ranges.
    case ranges
    /// Detents are non-empty, ascending, positive and within the maximum height.
    case detents
    /// The selected detent is one of the resolved ones.
    case selection
    /// `isPresented`, the layout and the presented/dismissed events agree.
    case presentation
    /// The phase is consistent with the state and changes only as inputs allow.
    case phase
    /// The height stays within the bound for its phase.
    case height
    /// The event log is well-formed: ordered times, matched drags, resolved detent names.
    case eventLog
    /// After the last touch the sheet comes to rest within the bound.
    case rest
    /// The same inputs give the same outputs, however often the host samples.
    case determinism
  }

  /// Which invariant.
  public var invariant: Invariant
  /// The engine time of the observation.
  public var time: Double
  /// The index of the last input applied before the observation (−1: none yet).
  public var inputIndex: Int
  /// What was seen.
  public var message: String

  /// Creates a violation.
  public init(_ invariant: Invariant, time: Double, inputIndex: Int, _ message: String) {
    self.invariant = invariant
    self.time = time
    self.inputIndex = inputIndex
    self.message = message
  }

  /// `invariant @ t (input n): message`.
  public var description: String {
    "\(invariant.rawValue) @ t=\(time) (after input \(inputIndex)): \(message)"
  }
}

/// What one run of a scenario produced, for determinism comparisons and benchmarks.
public struct Trace: Sendable, Equatable {
  /// Every sampled layout, in sampling order.
  public var layouts: [SheetLayout] = []
  /// Every event, in order.
  public var events: [SheetEvent] = []
  /// The engine's diagnostics at the end.
  public var diagnostics: [SheetDiagnostic] = []
  /// Creates an empty trace.
  public init() {}
}

/// The outcome of ``InvariantChecker/check(_:)``.
public struct InvariantReport: Sendable {
  /// Everything that broke, in the order it was seen (at most ``InvariantChecker/maximumViolations``).
  public var violations: [Violation]
  /// The sampled run.
  public var trace: Trace
  /// True when nothing broke.
  public var isClean: Bool { violations.isEmpty }
}

/// Runs a ``GeneratedScenario`` through a ``SheetEngine`` the way a host would (apply each
/// input, advance the clock, draw frames in between) and checks the engine's invariants on every
/// layout and event.
///
/// The invariants, and the exact bounds they use (all derived from the engine's documented
/// rules; `tol` is 10⁻⁶ relative plus a small absolute slack):
///
/// - **finite**: every `Double` in every ``SheetLayout`` and ``SheetEvent``.
/// - **ranges**: `progress`, `segment.fraction` ∈ [0, 1]; `stretch`, `sidewaysStretch` ∈ [−1, 1];
///   `backdropOpacity` ∈ [0, configured opacity]; frame size, radii, content height ≥ 0;
///   `segment` indices valid.
/// - **detents**: non-empty, ascending with gaps ≥ ``DetentResolver/mergeTolerance``, heights
///   finite, > 0 and ≤ max(maximum height, 1).
/// - **selection**: the selected detent is a resolved identity (never an alias or a stale one).
/// - **presentation**: `isPresented` = the layout's = the state implied by the log (presented and
///   dismissed events alternate, starting from the initial state).
/// - **phase**: `dragging` exactly between `dragBegan` and `released`/`cancelled`; `dismissed`
///   only when not presented, `idle` only when presented; a sheet that is not presented is
///   `settling` or `dismissed`. Without an input in between, the phase only stays or goes from
///   `settling` to `idle`/`dismissed`; `dismissed → dragging` never happens.
/// - **height**, by phase. `idle`: exactly the selected detent's height. `dismissed`: exactly
///   ``SheetMetrics/hiddenHeight``. `dragging` (after a move): within
///   [lowerLimit − B, highest + B], where B = `rubberBand.maximumDisplacement(dimension:
///   max(maximumHeight, 1))` and lowerLimit is the lowest detent, or the hidden height when the
///   sheet may be dismissed (it then follows the finger off screen) — or exactly where the
///   drag caught the sheet, until a move takes effect. `settling`: the spring's
///   energy bound |h − target| ≤ √(x₀² + (v₀ / ω₀)²), with x₀, v₀ measured when the input that
///   started or last touched the spring was applied (a damped spring's energy never grows).
/// - **event log**: event times finite and non-decreasing; detents named by `settled`,
///   `selectionChanged`, `released`, `cancelled` and `detentCrossed` resolved before or after
///   the input.
/// - **rest**: unless a finger is still down after the last input, the sheet is `idle` on its
///   selected detent or `dismissed` by the last input's time + ``SpringMotion/maximumDuration``
///   (every spring's settle time is capped there), having emitted `settled` if it was moving
///   to a detent.
/// - **determinism**: a second run gives an identical trace, and a run that draws no frames
///   between inputs gives the same events and the same layouts at the input times.
///
/// ```swift
/// let report = InvariantChecker().check(scenario)
/// if !report.isClean { print(report.violations, scenario.swiftSource) }
/// ```
public struct InvariantChecker: Sendable {
  /// The fewest frames drawn between consecutive inputs (evenly spaced; more in long gaps, at
  /// least one per 50 ms up to 30).
  public var framesBetweenInputs: Int
  /// Frames drawn from 1.5 s after the last input to the rest deadline (the first 1.5 s get one
  /// every 50 ms).
  public var framesAfterLastInput: Int
  /// Whether to run the determinism comparisons (two extra runs).
  public var checksDeterminism: Bool
  /// Whether a spring that starts within [lowerLimit − B, highest + B] must stay there while the
  /// sheet is presented (the bound). Off by default: the engine lets a spring overshoot
  /// past the rubber band (docs/HARDENING.md, finding 5); only the energy bound holds.
  public var springsStayWithinBand: Bool
  /// The most violations collected before the checker stops looking.
  public static let maximumViolations = 20

  /// Creates a checker.
  public init(
    framesBetweenInputs: Int = 4, framesAfterLastInput: Int = 12, checksDeterminism: Bool = true,
    springsStayWithinBand: Bool = false
  ) {
    self.springsStayWithinBand = springsStayWithinBand
    self.framesBetweenInputs = framesBetweenInputs
    self.framesAfterLastInput = framesAfterLastInput
    self.checksDeterminism = checksDeterminism
  }

  /// Runs `scenario` and checks every invariant.
  public func check(_ scenario: GeneratedScenario) -> InvariantReport {
    var run = Run(
      scenario: scenario, frames: framesBetweenInputs, tail: framesAfterLastInput,
      strictSprings: springsStayWithinBand)
    run.execute()
    var violations = run.violations
    if checksDeterminism && violations.allSatisfy({ $0.invariant != .finite }) {
      var again = Run(
        scenario: scenario, frames: framesBetweenInputs, tail: framesAfterLastInput,
        strictSprings: springsStayWithinBand)
      again.execute()
      if again.trace != run.trace {
        violations.append(
          Violation(.determinism, time: 0, inputIndex: -1, "a second run gave a different trace"))
      }
      let plain = Run.inputTimeTrace(scenario)
      if plain.events != run.eventsThroughInputs || plain.layouts != run.atInputs {
        violations.append(
          Violation(
            .determinism, time: 0, inputIndex: -1,
            "drawing frames between inputs changed the events or the layouts at input times"))
      }
    }
    return InvariantReport(
      violations: Array(violations.prefix(Self.maximumViolations)), trace: run.trace)
  }
}

/// One checked run.
struct Run {
  let scenario: GeneratedScenario
  let frames: Int
  let tail: Int
  let strictSprings: Bool
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
  /// Whether the spring measured at the last input started within the drag bounds.
  var springStartsInBand = false
  var heightAtDragStart: Double?

  init(scenario: GeneratedScenario, frames: Int, tail: Int, strictSprings: Bool) {
    self.scenario = scenario
    self.strictSprings = strictSprings
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
      input.apply(to: &engine)
      sawInput = true
      switch input.kind {
      case .down: sawDown = true
      case .up, .cancel: sawRelease = true
      default: break
      }
      lastInputWasMove = { if case .move = input.kind { return true } else { return false } }()
      drain(resolvedBefore: before)
      checkDetents()
      let t = engine.time
      measureSpring(at: t)
      let layout = sample(at: t)
      atInputs.append(layout)
      if i + 1 < inputs.count {
        let next = inputs[i + 1].time
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
    engine.advance(to: t)
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

  /// Measures the spring at `t` (right after an input): its target and energy radius.
  mutating func measureSpring(at t: Double) {
    let now = engine.layout(at: t)
    guard now.phase == .settling else {
      springBound = nil
      return
    }
    let target = engine.layout(at: t + SpringMotion.maximumDuration + 1).height
    let dt = 1e-9 * max(1, abs(t))
    let v0 = (engine.layout(at: t + dt).height - now.height) / dt
    let omega = engine.configuration.behavior.effectiveSpring.angularFrequency
    let x0 = now.height - target
    let radius = (x0 * x0 + (v0 / omega) * (v0 / omega)).squareRoot()
    springBound = (target, radius)
    let (low, high) = dragBounds()
    springStartsInBand =
      now.height >= low - tolerance(low) && now.height <= high + tolerance(high)
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
      guard lastInputWasMove else { break }
      // A sheet caught mid-spring stays where it was caught until a move takes effect (a
      // non-finite sample is ignored), even if a spring had carried it past the band.
      if let caught = heightAtDragStart, abs(h - caught) <= tolerance(h, caught) { break }
      let (low, high) = dragBounds()
      if h < low - tolerance(low) || h > high + tolerance(high) {
        fail(.height, "dragging at \(h), outside [\(low), \(high)]")
      }
    case .settling:
      // Only springs that start inside the band: after a context or configuration change the
      // sheet legitimately animates in from outside the new range.
      if strictSprings && presented && springStartsInBand {
        let (low, high) = dragBounds()
        if h < low - tolerance(low) || h > high + tolerance(high) {
          fail(.height, "settling at \(h), outside the rubber band's [\(low), \(high)]")
        }
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

  /// [lowerLimit − B, highest + B] for a finger-driven height.
  func dragBounds() -> (Double, Double) {
    let c = engine.configuration
    let detents = engine.detents
    let band = c.behavior.rubberBand.maximumDisplacement(
      dimension: max(engine.metrics.maximumHeight, 1))
    let dismissible = c.style != .inline || c.isDismissible
    let lower = dismissible ? engine.metrics.hiddenHeight : detents[0].height
    return (lower - band, detents[detents.count - 1].height + band)
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
      engine.advance(to: t)
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
      input.apply(to: &engine)
      trace.layouts.append(engine.layout(at: engine.time))
      trace.events += engine.pendingEvents
      engine.clearEvents()
    }
    return trace
  }
}
