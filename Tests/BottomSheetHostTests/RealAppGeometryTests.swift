@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// Issue #20: content height, keyboard, container and corners as real apps produce them.
@Suite("Host: geometry from real apps")
struct RealAppGeometryTests {
  @Test("content is laid out at its natural height exactly when a detent fits it")
  func contentSizing() {
    #expect(HostDriver(.floating, detents: [.fitsContent]).model.contentSizing == .natural)
    #expect(HostDriver(detents: [.fitsContent, .large]).model.contentSizing == .natural)
    #expect(HostDriver(detents: [.medium, .large]).model.contentSizing == .fill)
  }

  /// A modal resting on `.fitsContent` with content `natural` points tall (frames to 1.5 s).
  func fittedModal(natural: Double) -> HostDriver {
    var host = HostDriver(detents: [.fitsContent, .large], selection: "fitsContent")
    host.measure()
    host.send(.contentHeight(natural), at: 0)
    host.frames(from: 0, to: 1.5)
    return host
  }

  @Test("fit-content follows the natural height, growing with Dynamic Type")
  func fitContentGrows() {
    var host = fittedModal(natural: 180)
    let small = host.layout(at: 1.5).height
    host.send(.contentHeight(380), at: 2)
    host.frames(from: 2, to: 3.5)
    // 200 pt more text: the sheet is 200 pt taller, on the same detent.
    #expect(abs(host.layout(at: 3.5).height - small - 200) < 0.01)
  }

  @Test("one content height: a touch in or out of the scroll view does not change it")
  func oneContentHeight() {
    var host = fittedModal(natural: 300)
    let rest = host.layout(at: 1.5).height
    // A finger in the scroll view around the content reports its extent (insets included).
    host.send(
      .scrollMetrics(ScrollMetrics(contentHeight: 300, verticalInsets: 16, viewportHeight: 300)),
      at: 2)
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 700), target: .scrollView), at: 2)
    host.send(.touchEnded(touchID: 1), at: 2.1)
    host.frames(from: 2.1, to: 3)
    #expect(host.model.geometry.context.contentHeight == 300)
    #expect(host.layout(at: 3).height == rest)
  }

  @Test("a List has no natural height: its extent counts, and stays after a touch elsewhere")
  func listExtentIsKept() {
    var host = HostDriver.restingModal()
    host.send(.contentHeight(nil), at: 2)
    host.send(
      .scrollMetrics(ScrollMetrics(contentHeight: 2_000, viewportHeight: 700)), at: 2.1)
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 700), target: .scrollView), at: 2.1)
    host.send(.touchEnded(touchID: 1), at: 2.2)
    host.send(.touchDown(touchID: 2, at: SheetPoint(x: 195, y: 460), target: .chrome), at: 3)
    host.send(.touchEnded(touchID: 2), at: 3.1)
    #expect(host.model.geometry.context.contentHeight == 2_000)
    #expect(host.model.geometry.context.contentScrolls)
  }

  @Test("a container size that is not finite is dropped and reported; a later one is taken")
  func nonFiniteContainer() {
    var host = HostDriver(selection: "medium")
    host.send(
      .container(size: SheetSize(width: .nan, height: 844), safeArea: phoneInsets), at: 0)
    #expect(host.model.engine == nil)
    #expect(host.model.diagnostics.contains { $0.field == "host.container.size" })
    host.measure(at: 0.1)
    host.frames(from: 0.1, to: 1.6)
    #expect(host.layout(at: 1.6).top == 445.5)
    // On screen: an infinite size is dropped too, and the sheet keeps its place.
    host.send(
      .container(size: SheetSize(width: 390, height: .infinity), safeArea: phoneInsets), at: 2)
    #expect(host.layout(at: 2).top == 445.5)
    #expect(host.model.diagnostics.filter { $0.field == "host.container.size" }.count == 2)
    // A rotation after it is taken as usual.
    host.send(
      .container(size: SheetSize(width: 844, height: 390), safeArea: SheetInsets(bottom: 21)),
      at: 3)
    host.frames(from: 3, to: 4.5)
    #expect(host.model.geometry.containerSize.height == 390)
    #expect(host.layout(at: 4.5).frame.y + host.layout(at: 4.5).height <= 390 + 1e-9)
  }

  struct KeyboardRow: CustomTestStringConvertible, Sendable {
    var name: String
    var frame: SheetRect
    var isLocal = true
    var isKeyWindow = true
    var reading: KeyboardReading
    var testDescription: String { name }
  }

  static let keyboardRows: [KeyboardRow] = [
    KeyboardRow(
      name: "up, full width", frame: SheetRect(x: 0, y: 508, width: 390, height: 336),
      reading: .top(508)),
    KeyboardRow(
      name: "below the container", frame: SheetRect(x: 0, y: 844, width: 390, height: 336),
      reading: .hidden),
    KeyboardRow(
      name: "no height", frame: SheetRect(x: 0, y: 508, width: 390, height: 0), reading: .hidden),
    // Slide Over: the window is 320 pt wide at x = 700 of the screen; the keyboard spans the
    // screen, so in the container's space it starts 700 pt to its left and still covers it.
    KeyboardRow(
      name: "Slide Over, converted from the screen",
      frame: SheetRect(x: -700, y: 700, width: 1_024, height: 300), reading: .top(700)),
    // Split View: the keyboard of the app beside this one.
    KeyboardRow(
      name: "another app's keyboard", frame: SheetRect(x: 0, y: 508, width: 390, height: 336),
      isLocal: false, reading: .ignored),
    KeyboardRow(
      name: "another scene's keyboard", frame: SheetRect(x: 0, y: 508, width: 390, height: 336),
      isKeyWindow: false, reading: .ignored),
    KeyboardRow(
      name: "beside the container", frame: SheetRect(x: 400, y: 508, width: 390, height: 336),
      reading: .hidden),
    KeyboardRow(
      name: "not a frame", frame: SheetRect(x: 0, y: .nan, width: 390, height: 336),
      reading: .ignored),
  ]

  @Test(
    "the keyboard frame, in container space: this scene's keyboard only", arguments: keyboardRows)
  func keyboardReading(row: KeyboardRow) {
    let reading = SheetHostModel.keyboardReading(
      frame: row.frame, containerSize: phoneSize, isLocal: row.isLocal,
      isKeyWindow: row.isKeyWindow)
    #expect(reading == row.reading)
  }

  /// A 200 pt floating card, measured, with the keyboard guide's top at y = 508 from t = 0 and
  /// frames to 1.5 s (at rest on the keyboard).
  func cardOnKeyboard() -> HostDriver {
    var host = HostDriver(.floating, detents: [.height(200)], selection: "height:200")
    host.measure()
    host.send(.keyboardTracked(top: 508), at: 0)
    host.frames(from: 0, to: 1.5)
    return host
  }

  @Test("a keyboard already up when the sheet appears is honoured at once")
  func keyboardAlreadyUp() {
    let host = cardOnKeyboard()
    // The card rests above the keyboard (336 pt tall), not above the home indicator.
    let bottom = host.layout(at: 1.5).frame.y + host.layout(at: 1.5).frame.height
    #expect(bottom <= 508 + 1e-9)
    #expect(bottom > 508 - 40)
  }

  @Test("interactive dismissal: the tracked keyboard is followed at once, frame by frame")
  func interactiveDismissal() {
    var host = cardOnKeyboard()
    let bottomAt508 = host.layout(at: 1.5).frame.y + host.layout(at: 1.5).frame.height
    host.send(.keyboardTracked(top: 600), at: 2)
    host.send(.advance, at: 2)
    let bottomAt600 = host.layout(at: 2).frame.y + host.layout(at: 2).frame.height
    // The card's base moved down with the keyboard by the same 92 pt, in the same frame.
    #expect(abs(bottomAt600 - bottomAt508 - 92) < 0.01)
  }

  @Test("a keyboard-guide top that is not finite is dropped and reported")
  func nonFiniteKeyboardGuide() {
    var host = HostDriver(.floating, detents: [.height(200)], selection: "height:200")
    host.measure()
    host.send(.keyboardTracked(top: 508), at: 0)
    host.send(.advance, at: 0.01)  // a guide reading is applied on the next frame
    host.send(.keyboardTracked(top: .nan), at: 0.5)
    host.send(.keyboardTracked(top: -.infinity), at: 0.6)
    #expect(host.model.geometry.keyboardTop == 508)
    #expect(host.model.diagnostics.filter { $0.field == "host.keyboardTracked.top" }.count == 2)
  }

  @Test("the guide jumping to an announced slide's end does not cut the slide short")
  func trackedDuringSlide() {
    var host = HostDriver(.floating, detents: [.height(200)], selection: "height:200")
    host.measure()
    host.frames(from: 0, to: 1.5)
    host.send(.keyboardWillMove(top: 508, duration: 0.25), at: 2)
    host.send(.keyboardTracked(top: 508), at: 2)
    host.frames(from: 2, to: 2.1)
    let top = host.model.geometry.keyboardTop ?? 844
    // Part way along its 0.25 s slide, not at its end.
    #expect(top > 508 + 1 && top < 844)
    host.frames(from: 2.1, to: 2.4)
    #expect(host.model.geometry.keyboardTop == 508)
  }

  struct CornerRow: CustomTestStringConvertible, Sendable {
    var name: String
    var radii: CornerRadii
    var frame: SheetRect
    var shape: SheetCornerShape
    var testDescription: String { name }
  }

  static let cornerRows: [CornerRow] = [
    CornerRow(
      name: "attached sheet, drawn twice the container tall",
      radii: CornerRadii(topLeading: 10, topTrailing: 10, bottomLeading: 0, bottomTrailing: 0),
      frame: SheetRect(x: 0, y: 445.5, width: 390, height: 1_688),
      shape: .uniform(radius: 10, corners: .top)),
    CornerRow(
      name: "attached, bottom radii below the screen",
      radii: CornerRadii(topLeading: 38, topTrailing: 38, bottomLeading: 38, bottomTrailing: 38),
      frame: SheetRect(x: 0, y: 445.5, width: 390, height: 1_688),
      shape: .uniform(radius: 38, corners: .top)),
    CornerRow(
      name: "floating card, four equal corners",
      radii: CornerRadii(topLeading: 24, topTrailing: 24, bottomLeading: 24, bottomTrailing: 24),
      frame: SheetRect(x: 12, y: 500, width: 366, height: 300),
      shape: .uniform(radius: 24, corners: [.top, .bottom])),
    CornerRow(
      name: "a card turning into a sheet: radii differ",
      radii: CornerRadii(topLeading: 16, topTrailing: 16, bottomLeading: 38, bottomTrailing: 38),
      frame: SheetRect(x: 6, y: 400, width: 378, height: 430),
      shape: .path(
        CornerRadii(topLeading: 16, topTrailing: 16, bottomLeading: 38, bottomTrailing: 38))),
    CornerRow(
      name: "square",
      radii: CornerRadii(topLeading: 0, topTrailing: 0, bottomLeading: 0, bottomTrailing: 0),
      frame: SheetRect(x: 0, y: 400, width: 390, height: 300),
      shape: .uniform(radius: 0, corners: [])),
  ]

  @Test(
    "continuous corners wherever one radius will do; a path only where radii differ",
    arguments: cornerRows)
  func corners(row: CornerRow) {
    #expect(SheetCornerShape(radii: row.radii, frame: row.frame, containerHeight: 844) == row.shape)
  }

  @Test("the frame says how an attached modal's corners are drawn")
  func frameCorners() {
    let host = HostDriver.restingModal()
    let frame = host.model.frame(at: HostDriver.boot + 2)
    guard case let .uniform(radius, corners) = frame.corners else {
      Issue.record("expected one radius, got \(frame.corners)")
      return
    }
    #expect(corners == .top)
    #expect(radius == frame.layout.cornerRadii.topLeading)
  }
}

extension RealAppGeometryTests {
  @Test("the keyboard guide's top: none at the bottom safe area, else the keyboard's top")
  func keyboardGuideTop() {
    // A 844 pt container with a 34 pt home-indicator strip: the guide rests at 810 with no
    // keyboard.
    let rows: [(top: Double, expected: Double?)] = [
      (810, nil), (809.6, nil), (809, 809), (508, 508), (844, nil), (.nan, nil), (.infinity, nil),
    ]
    for row in rows {
      #expect(
        SheetHostModel.keyboardGuideTop(row.top, containerHeight: 844, bottomSafeArea: 34)
          == row.expected, "top \(row.top)")
    }
    // Without a safe area (a phone with a home button): the guide rests at the bottom.
    #expect(SheetHostModel.keyboardGuideTop(844, containerHeight: 844, bottomSafeArea: 0) == nil)
    #expect(SheetHostModel.keyboardGuideTop(600, containerHeight: 844, bottomSafeArea: .nan) == 600)
  }
}
