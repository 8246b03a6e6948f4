@_spi(Lab) @testable import BottomSheetCore
import BottomSheetTooling
import BottomSheetTestSupport
import Testing

/// One test per row of docs/BAD-INPUT.md (the row names the test). Each feeds the bad input,
/// checks the documented repair (clamped, dropped, ignored) and diagnostic, and runs the whole
/// stream through `InvariantChecker` so the repair never leaves a NaN or a broken state behind.
@Suite("Bad input catalogue")
struct BadInputCatalogueTests {
  static let phone = phoneScreen
  static let sheet = SheetConfiguration(style: .modal, detents: [.height(200), .medium, .large])

  /// A short drag on the sheet and a lift: exercises every path after the repair.
  static let drag: [ScenarioEvent] = [
    ScenarioEvent(t: 0.1, .touchDown(at: SheetPoint(x: 195, y: 700), region: .chrome)),
    ScenarioEvent(t: 0.12, .touchMoved(to: SheetPoint(x: 195, y: 650))),
    ScenarioEvent(t: 0.14, .touchMoved(to: SheetPoint(x: 195, y: 600))),
    ScenarioEvent(t: 0.16, .touchUp(at: SheetPoint(x: 195, y: 560))),
  ]

  /// Runs the invariants over `inputs` and returns the engine after them.
  @discardableResult
  static func run(
    _ configuration: SheetConfiguration = sheet, _ context: SheetContext = phone,
    _ inputs: [ScenarioEvent] = drag, sourceLocation: SourceLocation = #_sourceLocation
  ) -> SheetEngine {
    let scenario = GeneratedScenario(configuration: configuration, context: context, inputs: inputs)
    let report = InvariantChecker().check(scenario)
    #expect(
      report.isClean, "\(report.violations.map(\.description))", sourceLocation: sourceLocation)
    var engine = scenario.makeEngine()
    for input in inputs { engine.send(input) }
    return engine
  }

  static func has(
    _ engine: SheetEngine, _ code: SheetDiagnostic.Code, _ field: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      engine.diagnostics.contains { $0.code == code && $0.field == field },
      "no \(code) for \(field) in \(engine.diagnostics)", sourceLocation: sourceLocation)
  }

  static func context(width: Double = 390, height: Double = 844) -> SheetContext {
    var c = phone
    c.containerSize = SheetSize(width: width, height: height)
    return c
  }

  // MARK: - Context

  @Test(arguments: [Double.nan, .infinity, -.infinity, -390])
  func nonFiniteOrNegativeContainerWidth(width: Double) {
    let engine = Self.run(Self.sheet, Self.context(width: width))
    #expect(engine.context.containerSize.width == 0)
    Self.has(engine, .invalidGeometry, "container.width")
    Self.has(engine, .invalidGeometry, "container")
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, -844])
  func nonFiniteOrNegativeContainerHeight(height: Double) {
    let engine = Self.run(Self.sheet, Self.context(height: height))
    #expect(engine.context.containerSize.height == 0)
    Self.has(engine, .invalidGeometry, "container.height")
  }

  @Test func zeroSizeContainer() {
    let engine = Self.run(Self.sheet, SheetContext(containerSize: SheetSize(width: 0, height: 0)))
    Self.has(engine, .invalidGeometry, "container")
    Self.has(engine, .noDetents, "sheet.detents")
    #expect(engine.detents == [ResolvedDetent(id: "large", height: 1)])
  }

  @Test func containerBeyondMaximumLength() {
    let engine = Self.run(Self.sheet, Self.context(height: 1e300))
    #expect(engine.context.containerSize.height == SheetContext.maximumLength)
    Self.has(engine, .invalidGeometry, "container.height")
  }

  @Test(arguments: [Double.nan, -10])
  func badSafeAreaInset(value: Double) {
    var c = Self.phone
    c.safeArea = SheetInsets(top: value, bottom: value, leading: value, trailing: value)
    let engine = Self.run(Self.sheet, c)
    #expect(engine.context.safeArea == .zero)
    Self.has(engine, .invalidGeometry, "container.safeArea.top")
    Self.has(engine, .invalidGeometry, "container.safeArea.trailing")
  }

  @Test func safeAreaTallerThanTheContainer() {
    var c = Self.phone
    c.safeArea = SheetInsets(top: 800, bottom: 800)
    let engine = Self.run(Self.sheet, c)
    #expect(engine.context.safeArea.top + engine.context.safeArea.bottom <= 844)
    Self.has(engine, .invalidGeometry, "container.safeArea")
  }

  @Test func insetsWiderThanTheContainer() {
    var floating = Self.sheet
    floating.style = .floating
    floating.floatingInsets = FloatingInsets(bottom: 12, horizontal: 300)
    var c = Self.phone
    c.safeArea.leading = 100
    let engine = Self.run(floating, c)
    #expect(engine.metrics.width == 0)
    Self.has(engine, .invalidGeometry, "sheet.floatingInset.horizontal")
  }

  @Test func keyboardTallerThanTheScreen() {
    var c = Self.phone
    c.keyboardHeight = 5000
    let engine = Self.run(Self.sheet, c)
    #expect(engine.context.keyboardHeight == 844)
    Self.has(engine, .invalidGeometry, "container.keyboard")
  }

  @Test(arguments: [Double.nan, -1])
  func badKeyboardHeight(value: Double) {
    var c = Self.phone
    c.keyboardHeight = value
    let engine = Self.run(Self.sheet, c)
    #expect(engine.context.keyboardHeight == 0)
    Self.has(engine, .invalidGeometry, "container.keyboard")
  }

  @Test(arguments: [Double.nan, -Double.infinity, -5])
  func badContentHeight(value: Double) {
    var c = Self.phone
    c.contentHeight = value
    let engine = Self.run(SheetConfiguration(style: .modal, detents: [.fitsContent, .large]), c)
    #expect(engine.context.contentHeight == 0)
    Self.has(engine, .invalidGeometry, "content.height")
  }

  @Test func nonFiniteAnchor() {
    var c = Self.phone
    c.anchors = ["header": .nan]
    let engine = Self.run(
      SheetConfiguration(style: .inline, detents: [.anchor("header"), .large]), c)
    #expect(engine.context.anchors["header"] == nil)
    Self.has(engine, .invalidGeometry, "anchors.header")
    Self.has(engine, .detentDropped, "sheet.detents[0]")
  }

  @Test func anchorBeyondMaximumLength() {
    var c = Self.phone
    c.anchors = ["header": -1e300]
    let engine = Self.run(
      SheetConfiguration(style: .inline, detents: [.anchor("header"), .large]), c)
    #expect(engine.context.anchors["header"] == -SheetContext.maximumLength)
    Self.has(engine, .invalidGeometry, "anchors.header")
  }

  @Test func floatingBottomInsetLeavesNoRoom() {
    var floating = Self.sheet
    floating.style = .floating
    floating.floatingInsets = FloatingInsets(bottom: 2000, horizontal: 12)
    let engine = Self.run(floating)
    Self.has(engine, .invalidGeometry, "sheet.floatingInset.bottom")
  }

  @Test func topInsetLeavesNoRoom() {
    var c = Self.sheet
    c.topInset = 5000
    let engine = Self.run(c)
    #expect(engine.metrics.maximumHeight == 0)
    Self.has(engine, .invalidGeometry, "sheet.topInset")
  }

  // MARK: - Configuration

  @Test(arguments: [Double.nan, -3, .infinity])
  func negativeOrNonFiniteConfigurationLengths(value: Double) {
    var c = Self.sheet
    c.topInset = value
    c.floatingInsets = FloatingInsets(bottom: value, horizontal: value)
    c.cornerRadius = value
    c.chrome = SheetChrome(grabberHeight: value, headerHeight: value)
    let engine = Self.run(c)
    #expect(engine.configuration.topInset == 0)
    #expect(engine.configuration.cornerRadius == 0)
    #expect(engine.configuration.chrome.grabberHeight == 0)
    #expect(engine.configuration.chrome.headerHeight == 0)
    for field in [
      "sheet.topInset", "sheet.floatingInset.bottom", "sheet.floatingInset.horizontal",
      "sheet.cornerRadius", "sheet.chrome.grabber", "sheet.chrome.header",
    ] {
      Self.has(engine, .invalidConfiguration, field)
    }
  }

  @Test(arguments: [Double.nan, -300])
  func badVelocityThreshold(value: Double) {
    var c = Self.sheet
    c.behavior.velocityThreshold = value
    let engine = Self.run(c)
    #expect(engine.configuration.behavior.velocityThreshold == 300)
    Self.has(engine, .invalidConfiguration, "sheet.velocityThreshold")
  }

  /// The nudge rule's two parameters: NaN or negative → their defaults (70 pt, 0.1 s), and an
  /// infinite skip time too, reported, so a bad value neither disables the rule silently nor
  /// reaches `computeTarget`. An infinite nudge distance is a setting (every release is a
  /// nudge) and is kept.
  @Test(arguments: [Double.nan, -5])
  func badNudgeParameters(value: Double) {
    var c = Self.sheet
    c.behavior.nudgeDistance = value
    c.behavior.nudgeSkipTime = value
    let engine = Self.run(c)
    #expect(engine.configuration.behavior.nudgeDistance == 70)
    #expect(engine.configuration.behavior.nudgeSkipTime == 0.1)
    Self.has(engine, .invalidConfiguration, "sheet.nudgeDistance")
    Self.has(engine, .invalidConfiguration, "sheet.nudgeSkipTime")
  }

  @Test func infiniteNudgeDistanceIsKeptAndInfiniteSkipTimeRepaired() {
    var c = Self.sheet
    c.behavior.nudgeDistance = .infinity
    c.behavior.nudgeSkipTime = .infinity
    let engine = Self.run(c)
    #expect(engine.configuration.behavior.nudgeDistance == .infinity)
    #expect(engine.configuration.behavior.nudgeSkipTime == 0.1)
    #expect(!engine.diagnostics.contains { $0.field == "sheet.nudgeDistance" })
    Self.has(engine, .invalidConfiguration, "sheet.nudgeSkipTime")
  }

  @Test(arguments: [(2.0, 1.0), (-1.0, 0.0), (Double.nan, 0.4)])
  func backdropOpacityOutOfRange(value: Double, repaired: Double) {
    var c = Self.sheet
    c.backdropOpacity = value
    let engine = Self.run(c)
    #expect(engine.configuration.backdropOpacity == repaired)
    Self.has(engine, .invalidConfiguration, "sheet.backdropOpacity")
  }

  @Test(arguments: [0, -1, Double.nan])
  func badMaximumWidth(value: Double) {
    var c = Self.sheet
    c.maximumWidth = value
    let engine = Self.run(c)
    #expect(engine.configuration.maximumWidth == 640)
    Self.has(engine, .invalidConfiguration, "sheet.maximumWidth")
  }

  @Test(arguments: [(1.0, 0.9999), (2.0, 0.9999), (0.0, 0.0), (-1.0, 0.0), (Double.nan, 0.998)])
  func decelerationRateOutOfRange(value: Double, repaired: Double) {
    var c = Self.sheet
    c.behavior.decelerationRate = value
    let engine = Self.run(c)
    #expect(engine.configuration.behavior.decelerationRate == repaired)
    Self.has(engine, .invalidConfiguration, "sheet.decelerationRate")
  }

  @Test func invalidSpring() {
    var c = Self.sheet
    c.behavior.spring = SheetSpring(response: .nan, dampingFraction: -1)
    let engine = Self.run(c)
    #expect(engine.configuration.behavior.spring.stiffness == SheetSpring.default.stiffness)
    Self.has(engine, .invalidConfiguration, "sheet.spring")
  }

  /// NaN, infinite or negative parameters: replaced by `.none`, the hard stop such a band
  /// behaves as, and reported. The sheet dragged 500 pt past its highest detent stays there.
  @Test(arguments: [
    RubberBand.elastic(coefficient: .nan), .elastic(coefficient: -1),
    .elastic(coefficient: .infinity), .damped(scale: 10, limit: .nan),
    .damped(scale: -1, limit: 10), .linear(allowance: -5), .linear(allowance: .infinity),
  ])
  func invalidRubberBand(band: RubberBand) {
    #expect(band.displayed(overshoot: 100, dimension: 800) == 0)
    #expect(!band.hasValidParameters)
    for vertical in [true, false] {
      var c = Self.sheet
      c.style = .floating
      c.initialDetent = "large"
      if vertical { c.behavior.rubberBand = band } else { c.behavior.horizontalRubberBand = band }
      var engine = Self.run(c, Self.phone, [])
      let field = vertical ? "sheet.rubberBand" : "sheet.horizontalRubberBand"
      Self.has(engine, .invalidConfiguration, field)
      #expect(
        (vertical
          ? engine.configuration.behavior.rubberBand
          : engine.configuration.behavior.horizontalRubberBand) == .none)
      let rest = engine.layout(at: 0)
      engine.send(.touchDown(at: SheetPoint(x: 195, y: rest.top + 10)), at: 0)
      engine.send(.touchMoved(to: SheetPoint(x: 195 + 300, y: rest.top - 490)), at: 0.05)
      let pulled = engine.layout(at: 0.05)
      if vertical {
        #expect(pulled.height == rest.height)
      } else {
        #expect(pulled.horizontalOffset == 0)
      }
    }
  }

  /// Zero coefficient, scale, limit or allowance: no movement past the end, as the formula
  /// gives; not an error, so no diagnostic.
  @Test(arguments: [
    RubberBand.elastic(coefficient: 0), .damped(scale: 0, limit: 10), .damped(scale: 10, limit: 0),
    .linear(allowance: 0),
  ])
  func zeroRubberBand(band: RubberBand) {
    #expect(band.displayed(overshoot: 100, dimension: 800) == 0)
    #expect(band.hasValidParameters)
    var c = Self.sheet
    c.behavior.rubberBand = band
    c.initialDetent = "medium"
    let checked = Self.run(c)
    #expect(checked.diagnostics.allSatisfy { $0.field != "sheet.rubberBand" })
    #expect(checked.configuration.behavior.rubberBand == band)
    // A flick from medium to the top: neither the finger nor the spring takes the sheet past
    // `large` (797), though the free spring would overshoot it.
    var engine = SheetEngine(configuration: c, context: Self.phone)
    #expect(engine.layout(at: 0).height == 398.5)
    engine.send(.touchDown(at: SheetPoint(x: 195, y: 450)), at: 1)
    engine.send(.touchMoved(to: SheetPoint(x: 195, y: 300)), at: 1.02)
    engine.send(.touchMoved(to: SheetPoint(x: 195, y: 60)), at: 1.04)
    engine.send(.touchUp(at: SheetPoint(x: 195, y: 60)), at: 1.04)
    let heights = stride(from: 1.04, through: 2.5, by: 1.0 / 240).map {
      engine.layout(at: $0).height
    }
    #expect((heights.max() ?? 0) == 797)
  }

  // MARK: - Detents

  @Test func emptyDetentList() {
    let engine = Self.run(SheetConfiguration(style: .modal, detents: []))
    #expect(engine.detents.map(\.id) == ["large"])
    Self.has(engine, .noDetents, "sheet.detents")
  }

  @Test func duplicateDetent() {
    let engine = Self.run(SheetConfiguration(style: .modal, detents: [.medium, .large, .medium]))
    #expect(engine.detents.map(\.id) == ["medium", "large"])
    Self.has(engine, .detentMerged, "sheet.detents[2]")
  }

  @Test func detentsAtTheSameHeight() {
    var engine = Self.run(
      SheetConfiguration(style: .modal, detents: [.medium, .fraction(0.5), .large]))
    #expect(engine.detents.map(\.id) == ["medium", "large"])
    Self.has(engine, .detentMerged, "sheet.detents[1]")
    engine.send(.select("fraction:0.5", animated: false), at: 1)
    #expect(engine.selectedDetentID == "medium")
  }

  @Test(arguments: [
    Detent.height(.nan), .height(.infinity), .fraction(.nan), .custom("bad") { _ in .infinity },
    .custom("nan") { _ in .nan },
  ])
  func nonFiniteDetent(detent: Detent) {
    let engine = Self.run(SheetConfiguration(style: .modal, detents: [detent, .large]))
    #expect(engine.detents.map(\.id) == ["large"])
    Self.has(engine, .detentDropped, "sheet.detents[0]")
  }

  @Test(arguments: [Detent.height(-50), .height(0), .fraction(0), .fraction(-0.5)])
  func nonPositiveDetent(detent: Detent) {
    let engine = Self.run(SheetConfiguration(style: .modal, detents: [detent, .large]))
    #expect(engine.detents.map(\.id) == ["large"])
    Self.has(engine, .detentDropped, "sheet.detents[0]")
  }

  @Test(arguments: [Detent.height(5000), .fraction(3), .custom("huge") { _ in 1e300 }])
  func detentBeyondTheContainer(detent: Detent) {
    let engine = Self.run(SheetConfiguration(style: .modal, detents: [.height(200), detent]))
    #expect(engine.detents.last?.height == engine.metrics.maximumHeight)
    Self.has(engine, .detentClamped, "sheet.detents[1]")
  }

  @Test func noUsableDetent() {
    let engine = Self.run(
      SheetConfiguration(
        style: .modal, detents: [.height(-1), .anchor("missing"), .fraction(.nan)]))
    #expect(engine.detents.map(\.id) == ["large"])
    Self.has(engine, .noDetents, "sheet.detents")
  }

  @Test func unknownInitialDetent() {
    var c = Self.sheet
    c.initialDetent = "height:12345"
    Self.run(c)
    let engine = SheetEngine(configuration: c, context: Self.phone)
    #expect(engine.selectedDetentID == engine.detents[0].id)
    Self.has(engine, .unknownDetent, "sheet.initial")
  }

  // MARK: - Events

  @Test func timeGoingBackwards() {
    let engine = Self.run(
      Self.sheet, Self.phone,
      [
        ScenarioEvent(t: 1, .touchDown(at: SheetPoint(x: 195, y: 700), region: .chrome)),
        ScenarioEvent(t: 0.5, .touchMoved(to: SheetPoint(x: 195, y: 650))),
        ScenarioEvent(t: 1.1, .touchUp(at: SheetPoint(x: 195, y: 640))),
      ])
    Self.has(engine, .timeWentBackwards, "events.move.t")
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteTime(time: Double) {
    let engine = Self.run(
      Self.sheet, Self.phone,
      [
        ScenarioEvent(t: 1, .touchDown(at: SheetPoint(x: 195, y: 700), region: .chrome)),
        ScenarioEvent(t: time, .touchMoved(to: SheetPoint(x: 195, y: 650))),
        ScenarioEvent(t: 1.1, .touchUp(at: SheetPoint(x: 195, y: 640))),
      ])
    Self.has(engine, .timeWentBackwards, "events.move.t")
    #expect(engine.time == 1.1)
  }

  @Test func upWithoutDown() {
    let engine = Self.run(
      Self.sheet, Self.phone, [ScenarioEvent(t: 0.1, .touchUp(at: SheetPoint(x: 195, y: 600)))])
    Self.has(engine, .unexpectedEvent, "events.up")
    #expect(engine.layout(at: 0.1).phase == .idle)
  }

  @Test func moveWithoutDown() {
    let engine = Self.run(
      Self.sheet, Self.phone, [ScenarioEvent(t: 0.1, .touchMoved(to: SheetPoint(x: 195, y: 600)))])
    Self.has(engine, .unexpectedEvent, "events.move")
  }

  @Test func movesAfterCancel() {
    let engine = Self.run(
      Self.sheet, Self.phone,
      [
        ScenarioEvent(t: 0, .touchDown(at: SheetPoint(x: 195, y: 700), region: .chrome)),
        ScenarioEvent(t: 0.02, .touchMoved(to: SheetPoint(x: 195, y: 600))),
        ScenarioEvent(t: 0.04, .touchCancelled),
        ScenarioEvent(t: 0.06, .touchMoved(to: SheetPoint(x: 195, y: 300))),
        ScenarioEvent(t: 0.08, .touchUp(at: SheetPoint(x: 195, y: 200))),
      ])
    Self.has(engine, .unexpectedEvent, "events.move")
    Self.has(engine, .unexpectedEvent, "events.up")
    #expect(engine.layout(at: 0.08).phase == .settling)
  }

  @Test func cancelWithoutDown() {
    let engine = Self.run(Self.sheet, Self.phone, [ScenarioEvent(t: 0.1, .touchCancelled)])
    #expect(engine.diagnostics.isEmpty)
  }

  @Test func secondDownDuringADrag() {
    var inputs = Self.drag
    inputs.insert(
      ScenarioEvent(t: 0.13, .touchDown(at: SheetPoint(x: 10, y: 10), region: nil)), at: 2)
    let engine = Self.run(Self.sheet, Self.phone, inputs)
    Self.has(engine, .unexpectedEvent, "events.down")
  }

  @Test(arguments: [Double.nan, .infinity])
  func nonFiniteTouchPoint(value: Double) {
    let engine = Self.run(
      Self.sheet, Self.phone,
      [
        ScenarioEvent(t: 0, .touchDown(at: SheetPoint(x: 195, y: 700), region: .chrome)),
        ScenarioEvent(t: 0.02, .touchMoved(to: SheetPoint(x: value, y: value))),
        ScenarioEvent(t: 0.04, .touchUp(at: SheetPoint(x: 195, y: 650))),
        ScenarioEvent(t: 0.1, .touchDown(at: SheetPoint(x: value, y: 700), region: nil)),
        ScenarioEvent(t: 0.12, .touchUp(at: SheetPoint(x: 195, y: 650))),
      ])
    Self.has(engine, .unexpectedEvent, "events.move")
    Self.has(engine, .unexpectedEvent, "events.down")
  }

  @Test(arguments: [1e300, -1e300, Double.greatestFiniteMagnitude])
  func hugeTouchCoordinates(y: Double) {
    let engine = Self.run(
      Self.sheet, Self.phone,
      [
        ScenarioEvent(t: 0, .touchDown(at: SheetPoint(x: 195, y: 700), region: .chrome)),
        ScenarioEvent(t: 0.02, .touchMoved(to: SheetPoint(x: 195, y: y))),
        ScenarioEvent(t: 0.04, .touchMoved(to: SheetPoint(x: 195, y: -y))),
        ScenarioEvent(t: 0.06, .touchUp(at: SheetPoint(x: 195, y: -y))),
      ])
    #expect(engine.diagnostics.isEmpty)
  }

  @Test func hugeVelocity() {
    // 60 000 pt in 8 ms: 7.5 million pt/s. The spring's start velocity is limited to
    // ±100 000 pt/s and the target is at most the highest detent.
    let engine = Self.run(
      Self.sheet, Self.phone,
      [
        ScenarioEvent(t: 0, .touchDown(at: SheetPoint(x: 195, y: 700), region: .chrome)),
        ScenarioEvent(t: 0.008, .touchMoved(to: SheetPoint(x: 195, y: 690))),
        ScenarioEvent(t: 0.016, .touchUp(at: SheetPoint(x: 195, y: -60_000))),
      ])
    #expect(engine.selectedDetentID == "large")
  }

  @Test func zeroLengthGesture() {
    let engine = Self.run(
      Self.sheet, Self.phone,
      [
        ScenarioEvent(t: 0.1, .touchDown(at: SheetPoint(x: 195, y: 700), region: .chrome)),
        ScenarioEvent(t: 0.1, .touchUp(at: SheetPoint(x: 195, y: 700))),
      ])
    #expect(engine.selectedDetentID == "height:200")
    #expect(engine.diagnostics.isEmpty)
  }

  @Test func unknownDetentInSetDetent() {
    var engine = Self.run(
      Self.sheet, Self.phone, [ScenarioEvent(t: 0.1, .select("nowhere", animated: true))])
    Self.has(engine, .unknownDetent, "events.setDetent.detent")
    engine.send(.select("nowhere", animated: true), at: 0.2)
    #expect(engine.pendingEvents.last?.kind == .rejected("nowhere"))
    #expect(engine.selectedDetentID == "height:200")
  }

  @Test(arguments: [Double.nan, .infinity])
  func nonFiniteScrollOffset(offset: Double) {
    let engine = Self.run(
      Self.sheet, Self.phone, [ScenarioEvent(t: 0.1, .contentScrolled(offset: offset))])
    Self.has(engine, .invalidGeometry, "events.scroll.offset")
    #expect(engine.contentOffset == 0)
  }

  @Test func presentWhilePresentedAndDismissWhileDismissed() {
    let engine = Self.run(
      Self.sheet, Self.phone,
      [
        ScenarioEvent(t: 0.1, .present(animated: true)),
        ScenarioEvent(t: 0.2, .dismiss(animated: false)),
        ScenarioEvent(t: 0.3, .dismiss(animated: true)),
        ScenarioEvent(t: 0.4, .accessibilityEscape),
      ])
    #expect(!engine.isPresented)
  }

  @Test func accessibilityPastTheEnds() {
    let engine = Self.run(
      Self.sheet, Self.phone,
      [
        ScenarioEvent(t: 0.1, .accessibilityDecrement),
        ScenarioEvent(t: 0.2, .select("large", animated: false)),
        ScenarioEvent(t: 0.3, .accessibilityIncrement),
      ])
    #expect(engine.selectedDetentID == "large")
  }

  @Test func diagnosticFlood() {
    var engine = SheetEngine(configuration: Self.sheet, context: Self.phone)
    for i in 0..<1000 { engine.send(.touchUp(at: SheetPoint(x: 0, y: 0)), at: Double(i) * 0.001) }
    #expect(engine.diagnostics.count == SheetEngine.maximumDiagnostics)
    #expect(engine.droppedDiagnostics == 1000 - SheetEngine.maximumDiagnostics)
  }
}
