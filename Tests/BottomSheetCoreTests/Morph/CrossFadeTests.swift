@_spi(Lab) import BottomSheetCore
import Testing

/// Reduce Motion turns the morph into a cross-fade (issue #36, item 4).
@Suite("Reduce Motion cross-fade")
struct CrossFadeTests {
  static func sheet(reduceMotion: Bool) -> SheetEngine {
    var c = SheetConfiguration(style: .modal, detents: [.medium, .large], startsPresented: false)
    c.source = SourceMorphTests.button
    c.behavior.reduceMotion = reduceMotion
    return SheetEngine(configuration: c, context: phoneScreen)
  }

  @Test("the entrance fades in on the detent's frame: opacity is the progress, 0 → 1")
  func entranceFades() {
    var engine = Self.sheet(reduceMotion: true)
    engine.send(.present(animated: true), at: 0)
    let rest = SourceMorphTests.restFrame(.modal)
    var previous = -1.0
    var sawMiddle = false
    for k in 0...30 {
      let l = engine.layout(at: Double(k) / 60)
      #expect(l.frame == rest, "frame at frame \(k)")
      #expect(l.opacity == l.morphProgress)
      #expect(l.opacity >= previous)
      if l.opacity > 0.3 && l.opacity < 0.7 { sawMiddle = true }
      previous = l.opacity
    }
    #expect(engine.layout(at: 0).opacity == 0)
    #expect(sawMiddle)
    #expect(engine.settle(after: 0).opacity == 1)
  }

  @Test("the exit fades out where the sheet rests, ending at 0")
  func exitFades() {
    var engine = Self.sheet(reduceMotion: true)
    engine.send(.present(animated: false), at: 0)
    engine.send(.dismiss(animated: true), at: 1)
    let mid = engine.layout(at: 1.08)
    #expect(mid.opacity > 0 && mid.opacity < 1)
    #expect(mid.frame == SourceMorphTests.restFrame(.modal))
    let end = engine.settle(after: 1)
    #expect(end.opacity == 0)
    #expect(end.phase == .dismissed)
  }

  @Test("without Reduce Motion the sheet is opaque from 15 % of the morph on")
  func morphFadesInQuickly() {
    var engine = Self.sheet(reduceMotion: false)
    engine.send(.present(animated: true), at: 0)
    for k in 0...30 {
      let l = engine.layout(at: Double(k) / 60)
      let expected = min(1, l.morphProgress / 0.15)
      #expect(abs(l.opacity - expected) < 1e-12)
    }
  }

  @Test("the configuration update the host sends switches between morph and fade")
  func switchesWithConfiguration() {
    var engine = Self.sheet(reduceMotion: false)
    var c = engine.configuration
    c.behavior.reduceMotion = true
    engine.send(.updateConfiguration(c), at: 0)
    engine.send(.present(animated: true), at: 0.1)
    #expect(engine.layout(at: 0.1).frame == SourceMorphTests.restFrame(.modal))
    #expect(engine.layout(at: 0.1).opacity == 0)
  }
}
