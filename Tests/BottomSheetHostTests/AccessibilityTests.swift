@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// Issue #20: escape, the backdrop as a control, and the adjustable element.
@Suite("Host: accessibility rules")
struct AccessibilityTests {
  @Test("VoiceOver's escape during a drag waits for the lift, then dismisses")
  func escapeDuringDrag() {
    var host = HostDriver.restingModal()
    host.drag(from: 500, to: 420, start: 2, lift: false)
    host.send(.accessibilityEscape, at: 2.2)
    #expect(host.layout(at: 2.2).phase == .dragging)
    #expect(!host.actions.contains(.setPresented(false)))
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 420), velocity: nil), at: 2.25)
    host.frames(from: 2.25, to: 3.5)
    #expect(host.layout(at: 3.5).phase == .dismissed)
    #expect(host.actions.filter { $0 == .setPresented(false) }.count == 1)
  }

  @Test("escape during a drag on a guarded sheet is refused at the lift, with the attempt reported")
  func guardedEscapeDuringDrag() {
    var host = HostDriver.restingModal { $0.isDismissible = false }
    host.drag(from: 500, to: 420, start: 2, lift: false)
    host.send(.accessibilityEscape, at: 2.2)
    #expect(!host.actions.contains(.callDismissAttempt))
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 420), velocity: nil), at: 2.25)
    host.frames(from: 2.25, to: 3.5)
    #expect(host.actions.filter { $0 == .callDismissAttempt }.count == 1)
    #expect(host.layout(at: 3.5).phase == .idle)
  }

  @Test("an inline sheet lets the escape through to the navigation stack; a modal takes it")
  func escapeByStyle() {
    var inline = HostDriver(.inline, detents: [.height(120), .large], presented: nil)
    inline.measure()
    #expect(inline.model.frame(at: HostDriver.boot).handlesEscape == false)
    inline.send(.accessibilityEscape, at: 1)
    #expect(inline.layout(at: 1).isPresented)
    let modal = HostDriver.restingModal()
    #expect(modal.model.frame(at: HostDriver.boot + 2).handlesEscape)
  }

  @Test("the backdrop is a Dismiss control exactly when it blocks and a tap on it dismisses")
  func backdropControl() {
    let modal = HostDriver.restingModal()
    #expect(modal.model.frame(at: HostDriver.boot + 2).backdropIsDismissControl)
    let collapsing = HostDriver.restingModal { $0.backdropTap = .collapse }
    #expect(!collapsing.model.frame(at: HostDriver.boot + 2).backdropIsDismissControl)
    // Undimmed through medium: the screen behind is usable, so there is no backdrop to activate.
    let passThrough = HostDriver.restingModal { $0.undimmedThrough = "medium" }
    #expect(!passThrough.model.frame(at: HostDriver.boot + 2).backdropIsDismissControl)
  }

  @Test("the adjustable element: the grabber, a stand-in when it is hidden, none for one detent")
  func adjustableElement() {
    #expect(
      HostDriver.restingModal().model.frame(at: HostDriver.boot + 2).adjustableElement == .grabber)
    let hidden = HostDriver.restingModal { $0.chrome.grabber = .hidden }
    #expect(hidden.model.frame(at: HostDriver.boot + 2).adjustableElement == .sheetTop)
    var single = HostDriver(detents: [.height(240)], selection: "height:240")
    single.measure()
    single.frames(from: 0, to: 1.5)
    #expect(single.model.frame(at: HostDriver.boot + 1.5).adjustableElement == .none)
  }

  @Test("detents are named by position, or by the app")
  func namesByPositionOrByTheApp() {
    let three = spokenEngine([.height(120), .medium, .large])
    #expect(
      three.detents.map { three.accessibilityName(of: $0.id) } == [.collapsed, .half, .expanded])
    let two = spokenEngine([.medium, .large])
    #expect(two.detents.map { two.accessibilityName(of: $0.id) } == [.collapsed, .expanded])
    let four = spokenEngine([.height(100), .height(200), .medium, .large])
    #expect(four.accessibilityName(of: "height:200") == .position(2, of: 4))
    #expect(four.accessibilityName(of: "height:200").english == "position 2 of 4")
    let named = spokenEngine([.medium, .large]) { $0.detentNames = ["medium": "peek"] }
    #expect(named.accessibilityValue == .named("peek"))
    #expect(named.announcement(forSettledOn: "large") == .settled(.expanded))
    #expect(named.announcement(forSettledOn: "large").english == "Sheet expanded")
  }

  /// A modal sheet's engine on a phone (as the engine tests' `engine(.modal, …)`), for the
  /// spoken-name rule.
  private func spokenEngine(
    _ detents: [Detent], configure: (inout SheetConfiguration) -> Void = { _ in }
  ) -> SheetEngine {
    var configuration = SheetConfiguration(style: .modal, detents: detents)
    configure(&configuration)
    return SheetEngine(
      configuration: configuration,
      context: SheetContext(
        containerSize: SheetSize(width: 390, height: 844),
        safeArea: SheetInsets(top: 47, bottom: 34), contentHeight: 300,
        anchors: ["header": 300]))
  }
}
