@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling

/// A phone-sized container: 390 × 844 with a 47 pt top and 34 pt bottom safe area, so the
/// largest attached height is 797 (top edge at y = 47) and `medium` is 398.5 (y = 445.5).
let phoneSize = SheetSize(width: 390, height: 844)
let phoneInsets = SheetInsets(top: 47, bottom: 34)

/// A host model with its effects collected per input, the way the layer drives one:
/// platform timestamps start at an arbitrary media time (here 1 000 s after boot).
struct HostDriver {
  static let boot = 1_000.0
  var model: SheetHostModel
  /// Every effect so far, in order.
  var log: [HostEffect] = []
  /// The effects of the last input.
  var last: [HostEffect] = []
  /// The layout after each input, at that input's time (engine time, from the model).
  var layouts: [SheetLayout] = []

  init(
    _ style: SheetStyle = .modal, detents: [Detent] = [.medium, .large],
    presented: Bool? = true, selection: DetentID? = nil, recording: Bool = false,
    configure: (inout SheetConfiguration) -> Void = { _ in }
  ) {
    var configuration = SheetConfiguration(style: style, detents: detents)
    configure(&configuration)
    model = SheetHostModel(
      configuration: configuration, isPresented: presented, selection: selection,
      recording: recording)
  }

  /// Sends `input` at `t` seconds after the driver's first input.
  mutating func send(_ input: HostInput, at t: Double) {
    model.send(input, at: Self.boot + t)
    layouts.append(model.frame(at: Self.boot + t).layout)
    last = model.effects
    log += last
    model.clearEffects()
  }

  /// Measures the container (at t = 0 unless told otherwise).
  mutating func measure(at t: Double = 0, size: SheetSize = phoneSize) {
    send(.container(size: size, safeArea: phoneInsets), at: t)
  }

  /// Frames at 120 Hz from `start` to `end` inclusive.
  mutating func frames(from start: Double, to end: Double) {
    var t = start
    while t <= end + 1e-9 {
      send(.advance, at: t)
      t += 1.0 / 120
    }
  }

  /// The layout at `t` seconds after the first input.
  func layout(at t: Double) -> SheetLayout { model.frame(at: Self.boot + t).layout }

  /// A finger (`touchID` 1) that lands at `y0`, passes the slop 10 pt further, moves to `y1` over
  /// `duration` at 120 Hz and lifts there. Returns the lift time.
  @discardableResult
  mutating func drag(
    from y0: Double, to y1: Double, start: Double, duration: Double = 0.2,
    target: TouchTarget = .chrome, touchID: Int = 1, lift: Bool = true, x: Double = 195
  ) -> Double {
    send(.touchDown(touchID: touchID, at: SheetPoint(x: x, y: y0), target: target), at: start)
    let direction: Double = y1 < y0 ? -1 : 1
    let began = start + 0.025
    send(.panBegan(touchID: touchID, at: SheetPoint(x: x, y: y0 + 10 * direction)), at: began)
    let n = max(1, Int((duration * 120).rounded()))
    for i in 1...n {
      let s = Double(i) / Double(n)
      let y = y0 + 10 * direction + (y1 - y0 - 10 * direction) * s
      send(.panMoved(touchID: touchID, at: SheetPoint(x: x, y: y)), at: began + Double(i) / 120)
    }
    let end = began + Double(n) / 120
    if lift {
      send(.panEnded(touchID: touchID, at: SheetPoint(x: x, y: y1), velocity: nil), at: end)
    }
    return end
  }

  /// Names of the engine events among the effects so far.
  var eventNames: [String] {
    log.compactMap {
      if case let .event(event) = $0 { return event.typeName }
      return nil
    }
  }

  /// The effects so far that write bindings, attach, detach or call the app: not engine
  /// events, display-clock switches, content layouts, focus moves, the children's notice
  /// (`LifetimeTests` checks those two) or the layer's end-of-presentation signal
  /// (`PresentationEndTests` checks it).
  var actions: [HostEffect] {
    log.filter {
      switch $0 {
      case .event, .displayClock, .layoutContent, .accessibilityScreenChanged, .dismissChildren,
        .presentationEnded:
        return false
      default: return true
      }
    }
  }

  /// How many times `effect` is in the log.
  func count(_ effect: HostEffect) -> Int { log.filter { $0 == effect }.count }

  /// The log without engine events, content layouts and display-clock switches: what the layer
  /// does for the app and UIKit, in order.
  var lifecycle: [HostEffect] {
    log.filter {
      switch $0 {
      case .event, .layoutContent, .displayClock: false
      default: true
      }
    }
  }

  mutating func forget() { log = [] }

  /// A modal at rest on `medium` (top edge at y = 445.5) after its entrance, with nothing
  /// logged yet.
  static func restingModal(
    recording: Bool = false, configure: (inout SheetConfiguration) -> Void = { _ in }
  ) -> HostDriver {
    var host = HostDriver(selection: "medium", recording: recording, configure: configure)
    host.measure()
    host.frames(from: 0, to: 1.5)
    host.forget()
    return host
  }
}
