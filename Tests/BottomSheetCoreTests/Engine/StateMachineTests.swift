@_spi(Lab) @_spi(Testing) @testable import BottomSheetCore
import BottomSheetTestSupport
import BottomSheetTooling
import Foundation
import Testing

/// The engine's state machine (`SheetEngine+StateMachine.swift`): every row of
/// ``SheetEngine/transitions`` is taken by a concrete input here, a row taken out of the table
/// stops its move (the table is what runs), and seeded runs of every input kind take no
/// transition outside the table.
@Suite("Engine: state machine")
struct StateMachineTests {
  /// A drag's own events, which do not change the state.
  static let dragEvents: Set<SheetEvent.Name> = [
    .detentCrossed, .handoff, .dismissArmed, .dismissDisarmed, .rejected,
  ]

  /// What the engine did on one input (or on an arrival between inputs).
  struct Step: Hashable, CustomStringConvertible {
    var from: SheetEngine.State
    var trigger: SheetEngine.Trigger
    var to: SheetEngine.State
    var events: [SheetEvent.Name]
    /// The input named an unknown detent (`rejected`).
    var rejected = false
    var description: String { "\(from) —\(trigger)→ \(to) \(events)\(rejected ? " rejected" : "")" }
  }

  /// The trigger an input is, judged as the engine judges a touch: by where it lands now.
  static func trigger(of input: SheetEngine.Input, on engine: SheetEngine, at t: Double)
    -> SheetEngine.Trigger
  {
    switch input {
    case let .touchDown(p, _):
      let layout = engine.layout(at: t)
      let open = engine.isPresented && engine.state != .leaving
      guard p.x.isFinite, p.y.isFinite, open else { return .touchDownElsewhere }
      if layout.frame.contains(p) { return .touchDownOnSheet }
      return layout.backdropBlocksTouches ? .touchDownOnBackdrop : .touchDownElsewhere
    case .touchMoved: return .touchMoved
    case .touchUp: return .touchUp
    case .touchCancelled: return .touchCancelled
    case .contentScrolled: return .contentScrolled
    case .select: return .select
    case .present: return .present
    case .dismiss: return .dismiss
    case .updateContext: return .updateContext
    case .updateConfiguration: return .updateConfiguration
    case .accessibilityIncrement: return .accessibilityIncrement
    case .accessibilityDecrement: return .accessibilityDecrement
    case .accessibilityEscape: return .accessibilityEscape
    case .advance: return .advance
    }
  }

  /// Sends `event` and reports the arrival it passes on the way (if any) and the input's own
  /// step.
  static func step(_ engine: inout SheetEngine, _ event: ScenarioEvent) -> [Step] {
    var steps: [Step] = []
    let t = event.t.isFinite && event.t >= engine.time ? event.t : engine.time
    let before = engine.state
    engine.clearEvents()
    engine.send(.advance, at: t)
    if engine.state != before {
      steps.append(
        Step(
          from: before, trigger: .arrival, to: engine.state,
          events: engine.pendingEvents.map(\.name)))
      engine.clearEvents()
    }
    let from = engine.state
    let trigger = trigger(of: event.kind, on: engine, at: t)
    engine.send(event)
    let names = engine.pendingEvents.map(\.name)
    let events = names.filter { !dragEvents.contains($0) }
    steps.append(
      Step(
        from: from, trigger: trigger, to: engine.state, events: events,
        rejected: names.contains(.rejected)))
    return steps
  }

  /// Whether `step` is what `row` says, read with the table's rules: instant arrival, and
  /// `selectionChanged` only where the row lists it (and then only on a real change).
  static func matches(_ step: Step, _ row: SheetEngine.Transition) -> Bool {
    guard step.from == row.from, step.trigger == row.trigger else { return false }
    let optional = row.events.contains(.selectionChanged)
    let observed = optional ? step.events.filter { $0 != .selectionChanged } : step.events
    let listed = row.events.filter { $0 != .selectionChanged }
    if step.to == row.to { return observed == listed }
    if row.to == .settling, step.to == .resting { return observed == listed + [.settled] }
    if row.to == .leaving, step.to == .hidden { return observed == listed }
    return false
  }

  /// Whether the table allows `step`: a row says it, or no row names its state and trigger and
  /// it changed nothing.
  static func allowed(_ step: Step) -> Bool {
    let rows = SheetEngine.transitions.filter {
      $0.from == step.from && $0.trigger == step.trigger
    }
    if rows.isEmpty || step.rejected { return step.to == step.from && step.events.isEmpty }
    return rows.contains { matches(step, $0) }
  }

  @Test func seededRunsTakeOnlyTransitionsInTheTable() {
    var seen: [Step: Int] = [:]
    for seed in 0..<480 {
      var rng = Xoshiro256(seed: UInt64(seed))
      let scenario = ScenarioGenerator(hostility: seed % 2 == 0 ? 0 : 0.15).scenario(using: &rng)
      var engine = scenario.makeEngine()
      for input in scenario.inputs {
        for step in Self.step(&engine, input) { seen[step, default: 0] += 1 }
      }
    }
    let outside = seen.keys.filter { !Self.allowed($0) }
    for step in outside.sorted(by: { $0.description < $1.description }) {
      Issue.record("not in the table: \(step) × \(seen[step] ?? 0)")
    }
  }

  /// The check above is not vacuous: without the row for a spring's arrival, the same runs
  /// break the table.
  @Test func theSeededCheckCatchesAMissingRow() {
    let arrival = SheetEngine.transitions.first { $0.from == .settling && $0.trigger == .arrival }
    var caught = 0
    for seed in 0..<40 {
      var rng = Xoshiro256(seed: UInt64(seed))
      let scenario = ScenarioGenerator(hostility: 0).scenario(using: &rng)
      var engine = scenario.makeEngine()
      for input in scenario.inputs {
        for step in Self.step(&engine, input) where arrival.map({ Self.matches(step, $0) }) == true
        {
          let others = SheetEngine.transitions.filter { $0 != arrival }
          if !others.contains(where: { Self.matches(step, $0) }) { caught += 1 }
        }
      }
    }
    #expect(caught > 10, "arrivals only the missing row allows: \(caught)")
  }

  /// The public phase is the state as an app sees it: one mapping (settling and leaving are
  /// both `settling`), and the layout's phase is the engine's state through it, input by input.
  @Test func thePhaseIsTheStateThroughOneMapping() {
    let phases = SheetEngine.State.allCases.map { "\($0)→\($0.phase)" }
    #expect(
      phases == [
        "hidden→dismissed", "resting→idle", "dragging→dragging", "settling→settling",
        "leaving→settling",
      ])
    var compared = 0
    for seed in 0..<40 {
      var rng = Xoshiro256(seed: UInt64(seed))
      let scenario = ScenarioGenerator(hostility: 0).scenario(using: &rng)
      var engine = scenario.makeEngine()
      for input in scenario.inputs {
        engine.send(input)
        #expect(engine.layout(at: engine.time).phase == engine.state.phase)
        compared += 1
      }
    }
    #expect(compared > 400)
  }

  /// The DocC article prints the table: a reader can check it against the docs.
  @Test func theArticlePrintsTheTable() throws {
    let article = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Sources/BottomSheetCore/BottomSheetCore.docc/StateMachine.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let heading = try #require(text.range(of: "## Transitions"), "no Transitions section")
    let section = text[heading.upperBound...]
    let printed = section.split(separator: "\n").filter { $0.hasPrefix("| ") }.dropFirst()
      .map(String.init)
    let expected = SheetEngine.transitions.map { row in
      let events = row.events.map(\.rawValue).joined(separator: ", ")
      return "| \(row.from) | \(row.trigger) | \(row.to) | \(events) | \(row.when) |"
    }
    #expect(printed == expected, "the article's table:\n\(expected.joined(separator: "\n"))")
  }

  // MARK: - One concrete input per row

  static let phone = phoneScreen

  static func modal(
    dismissible: Bool = true, backdropTap: BackdropTapAction = .dismiss
  ) -> SheetConfiguration {
    var c = SheetConfiguration(
      style: .modal, detents: [.medium, .large], isDismissible: dismissible,
      backdropTap: backdropTap)
    c.startsPresented = false
    return c
  }

  static let inline = SheetConfiguration(
    style: .inline, detents: [.height(120), .medium, .large], isDismissible: false)

  /// A sheet in `state` at t = 0.2 (resting and dragging on `detent`).
  static func engine(
    _ state: SheetEngine.State, _ configuration: SheetConfiguration = modal(),
    at detent: DetentID = "medium"
  ) -> SheetEngine {
    var engine = SheetEngine(configuration: configuration, context: phone)
    if state == .hidden { return engine }
    engine.send(.present(animated: false), at: 0)
    engine.send(.select(detent, animated: false), at: 0)
    switch state {
    case .settling:
      let other: DetentID = detent == "large" ? "medium" : "large"
      engine.send(.select(other, animated: true), at: 0.1)
    case .leaving: engine.send(.dismiss(animated: true), at: 0.1)
    case .dragging: engine.send(.touchDown(at: onSheet(engine, at: 0.1), region: nil), at: 0.1)
    default: break
    }
    engine.send(.advance, at: 0.2)
    engine.clearEvents()
    return engine
  }

  /// A point 40 pt below the sheet's top edge at `t`.
  static func onSheet(_ engine: SheetEngine, at t: Double) -> SheetPoint {
    let frame = engine.layout(at: t).frame
    return SheetPoint(x: frame.x + frame.width / 2, y: frame.y + 40)
  }

  /// A point on the dimmed backdrop, above every sheet here.
  static let backdrop = SheetPoint(x: 195, y: 10)

  /// A drag from the sheet's top by `dy` (negative = up) over 0.1 s, in 10 steps.
  static func drag(_ engine: SheetEngine, by dy: Double) -> [ScenarioEvent] {
    let start = onSheet(engine, at: engine.time)
    return (1...10).map { i in
      ScenarioEvent(
        t: 0.2 + Double(i) * 0.01,
        .touchMoved(to: SheetPoint(x: start.x, y: start.y + dy * Double(i) / 10)))
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var engine: @Sendable () -> SheetEngine
    var inputs: @Sendable (SheetEngine) -> [ScenarioEvent]
    var to: SheetEngine.State
    var events: [SheetEvent.Name]
    /// What follows the case's inputs to show what its row changed, when the row itself
    /// changes nothing visible (a request deferred during a drag: the lift that applies it).
    var lift: (@Sendable (SheetEngine) -> [ScenarioEvent])? = nil
    var testDescription: String { name }
  }

  static func c(
    _ name: String, _ engine: @escaping @Sendable @autoclosure () -> SheetEngine,
    _ to: SheetEngine.State, _ events: [SheetEvent.Name],
    lift: (@Sendable (SheetEngine) -> [ScenarioEvent])? = nil,
    _ inputs: @escaping @Sendable (SheetEngine) -> [ScenarioEvent]
  ) -> Case {
    Case(name: name, engine: engine, inputs: inputs, to: to, events: events, lift: lift)
  }

  /// The finger lifts at t = 0.31 where it went down (the sheet's top edge at 0.1).
  static func liftWhereItWentDown(_ e: SheetEngine) -> [ScenarioEvent] {
    at(0.31, .touchUp(at: onSheet(e, at: 0.1)))
  }

  static func at(_ t: Double, _ kind: SheetEngine.Input) -> [ScenarioEvent] {
    [ScenarioEvent(t: t, kind)]
  }

  static var taller: SheetContext {
    var c = phone
    c.containerSize.height = 700
    return c
  }

  static var keyboardless: SheetContext {
    var c = phone
    c.anchors = ["unused": 1]
    return c
  }

  /// A modal with a detent at a measured anchor (`anchor:a`, 300 pt), and the context that
  /// measures it; without the anchor the detent is dropped.
  static var anchored: SheetConfiguration {
    var c = modal()
    c.detents = [.medium, .anchor("a"), .large]
    return c
  }

  static var measured: SheetContext {
    var c = phone
    c.anchors = ["a": 544]
    return c
  }

  /// ``modal()`` without its `medium` detent.
  static var largeOnly: SheetConfiguration {
    var c = modal()
    c.detents = [.large]
    return c
  }

  /// A sheet dragging on the anchored detent, caught at t = 0.1 where it rests.
  static func draggingOnAnchor() -> SheetEngine {
    var engine = SheetEngine(configuration: anchored, context: measured)
    engine.send(.present(animated: false), at: 0)
    engine.send(.select("anchor:a", animated: false), at: 0)
    engine.send(.touchDown(at: onSheet(engine, at: 0.1), region: nil), at: 0.1)
    engine.send(.advance, at: 0.2)
    engine.clearEvents()
    return engine
  }

  /// A presented sheet whose initial detent is the anchored one, before the anchor is
  /// measured: it rests on `medium` until the context that measures it arrives.
  static func restingBeforeItsAnchor() -> SheetEngine {
    var c = anchored
    c.initialDetent = "anchor:a"
    c.startsPresented = true
    var engine = SheetEngine(configuration: c, context: phone)
    engine.send(.advance, at: 0.2)
    return engine
  }

  static var rounder: SheetConfiguration {
    var c = modal()
    c.cornerRadius = 30
    return c
  }

  /// A modal that fits its content, and the same with a taller header (the fitted height
  /// includes the header, so the selected detent moves).
  static var fits: SheetConfiguration {
    var c = modal()
    c.detents = [.fitsContent, .large]
    return c
  }

  static var fitsTallerHeader: SheetConfiguration {
    var c = fits
    c.chrome = SheetChrome(grabberHeight: c.chrome.grabberHeight, headerHeight: 96)
    return c
  }

  static let cases: [Case] = [
    // hidden
    c("hidden: present", engine(.hidden), .settling, [.presented]) { _ in
      at(0.3, .present(animated: true))
    },
    c("hidden: select", engine(.hidden), .hidden, [.selectionChanged]) { _ in
      at(0.3, .select("large", animated: true))
    },
    c("hidden: context", engine(.hidden), .hidden, []) { _ in
      at(0.3, .updateContext(taller, animated: true))
    },
    c("hidden: configuration", engine(.hidden), .hidden, []) { _ in
      at(0.3, .updateConfiguration(rounder, animated: true))
    },
    // resting
    c("resting: down on the sheet", engine(.resting), .dragging, [.dragBegan]) { e in
      at(0.3, .touchDown(at: onSheet(e, at: 0.3), region: nil))
    },
    c("resting: backdrop, dismissible", engine(.resting), .leaving, [.dismissed]) { _ in
      at(0.3, .touchDown(at: backdrop, region: nil))
    },
    c(
      "resting: backdrop, guarded", engine(.resting, modal(dismissible: false)), .resting,
      [.dismissBlocked]
    ) { _ in at(0.3, .touchDown(at: backdrop, region: nil)) },
    c(
      "resting: backdrop collapses", engine(.resting, modal(backdropTap: .collapse), at: "large"),
      .settling, [.selectionChanged]
    ) { _ in at(0.3, .touchDown(at: backdrop, region: nil)) },
    c("resting: backdrop does nothing", engine(.resting, modal(backdropTap: .none)), .resting, []) {
      _ in at(0.3, .touchDown(at: backdrop, region: nil))
    },
    c("resting: select", engine(.resting), .settling, [.selectionChanged]) { _ in
      at(0.3, .select("large", animated: true))
    },
    c("resting: dismiss", engine(.resting), .leaving, [.dismissed]) { _ in
      at(0.3, .dismiss(animated: true))
    },
    c("resting: escape, dismissible", engine(.resting), .leaving, [.dismissed]) { _ in
      at(0.3, .accessibilityEscape)
    },
    c(
      "resting: escape, guarded", engine(.resting, modal(dismissible: false)), .resting,
      [.dismissBlocked]
    ) { _ in at(0.3, .accessibilityEscape) },
    c("resting: escape, inline", engine(.resting, inline), .resting, []) { _ in
      at(0.3, .accessibilityEscape)
    },
    c("resting: increment", engine(.resting), .settling, [.selectionChanged]) { _ in
      at(0.3, .accessibilityIncrement)
    },
    c("resting: increment at the top", engine(.resting, at: "large"), .resting, []) { _ in
      at(0.3, .accessibilityIncrement)
    },
    c("resting: decrement", engine(.resting, at: "large"), .settling, [.selectionChanged]) { _ in
      at(0.3, .accessibilityDecrement)
    },
    c("resting: decrement at the bottom", engine(.resting), .resting, []) { _ in
      at(0.3, .accessibilityDecrement)
    },
    c("resting: context moves the detent", engine(.resting), .settling, []) { _ in
      at(0.3, .updateContext(taller, animated: true))
    },
    c("resting: context that fits", engine(.resting), .resting, []) { _ in
      at(0.3, .updateContext(keyboardless, animated: true))
    },
    c(
      "resting: context resolves the initial detent", restingBeforeItsAnchor(), .resting,
      [.selectionChanged]
    ) { _ in at(0.3, .updateContext(measured, animated: true)) },
    c(
      "resting: configuration moves the detent",
      engine(.resting, fits, at: Detent.fitsContent.id), .settling, []
    ) { _ in at(0.3, .updateConfiguration(fitsTallerHeader, animated: true)) },
    c("resting: configuration that fits", engine(.resting), .resting, []) { _ in
      at(0.3, .updateConfiguration(rounder, animated: true))
    },
    // dragging
    c("dragging: up to a detent", engine(.dragging), .settling, [.released, .selectionChanged]) {
      e in drag(e, by: -200) + at(0.31, .touchUp(at: onSheet(e, at: 0.1).offset(-200)))
    },
    c("dragging: up past the threshold", engine(.dragging), .leaving, [.released, .dismissed]) {
      e in drag(e, by: 400) + at(0.31, .touchUp(at: onSheet(e, at: 0.1).offset(400)))
    },
    c(
      "dragging: up past the threshold, guarded",
      engine(.dragging, modal(dismissible: false), at: "large"), .settling,
      [.released, .dismissBlocked, .selectionChanged]
    ) { e in drag(e, by: 700) + at(0.31, .touchUp(at: onSheet(e, at: 0.1).offset(700))) },
    c("dragging: cancel", engine(.dragging), .settling, [.cancelled]) { e in
      drag(e, by: -20) + at(0.31, .touchCancelled)
    },
    c(
      "dragging: cancel after a deferred dismiss", engine(.dragging), .leaving,
      [.cancelled, .dismissed]
    ) { _ in
      at(0.25, .dismiss(animated: true)) + at(0.31, .touchCancelled)
    },
    c(
      "dragging: select waits", engine(.dragging), .dragging, [], lift: liftWhereItWentDown
    ) { _ in at(0.3, .select("large", animated: true)) },
    c("dragging: dismiss waits", engine(.dragging), .dragging, [], lift: liftWhereItWentDown) {
      _ in at(0.3, .dismiss(animated: true))
    },
    c(
      "dragging: increment waits", engine(.dragging), .dragging, [], lift: liftWhereItWentDown
    ) { _ in at(0.3, .accessibilityIncrement) },
    c(
      "dragging: decrement waits", engine(.dragging, at: "large"), .dragging, [],
      lift: liftWhereItWentDown
    ) { _ in at(0.3, .accessibilityDecrement) },
    c(
      "dragging: context drops the selected detent", draggingOnAnchor(), .dragging,
      [.selectionChanged]
    ) { _ in at(0.3, .updateContext(phone, animated: true)) },
    c("dragging: context", engine(.dragging), .dragging, []) { _ in
      at(0.3, .updateContext(taller, animated: true))
    },
    c(
      "dragging: configuration drops the selected detent", engine(.dragging), .dragging,
      [.selectionChanged]
    ) { _ in at(0.3, .updateConfiguration(largeOnly, animated: true)) },
    c(
      "dragging: an increment during the drag applies at the lift",
      engine(.dragging), .settling, [.released, .selectionChanged]
    ) { e in at(0.25, .accessibilityIncrement) + at(0.3, .touchUp(at: onSheet(e, at: 0.1))) },
    // settling
    c("settling: arrival", engine(.settling), .resting, [.settled]) { _ in at(3, .advance) },
    c("settling: down on the sheet", engine(.settling), .dragging, [.dragBegan]) { e in
      at(0.3, .touchDown(at: onSheet(e, at: 0.3), region: nil))
    },
    c("settling: backdrop, dismissible", engine(.settling), .leaving, [.dismissed]) { _ in
      at(0.3, .touchDown(at: backdrop, region: nil))
    },
    c(
      "settling: backdrop, guarded", engine(.settling, modal(dismissible: false)), .settling,
      [.dismissBlocked]
    ) { _ in at(0.3, .touchDown(at: backdrop, region: nil)) },
    c(
      "settling: backdrop collapses", engine(.settling, modal(backdropTap: .collapse)), .settling,
      [.selectionChanged]
    ) { _ in at(0.3, .touchDown(at: backdrop, region: nil)) },
    c("settling: select", engine(.settling), .settling, [.selectionChanged]) { _ in
      at(0.3, .select("medium", animated: true))
    },
    c("settling: dismiss", engine(.settling), .leaving, [.dismissed]) { _ in
      at(0.3, .dismiss(animated: true))
    },
    c("settling: escape, dismissible", engine(.settling), .leaving, [.dismissed]) { _ in
      at(0.3, .accessibilityEscape)
    },
    c(
      "settling: escape, guarded", engine(.settling, modal(dismissible: false)), .settling,
      [.dismissBlocked]
    ) { _ in at(0.3, .accessibilityEscape) },
    c("settling: escape, inline", engine(.settling, inline), .settling, []) { _ in
      at(0.3, .accessibilityEscape)
    },
    c("settling: increment", engine(.settling, at: "large"), .settling, [.selectionChanged]) {
      _ in at(0.3, .accessibilityIncrement)
    },
    c("settling: decrement", engine(.settling), .settling, [.selectionChanged]) { _ in
      at(0.3, .accessibilityDecrement)
    },
    c("settling: context", engine(.settling), .settling, []) { _ in
      at(0.3, .updateContext(taller, animated: true))
    },
    c("settling: configuration", engine(.settling), .settling, []) { _ in
      at(0.3, .updateConfiguration(rounder, animated: true))
    },
    // leaving
    c("leaving: arrival", engine(.leaving), .hidden, []) { _ in at(3, .advance) },
    c("leaving: present", engine(.leaving), .settling, [.presented]) { _ in
      at(0.3, .present(animated: true))
    },
    c("leaving: select", engine(.leaving), .leaving, [.selectionChanged]) { _ in
      at(0.3, .select("large", animated: true))
    },
    c("leaving: context", engine(.leaving), .leaving, []) { _ in
      at(0.3, .updateContext(taller, animated: true))
    },
    c("leaving: configuration", engine(.leaving), .leaving, []) { _ in
      at(0.3, .updateConfiguration(rounder, animated: true))
    },
  ]

  /// The row a case takes: the table's row for its state and trigger, ending in its state,
  /// whose events are the case's (`selectionChanged` optional where the row lists it).
  static func row(of step: Step) -> SheetEngine.Transition? {
    SheetEngine.transitions.first { $0.to == step.to && matches(step, $0) }
  }

  static func run(_ testCase: Case) -> Step? { run(testCase, without: nil).step }

  /// Runs a case with `row` taken out of the engine's table once the case's engine is built
  /// (the state it starts in is reached with the whole table), and reports its last step and
  /// the diagnostics the engine reported on the way.
  static func run(
    _ testCase: Case, without row: SheetEngine.Transition?
  ) -> (step: Step?, diagnostics: [SheetDiagnostic]) {
    var engine = testCase.engine()
    if let row { engine.strike(row) }
    let inputs = testCase.inputs(engine)
    let before = engine.diagnostics.count
    var last: Step?
    for input in inputs {
      // A drag's moves and a clock tick are steps of their own; the case is about the rest.
      for step in Self.step(&engine, input)
      where step.trigger != .touchMoved && step.trigger != .advance {
        last = step
      }
    }
    return (last, Array(engine.diagnostics.dropFirst(before)))
  }

  /// The table is what runs: with the row a case takes removed, the engine does not make the
  /// move (it reports the missing row on the field `transitions`), so the case ends in another
  /// state or emits other events, and a selection it changed stays as it was (but for a lift's,
  /// which ends on the nearest detent instead). A row that leads
  /// back to its state and lists nothing but the optional `selectionChanged` (a context that
  /// still fits) changes nothing visible when it is missing, so for it the report is the
  /// difference. Of the rows that change nothing and emit nothing, the four that defer a request
  /// during a drag are asked for, and their case goes on to the lift, which then ends
  /// elsewhere; the others say what no row says, and the engine does not ask for them.
  @Test(arguments: cases)
  func aRowTakenOutOfTheTableStopsItsMove(_ testCase: Case) throws {
    let step = try #require(Self.run(testCase))
    let row = try #require(Self.row(of: step), "no row says \(step)")
    let required = row.events.filter { $0 != .selectionChanged }
    let (without, diagnostics) = Self.run(testCase, without: row)
    let missing = diagnostics.filter { $0.field == "transitions" }
    #expect(missing.allSatisfy { $0.code == .unexpectedEvent })
    guard row.to != row.from || !row.events.isEmpty else {
      guard testCase.lift != nil else {
        #expect(missing.isEmpty, "\(row) is asked for: \(missing.map(\.message))")
        return
      }
      #expect(missing.count == 1, "\(missing.map(\.message))")
      let with = Self.end(testCase, without: nil)
      let struck = Self.end(testCase, without: row)
      #expect(with != struck, "\(row) removed, yet the lift still ended \(with)")
      return
    }
    #expect(missing.count >= 1, "\(row) removed, yet nothing asked for it")
    if row.to != row.from || !required.isEmpty {
      #expect(without != step, "\(row) removed, yet the case still took \(step)")
      #expect(without.map { Self.matches($0, row) } != true, "\(String(describing: without))")
    }
    // A lift or cancel without its row still ends the drag on the nearest detent, which may
    // change the selection (`endDragWithoutRow`); every other refused move keeps it.
    if step.events.contains(.selectionChanged), row.trigger != .touchUp,
      row.trigger != .touchCancelled
    {
      #expect(
        without?.events.contains(.selectionChanged) == false,
        "\(row) removed, yet the selection changed: \(String(describing: without))")
    }
  }

  /// Where a case ends after its lift: the lift's step, the selection, and whether the sheet
  /// is presented (a deferred dismiss that is lost leaves it presented).
  static func end(
    _ testCase: Case, without row: SheetEngine.Transition?
  ) -> (step: Step?, selected: DetentID?, presented: Bool) {
    var engine = testCase.engine()
    if let row { engine.strike(row) }
    let inputs = testCase.inputs(engine) + (testCase.lift?(engine) ?? [])
    var last: Step?
    for input in inputs {
      for step in Self.step(&engine, input)
      where step.trigger != .touchMoved && step.trigger != .advance {
        last = step
      }
    }
    return (last, engine.selectedDetentID, engine.isPresented)
  }

  /// A missing row never leaves a drag that cannot end: with any row of the table struck out,
  /// every lift and cancel of the cases ends the drag (the engine would ignore every later
  /// touch-down), and a touch-down on the sheet afterwards catches it again, unless the
  /// struck row is the catch itself.
  @Test func noStruckRowLeavesADragThatCannotEnd() {
    var ended = 0
    var caught = 0
    var offScreen = 0
    for row in SheetEngine.transitions {
      for testCase in Self.cases where testCase.engine().state == .dragging {
        var engine = testCase.engine()
        engine.strike(row)
        let inputs = testCase.inputs(engine) + (testCase.lift?(engine) ?? [])
        var lifted = false
        for input in inputs {
          for step in Self.step(&engine, input)
          where step.trigger == .touchUp || step.trigger == .touchCancelled {
            lifted = true
            #expect(step.to != .dragging, "\(row) struck: \(testCase.name) ended \(step)")
          }
        }
        guard lifted else { continue }
        ended += 1
        engine.send(.advance, at: 3)
        engine.clearEvents()
        guard row.trigger != .touchDownOnSheet else { continue }
        guard engine.isPresented else {
          offScreen += 1
          continue
        }
        engine.send(.touchDown(at: Self.onSheet(engine, at: 3.1), region: nil), at: 3.1)
        #expect(engine.state == .dragging, "\(row) struck: \(testCase.name) cannot be caught")
        if engine.state == .dragging { caught += 1 }
      }
    }
    // 52 rows × the 10 cases that lift or cancel; of them, 20 strike a catch (2 rows), and
    // 145 end dismissed (3 cases dismiss, less the 5 pairs whose struck row is that dismissal).
    #expect(ended == SheetEngine.transitions.count * 10)
    #expect(offScreen == 145)
    #expect(caught == 355, "\(caught) drags caught again")
  }

  /// With the lift's row gone, the drag still ends: the sheet springs to the detent nearest
  /// where it is (as a cancel does), nothing is released, and the missing row is reported.
  @Test func aLiftWithoutItsRowSettlesOnTheNearestDetent() throws {
    var engine = Self.engine(.dragging)
    let row = try #require(
      SheetEngine.transitions.first {
        $0.from == .dragging && $0.trigger == .touchUp
          && $0.events == [.released, .selectionChanged]
      })
    engine.strike(row)
    let start = Self.onSheet(engine, at: 0.1)
    // 300 pt up from medium (~380 pt) throws it toward large; the nearest detent is still large.
    for event in Self.drag(engine, by: -300) { engine.send(event) }
    engine.send(.touchUp(at: start.offset(-300)), at: 0.31)
    #expect(engine.state == .settling)
    #expect(engine.selectedDetentID == "large")
    #expect(engine.pendingEvents.map(\.typeName) == ["selectionChanged"])
    #expect(
      engine.diagnostics.last?.message
        == "no row dragging —touchUp→ settling [released, selectionChanged]: not taken")
    engine.send(.advance, at: 3)
    #expect(engine.state == .resting)
    #expect(engine.layout(at: 3).phase == .idle)
  }

  /// A spring's arrival without its row is refused and reported once, not on every frame that
  /// passes the spring's end: 300 frames at 60 Hz after it leave one report, and the state as
  /// it was.
  @Test(arguments: [SheetEngine.State.settling, .leaving])
  func aRefusedArrivalIsReportedOnce(_ state: SheetEngine.State) throws {
    var engine = Self.engine(state)
    let row = try #require(
      SheetEngine.transitions.first { $0.from == state && $0.trigger == .arrival })
    engine.strike(row)
    let before = engine.diagnostics.count
    for frame in 1...300 { engine.send(.advance, at: 0.2 + Double(frame) / 60) }
    let missing = engine.diagnostics.dropFirst(before).filter { $0.field == "transitions" }
    #expect(missing.count == 1)
    #expect(engine.state == state)
    #expect(engine.droppedDiagnostics == 0)
    // The next motion asks afresh: caught and released again, its arrival is reported again.
    let caught = Self.onSheet(engine, at: 5.3)
    engine.send(.touchDown(at: caught, region: nil), at: 5.3)
    engine.send(.touchMoved(to: caught.offset(60)), at: 5.35)
    engine.send(.touchUp(at: caught.offset(60)), at: 5.4)
    for frame in 1...300 { engine.send(.advance, at: 5.4 + Double(frame) / 60) }
    let again = engine.diagnostics.dropFirst(before).filter { $0.field == "transitions" }
    #expect(again.count == (state == .settling ? 2 : 1))
  }

  /// The engine names a row's events as up to three separate arguments (so the check allocates
  /// nothing): no row may list more.
  @Test func everyRowListsAtMostThreeEvents() {
    let counts = SheetEngine.transitions.map(\.events.count)
    #expect(counts.max() == 3)
    // One bit a row marks the rows a test strikes out: at most 64.
    #expect(counts.count == 52)
  }

  /// The report names the move the engine did not make: a backdrop tap on a dismissible modal
  /// with the dismissal row gone leaves the sheet resting and says which row it lacked.
  @Test func aMissingRowIsReportedByName() throws {
    var engine = Self.engine(.resting)
    let row = try #require(
      SheetEngine.transitions.first {
        $0.from == .resting && $0.trigger == .touchDownOnBackdrop && $0.to == .leaving
      })
    engine.strike(row)
    engine.send(.touchDown(at: Self.backdrop), at: 0.3)
    #expect(engine.state == .resting)
    #expect(engine.isPresented)
    #expect(engine.pendingEvents.isEmpty)
    #expect(
      engine.diagnostics.last?.message
        == "no row resting —touchDownOnBackdrop→ leaving [dismissed]: not taken"
    )
    #expect(engine.layout(at: 1).phase == .idle)
  }

  @Test(arguments: cases)
  func eachRowIsTakenByAConcreteInput(_ testCase: Case) throws {
    let step = try #require(Self.run(testCase))
    #expect(step.to == testCase.to, "\(step)")
    #expect(step.events == testCase.events, "\(step)")
    #expect(Self.row(of: step) != nil, "no row says \(step)")
  }

  @Test func everyRowHasAConcreteCase() {
    let taken = Set(Self.cases.compactMap { Self.run($0).flatMap(Self.row(of:)) })
    for row in SheetEngine.transitions where !taken.contains(row) {
      Issue.record("no case takes \(row)")
    }
    #expect(taken.count == SheetEngine.transitions.count)
  }
}

extension SheetPoint {
  fileprivate func offset(_ dy: Double) -> SheetPoint { SheetPoint(x: x, y: y + dy) }
}
