@_spi(Lab) import BottomSheetCore
import Testing

/// A backdrop whose opacity follows the sheet between two detents (issue #36, item 1).
@Suite("Backdrop fade")
struct BackdropFadeTests {
  /// A modal on ``phoneScreen``: 200, medium (398.5) and large (797), resting on `initial`.
  static func modal(
    initial: DetentID = "medium", _ configure: (inout SheetConfiguration) -> Void
  ) -> SheetEngine {
    var c = SheetConfiguration(
      style: .modal, detents: [.height(200), .medium, .large], initialDetent: initial)
    configure(&c)
    return SheetEngine(configuration: c, context: phoneScreen)
  }

  static let fade = BackdropFade(
    lower: "medium", lowerOpacity: 0.1, upper: "large", upperOpacity: 0.5)

  /// The layout with the sheet held `up` points above where it rests (a finger on it).
  static func held(_ engine: SheetEngine, up: Double) -> SheetLayout {
    var engine = engine
    let y = engine.layout(at: 0).top + 30
    engine.send(.touchDown(at: SheetPoint(x: 195, y: y)), at: 0.1)
    engine.send(.touchMoved(to: SheetPoint(x: 195, y: y - up)), at: 0.2)
    return engine.layout(at: 0.2)
  }

  struct Row: Sendable, CustomStringConvertible {
    var initial: DetentID
    var up: Double
    var opacity: Double
    var blocks: Bool
    var description: String { "\(initial) + \(up) pt" }
  }

  @Test(
    "opacity at both ends, midway, below and above",
    arguments: [
      Row(initial: "medium", up: 0, opacity: 0.1, blocks: true),
      Row(initial: "large", up: 0, opacity: 0.5, blocks: true),
      // Midway between medium (398.5) and large (797): 597.75.
      Row(initial: "medium", up: 199.25, opacity: 0.3, blocks: true),
      // A quarter of the way: 0.1 + 0.4 / 4.
      Row(initial: "medium", up: 99.625, opacity: 0.2, blocks: true),
      // At 200, half of medium's height above the hidden position (0): half of 0.1.
      Row(initial: "200", up: 0, opacity: 0.1 * 200 / 398.5, blocks: true),
    ])
  func opacityFollowsTheSheet(row: Row) {
    let l = Self.held(Self.modal(initial: row.initial) { $0.backdropFade = Self.fade }, up: row.up)
    #expect(abs(l.backdropOpacity - row.opacity) < 1e-9, "\(l.backdropOpacity)")
    #expect(l.backdropBlocksTouches == row.blocks)
  }

  @Test("undimmedThrough is the fade from 0 at its detent to the backdrop opacity at the next")
  func undimmedThroughIsASpecialCase() {
    let old = Self.modal(initial: "large") { $0.undimmedThrough = "medium" }
    let new = Self.modal(initial: "large") {
      $0.backdropFade = BackdropFade(
        lower: "medium", lowerOpacity: 0, upper: "large", upperOpacity: 0.4)
    }
    // A drag from large all the way down, and the dismissal after it.
    var a = old
    var b = new
    let lift = a.drag(from: 80, to: 800, start: 0, duration: 0.6, rest: 0.1)
    b.drag(from: 80, to: 800, start: 0, duration: 0.6, rest: 0.1)
    var k = 0.0
    while k <= lift + 1 {
      let la = a.layout(at: k)
      let lb = b.layout(at: k)
      #expect(abs(la.backdropOpacity - lb.backdropOpacity) < 1e-12, "t \(k)")
      #expect(la.backdropBlocksTouches == lb.backdropBlocksTouches, "t \(k)")
      k += 1.0 / 60
    }
  }

  @Test("opacities outside 0…1 are clamped; an unknown detent turns the fade off, reported")
  func badValues() {
    let clamped = Self.modal(initial: "large") {
      $0.backdropFade = BackdropFade(
        lower: "medium", lowerOpacity: .nan, upper: "large", upperOpacity: 3)
    }
    #expect(clamped.layout(at: 0).backdropOpacity == 1)
    #expect(clamped.diagnostics.filter { $0.field.hasPrefix("sheet.backdropFade") }.count == 2)

    let unknown = Self.modal(initial: "large") {
      $0.backdropFade = BackdropFade(
        lower: "medium", lowerOpacity: 0.1, upper: "nowhere", upperOpacity: 0.5)
    }
    #expect(unknown.diagnostics.contains { $0.field == "sheet.backdropFade" })
    #expect(unknown.layout(at: 0).backdropOpacity == 0.4)  // the plain backdrop
  }

  @Test("ends in the wrong order are swapped with their opacities")
  func swappedEnds() {
    let l = Self.modal(initial: "large") {
      $0.backdropFade = BackdropFade(
        lower: "large", lowerOpacity: 0.5, upper: "medium", upperOpacity: 0.1)
    }.layout(at: 0)
    #expect(l.backdropOpacity == 0.5)
  }

  @Test("an inline sheet has no backdrop, fade or not")
  func inlineHasNone() {
    var c = SheetConfiguration(style: .inline, detents: [.medium, .large])
    c.backdropFade = Self.fade
    let l = SheetEngine(configuration: c, context: phoneScreen).layout(at: 0)
    #expect(l.backdropOpacity == 0)
    #expect(!l.backdropBlocksTouches)
  }
}
