@_spi(Lab) import BottomSheetCore

/// A phone-sized container and nothing else: 390 × 844 with a 47 pt top and 34 pt bottom safe
/// area, so the largest attached height is 797 and `medium` is 398.5.
let phoneScreen = SheetContext(
  containerSize: SheetSize(width: 390, height: 844), safeArea: SheetInsets(top: 47, bottom: 34))

/// ``phoneScreen`` with 300 pt of content and a `header` anchor at 300.
let phone: SheetContext = {
  var c = phoneScreen
  c.contentHeight = 300
  c.anchors = ["header": 300]
  return c
}()

func engine(
  _ style: SheetStyle = .inline, _ detents: [Detent] = [.height(120), .medium, .large],
  initial: DetentID? = nil, context: SheetContext = phone,
  configure: (inout SheetConfiguration) -> Void = { _ in }
) -> SheetEngine {
  var configuration = SheetConfiguration(style: style, detents: detents, initialDetent: initial)
  configure(&configuration)
  return SheetEngine(configuration: configuration, context: context)
}

extension SheetEngine {
  /// A straight vertical drag from `y0` to `y1`, sampled at `hz`, lifting `rest` seconds after
  /// the last move (at the last position). Returns the lift time.
  @discardableResult
  mutating func drag(
    from y0: Double, to y1: Double, x: Double = 195, start: Double = 0, duration: Double = 0.2,
    hz: Double = 60, rest: Double = 0, lift: Bool = true
  ) -> Double {
    send(.touchDown(at: SheetPoint(x: x, y: y0)), at: start)
    let n = max(1, Int((duration * hz).rounded()))
    for i in 1...n {
      let s = Double(i) / Double(n)
      send(.touchMoved(to: SheetPoint(x: x, y: y0 + (y1 - y0) * s)), at: start + Double(i) / hz)
    }
    let end = start + Double(n) / hz + rest
    if lift { send(.touchUp(at: SheetPoint(x: x, y: y1)), at: end) }
    return end
  }

  /// Drags a floating card sideways by `distance` points from 20 pt below its top edge: ten
  /// samples at 60 Hz from t = 0, lifting where the last one is (unless `lift` is false).
  /// Returns the time of the last sample.
  @discardableResult
  mutating func throwSideways(by distance: Double, lift: Bool = true) -> Double {
    let y = layout(at: 0).top + 20
    send(.touchDown(at: SheetPoint(x: 195, y: y)), at: 0)
    for i in 1...10 {
      send(
        .touchMoved(to: SheetPoint(x: 195 + Double(i) * distance / 10, y: y)), at: Double(i) / 60)
    }
    if lift { send(.touchUp(at: SheetPoint(x: 195 + distance, y: y)), at: 10.0 / 60) }
    return 10.0 / 60
  }

  /// The event type names so far, in order.
  var eventNames: [String] { pendingEvents.map(\.typeName) }

  /// Advances far enough for any spring to finish and returns the resting layout.
  mutating func settle(after t: Double) -> SheetLayout {
    let end = t + SpringMotion.maximumDuration + 1
    send(.advance, at: end)
    return layout(at: end)
  }
}

/// Whether every number a layout carries is finite.
func isFinite(_ l: SheetLayout) -> Bool {
  [
    l.top, l.height, l.horizontalOffset, l.frame.x, l.frame.y, l.frame.width, l.frame.height,
    l.cornerRadii.topLeading, l.cornerRadii.bottomTrailing, l.backdropOpacity, l.contentHeight,
    l.contentOffset, l.progress, l.segment.fraction, l.stretch, l.sidewaysStretch,
  ].allSatisfy(\.isFinite)
}
