@_spi(Lab) @testable import BottomSheetCore
import BottomSheetTooling
import Testing

/// The rows of docs/BAD-INPUT.md for issue #36's values: a source, a backdrop fade, the
/// presentation and dismissal springs. Each runs a presentation, a drag down past the dismissal
/// threshold and the exit through the invariant checker.
extension BadInputCatalogueTests {
  /// Presented at 0, caught at rest on `height:200` (top edge 644) and dragged down to dismissal.
  static let growAndShrink: [ScenarioEvent] = [
    ScenarioEvent(t: 0, .present(animated: true)),
    ScenarioEvent(t: 1, .touchDown(at: SheetPoint(x: 195, y: 660), region: .chrome)),
    ScenarioEvent(t: 1.02, .touchMoved(to: SheetPoint(x: 195, y: 720))),
    ScenarioEvent(t: 1.04, .touchMoved(to: SheetPoint(x: 195, y: 800))),
    ScenarioEvent(t: 1.2, .touchUp(at: SheetPoint(x: 195, y: 800))),
    ScenarioEvent(t: 3, .advance),
  ]

  static func sheet(_ configure: (inout SheetConfiguration) -> Void) -> SheetConfiguration {
    var c = sheet
    c.startsPresented = false
    configure(&c)
    return c
  }

  @Test func nonFiniteSource() {
    for rect in [
      SheetRect(x: .nan, y: 60, width: 44, height: 44),
      SheetRect(x: 10, y: .infinity, width: 44, height: 44),
      SheetRect(x: 10, y: 60, width: -.infinity, height: 44),
    ] {
      let engine = Self.run(
        Self.sheet { $0.source = SheetSource(rect: rect) }, Self.phone, Self.growAndShrink)
      Self.has(engine, .invalidGeometry, "sheet.source")
      #expect(engine.morphSource == nil)
    }
  }

  @Test func sourceWithoutArea() {
    for size in [(0.0, 44.0), (44, 0), (-3, 44)] {
      let rect = SheetRect(x: 10, y: 60, width: size.0, height: size.1)
      let engine = Self.run(
        Self.sheet { $0.source = SheetSource(rect: rect) }, Self.phone, Self.growAndShrink)
      Self.has(engine, .invalidGeometry, "sheet.source")
      #expect(engine.morphSource == nil)
    }
  }

  @Test func sourceOutsideTheContainer() {
    let rect = SheetRect(x: -1e6, y: 5e5, width: 1e7, height: 30)
    let engine = Self.run(
      Self.sheet { $0.source = SheetSource(rect: rect) }, Self.phone, Self.growAndShrink)
    Self.has(engine, .invalidGeometry, "sheet.source")
    #expect(engine.morphSource?.rect == SheetRect(x: 0, y: 814, width: 390, height: 30))
  }

  @Test func badSourceRadius() {
    for radius in [-5.0, .nan, -.infinity] {
      let source = SheetSource(
        rect: SheetRect(x: 10, y: 60, width: 44, height: 44), cornerRadius: radius)
      let engine = Self.run(Self.sheet { $0.source = source }, Self.phone, Self.growAndShrink)
      Self.has(engine, .invalidGeometry, "sheet.source.cornerRadius")
      #expect(engine.morphSource?.cornerRadius == 0)
    }
  }

  @Test func backdropFadeOpacityOutOfRange() {
    let fade = BackdropFade(lower: "medium", lowerOpacity: .nan, upper: "large", upperOpacity: -2)
    let engine = Self.run(Self.sheet { $0.backdropFade = fade }, Self.phone, Self.growAndShrink)
    Self.has(engine, .invalidConfiguration, "sheet.backdropFade.lowerOpacity")
    Self.has(engine, .invalidConfiguration, "sheet.backdropFade.upperOpacity")
    #expect(engine.configuration.backdropFade?.lowerOpacity == 0)
    #expect(engine.configuration.backdropFade?.upperOpacity == 0)
  }

  @Test func backdropFadeUnknownDetent() {
    let fade = BackdropFade(
      lower: "medium", lowerOpacity: 0.1, upper: "fraction:0.9", upperOpacity: 0.5)
    let engine = Self.run(Self.sheet { $0.backdropFade = fade }, Self.phone, Self.growAndShrink)
    Self.has(engine, .unknownDetent, "sheet.backdropFade")
  }

  @Test func invalidRoleSprings() {
    let engine = Self.run(
      Self.sheet {
        $0.behavior.presentationSpring = SheetSpring(mass: .nan, stiffness: -1, damping: .infinity)
        $0.behavior.dismissalSpring = SheetSpring(response: 0, dampingFraction: -1)
      }, Self.phone, Self.growAndShrink)
    Self.has(engine, .invalidConfiguration, "sheet.presentationSpring")
    Self.has(engine, .invalidConfiguration, "sheet.dismissalSpring")
  }
}
