import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import BottomSheetTestSupport
import Testing

/// Seeded random sessions through the host model: every kind of input, in any order, with
/// realistic and hostile values (non-finite numbers, huge sizes, times going backwards, fingers
/// that never began). Whatever comes in, what comes out is finite, the container's lifecycle is
/// consistent, and a recording replays to exactly the same effects.
@Suite("Host: seeded sessions")
struct HostPropertyTests {
  /// A random number in `range`, or (one time in `hostility`) a hostile one.
  static func value(
    _ rng: inout SplitMix64, _ range: ClosedRange<Double>, hostility: Int = 12
  ) -> Double {
    if Int.random(in: 0..<hostility, using: &rng) == 0 {
      return [.nan, .infinity, -.infinity, -1e12, 1e12, -5][Int.random(in: 0..<6, using: &rng)]
    }
    return Double.random(in: range, using: &rng)
  }

  static func point(_ rng: inout SplitMix64) -> SheetPoint {
    SheetPoint(x: value(&rng, 0...390), y: value(&rng, 0...844))
  }

  /// One random input.
  static func input(_ rng: inout SplitMix64, finger: Int) -> HostInput {
    let targets: [TouchTarget] = [.chrome, .content, .scrollView, .horizontalScroller]
    switch Int.random(in: 0..<26, using: &rng) {
    case 0, 1:
      return .touchDown(
        touchID: finger, at: point(&rng), target: targets.randomElement(using: &rng)!)
    case 2: return .panBegan(touchID: finger, at: point(&rng))
    case 3, 4, 5, 6: return .panMoved(touchID: finger, at: point(&rng))
    case 7:
      let v =
        Bool.random(using: &rng)
        ? SheetVelocity(x: value(&rng, -3000...3000), y: value(&rng, -6000...6000)) : nil
      return .panEnded(touchID: finger, at: point(&rng), velocity: v)
    case 8: return .panCancelled(touchID: finger)
    case 9: return .touchEnded(touchID: finger)
    case 10: return .backdropTap(at: point(&rng))
    case 11: return .contentScrolled(offset: value(&rng, -50...2000))
    case 12:
      return .scrollMetrics(
        Bool.random(using: &rng)
          ? ScrollMetrics(
            contentHeight: value(&rng, 0...3000), verticalInsets: value(&rng, 0...80),
            viewportHeight: value(&rng, 0...800)) : nil)
    case 13:
      return .container(
        size: SheetSize(width: value(&rng, 0...1400), height: value(&rng, 0...1400)),
        safeArea: SheetInsets(top: value(&rng, 0...60), bottom: value(&rng, 0...40)))
    case 14:
      let top = Bool.random(using: &rng) ? value(&rng, 0...844) : nil
      // The notification's top, the layout guide's, or the one read on screen during a slide.
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: return .keyboard(top: top)
      case 1: return .keyboardTracked(top: top)
      default: return .keyboardPresented(top: top)
      }
    case 15:
      return .keyboardWillMove(
        top: Bool.random(using: &rng) ? value(&rng, 0...844) : nil, duration: value(&rng, 0...0.5))
    case 16: return .anchors(["header": value(&rng, 0...844)])
    case 17: return .contentHeight(value(&rng, 0...2000))
    case 18: return .presentedBinding(Bool.random(using: &rng))
    case 19:
      return .selectionBinding(
        ["medium", "large", "height:200", "nope"].randomElement(using: &rng)!)
    case 20:
      return [.close, .accessibilityIncrement, .accessibilityDecrement, .accessibilityEscape]
        .randomElement(using: &rng)!
    case 21: return .present(animated: Bool.random(using: &rng))
    case 22: return .dismiss(animated: Bool.random(using: &rng))
    // Where the sheet lives: its anchor, UIKit's refusals and removals.
    case 23:
      return [.anchorInWindow(true), .anchorInWindow(false), .anchorHidden, .anchorCovered]
        .randomElement(using: &rng)!
    case 24:
      return [.attachFailed, .presenterReady, .dismissedByPlatform, .parentLeaving]
        .randomElement(using: &rng)!
    default: return .advance
    }
  }

  /// Runs one session of `count` inputs; returns the host and every effect.
  static func session(seed: UInt64, count: Int) -> (SheetHostModel, [HostEffect]) {
    let (host, effects, _) = sessionWithRemovals(seed: seed, count: count)
    return (host, effects)
  }

  /// Runs one session of `count` inputs; returns the host, every effect, and the positions in
  /// the effects at which the container is off screen without a `detach`: UIKit removed it
  /// (`dismissedByPlatform`) or never put it there (`attachFailed`).
  static func sessionWithRemovals(
    seed: UInt64, count: Int
  ) -> (SheetHostModel, [HostEffect], Set<Int>) {
    var rng = SplitMix64(seed: seed)
    let styles: [SheetStyle] = [.inline, .modal, .floating]
    let style = styles[Int(seed % 3)]
    var configuration = SheetConfiguration(
      style: style, detents: [.height(200), .medium, .anchor("header"), .large])
    configuration.isDismissible = Bool.random(using: &rng)
    configuration.undimmedThrough = Bool.random(using: &rng) ? "medium" : nil
    var host = SheetHostModel(
      configuration: configuration, isPresented: style == .inline ? nil : Bool.random(using: &rng),
      recording: true)
    var effects: [HostEffect] = []
    var removals: Set<Int> = []
    var t = 1_000.0
    var finger = 1
    host.send(
      .container(
        size: SheetSize(width: 390, height: 844), safeArea: SheetInsets(top: 47, bottom: 34)),
      at: t)
    for _ in 0..<count {
      // Mostly forward in time, sometimes backwards or not at all, rarely not finite.
      switch Int.random(in: 0..<20, using: &rng) {
      case 0: t -= 0.05
      case 1: break
      default: t += Double.random(in: 0.001...0.05, using: &rng)
      }
      if Int.random(in: 0..<10, using: &rng) == 0 { finger += 1 }
      let stamp = Int.random(in: 0..<200, using: &rng) == 0 ? Double.nan : t
      let next = input(&rng, finger: finger)
      if next == .dismissedByPlatform || next == .attachFailed {
        // After the effects still pending (the container's, before the first input).
        removals.insert(effects.count + host.effects.count)
      }
      host.send(next, at: stamp)
      effects += host.effects
      host.clearEffects()
    }
    return (host, effects, removals)
  }

  @Test("outputs stay finite and the lifecycle stays consistent", arguments: 0..<60)
  func invariants(seed: Int) {
    let (host, effects, removals) = Self.sessionWithRemovals(
      seed: UInt64(seed) &* 7_919 &+ 3, count: 300)
    var attached = false
    for (i, effect) in effects.enumerated() {
      if removals.contains(i) { attached = false }
      switch effect {
      case .presentationEnded:
        // The presentation is over: nothing of it is left on screen.
        #expect(!attached, "presentation ended while attached (seed \(seed))")
        #expect(host.configuration.style != .inline, "an inline sheet ended one (seed \(seed))")
      case .callOnDismiss where host.configuration.style != .inline:
        // A presented sheet that was dismissed ends its presentation right after.
        #expect(
          effects.dropFirst(i + 1).first == .presentationEnded,
          "onDismiss without the end after it (seed \(seed))")
      case .attach:
        #expect(!attached, "attach while attached (seed \(seed))")
        attached = true
      case .detach:
        #expect(attached, "detach while detached (seed \(seed))")
        attached = false
      case let .holdScrollOffset(y):
        #expect(y.isFinite && y >= 0, "hold at \(y) (seed \(seed))")
      case let .layoutContent(height, inset):
        #expect(height.isFinite && height >= 0 && inset.isFinite && inset >= 0)
      default: break
      }
    }
    for step in 0...40 {
      let layout = host.frame(at: 1_000 + Double(step) * 0.5).layout
      let numbers = [
        layout.top, layout.height, layout.horizontalOffset, layout.frame.x, layout.frame.y,
        layout.frame.width, layout.frame.height, layout.backdropOpacity, layout.contentHeight,
        layout.progress, layout.stretch, layout.sidewaysStretch,
      ]
      let finite = numbers.allSatisfy { $0.isFinite }
      #expect(finite, "seed \(seed): \(layout)")
    }
  }

  @Test("a recording replays to exactly the same effects", arguments: 0..<30)
  func replayIsExact(seed: Int) throws {
    let (host, effects) = Self.session(seed: UInt64(seed) &* 104_729 &+ 11, count: 250)
    let trace = try #require(host.trace)
    let replayed = try HostTrace(json: trace.json).replay()
    // The live host's first input (the container) is the trace's first entry too.
    #expect(replayed.effects.flatMap { $0 } == effects)
  }
}
