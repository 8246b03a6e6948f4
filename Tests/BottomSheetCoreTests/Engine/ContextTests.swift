@_spi(Lab) import BottomSheetCore
import Foundation
import Testing

@Suite("Context changes")
struct ContextTests {
  static let landscape = SheetContext(
    containerSize: SheetSize(width: 844, height: 390),
    safeArea: SheetInsets(top: 0, bottom: 21, leading: 47, trailing: 47), contentHeight: 300)

  @Test func rotationKeepsTheSelectedDetentsIdentity() {
    var e = engine(.modal, [.height(120), .medium, .large], initial: "medium")
    #expect(e.layout(at: 0).height == 398.5)
    e.send(.updateContext(Self.landscape), at: 1)
    #expect(e.selectedDetentID == "medium")
    #expect(!e.eventNames.contains("selectionChanged"))
    let rest = e.settle(after: 1)
    #expect(rest.height == 195)  // half of 390
    #expect(rest.selectedDetent == "medium")
  }

  @Test func aVanishedDetentSelectsTheNearest() {
    var e = engine(.inline, [.height(120), .anchor("header"), .large], initial: "anchor:header")
    #expect(e.layout(at: 0).height == 544)
    var context = phone
    context.anchors = [:]
    e.send(.updateContext(context), at: 1)
    #expect(e.selectedDetentID == "large")  // 544 is nearer to 797 than to 120
    #expect(e.eventNames == ["selectionChanged"])
  }

  @Test func firstResolutionOfAnAnchorSnapsLaterOnesAnimate() {
    var start = phone
    start.anchors = [:]
    var e = engine(
      .inline, [.height(120), .anchor("header"), .large], initial: "anchor:header", context: start)
    #expect(e.layout(at: 0).height == 120)
    #expect(e.diagnostics.contains { $0.code == .unknownDetent && $0.field == "sheet.initial" })
    var measured = start
    measured.anchors = ["header": 300]
    e.send(.updateContext(measured), at: 0.05)
    let snapped = e.layout(at: 0.05)
    #expect(snapped.height == 544)
    #expect(snapped.phase == .idle)
    measured.anchors = ["header": 360]
    e.send(.updateContext(measured), at: 1)
    #expect(e.layout(at: 1).height == 544)
    #expect(e.layout(at: 1.05).phase == .settling)
    #expect(e.settle(after: 1).height == 484)
  }

  @Test func contextChangeWithoutAnimationJumps() {
    var e = engine(.modal, [.medium], initial: "medium")
    e.send(.updateContext(Self.landscape, animated: false), at: 1)
    #expect(e.layout(at: 1).height == 195)
    #expect(e.layout(at: 1).phase == .idle)
  }

  @Test func keyboardUnderAnExpandedSheetNeverPushesItPastTheTop() {
    var e = engine(.modal, [.medium, .large], initial: "large")
    var context = phone
    context.keyboardHeight = 336
    e.send(.updateContext(context), at: 1)
    for t in stride(from: 1.0, through: 2, by: 0.05) {
      let l = e.layout(at: t)
      #expect(l.top >= 47 - 1e-9)
      #expect(l.height == 844 - 336 - 47)  // large re-resolved, base raised: no motion at all
    }
  }

  @Test func keyboardRaisesAMediumSheetAboveIt() {
    var e = engine(.modal, [.medium, .large], initial: "medium")
    var context = phone
    context.keyboardHeight = 336
    e.send(.updateContext(context), at: 1)
    let rest = e.settle(after: 1)
    #expect(rest.height == 230.5)  // (844 − 336 − 47) / 2
    #expect(rest.top + rest.height == 844 - 336)  // the sheet's bottom sits on the keyboard
  }

  @Test func keyboardTallerThanTheContainerIsClamped() {
    var context = phone
    context.keyboardHeight = 5000
    let e = engine(.modal, [.medium, .large], context: context)
    #expect(e.diagnostics.contains { $0.field == "container.keyboard" })
    #expect(isFinite(e.layout(at: 0)))
  }

  @Test(arguments: [
    SheetSize(width: 0, height: 0), SheetSize(width: .nan, height: 844),
    SheetSize(width: 390, height: -10), SheetSize(width: .infinity, height: .infinity),
  ])
  func badContainersNeverProduceNaN(_ size: SheetSize) {
    for style in SheetStyle.allCases {
      var e = engine(style, context: SheetContext(containerSize: size))
      #expect(isFinite(e.layout(at: 0)))
      e.drag(from: 10, to: -30, duration: 0.1)
      #expect(isFinite(e.settle(after: 1)))
      #expect(!e.diagnostics.isEmpty)
    }
  }
}

@Suite("Programmatic control")
struct ProgrammaticTests {
  @Test func selectWithoutAnimationArrivesAtOnce() {
    var e = engine()
    e.send(.select("large", animated: false), at: 0.5)
    #expect(e.layout(at: 0.5).height == 797)
    #expect(e.layout(at: 0.5).phase == .idle)
    #expect(e.eventNames == ["selectionChanged", "settled"])
  }

  @Test func unknownDetentIsReportedNotIgnored() {
    var e = engine()
    e.send(.select("huge", animated: true), at: 0)
    #expect(e.eventNames == ["rejected"])
    #expect(e.diagnostics.map(\.code) == [.unknownDetent])
    #expect(e.selectedDetentID == "height:120")
  }

  @Test func duringADragTheFingerWinsUntilItLifts() {
    var e = engine()
    e.drag(from: 760, to: 740, duration: 0.1, lift: false)
    e.send(.select("large", animated: true), at: 0.12)
    #expect(e.layout(at: 0.12).phase == .dragging)
    #expect(e.layout(at: 0.12).height == 140)
    e.send(.touchUp(at: SheetPoint(x: 195, y: 740)), at: 0.3)
    #expect(e.selectedDetentID == "large")
    #expect(e.settle(after: 0.3).height == 797)
  }

  @Test func retargetingMidSpringKeepsTheVelocity() {
    var e = engine()
    e.send(.select("large", animated: true), at: 0)
    let dt = 1e-4
    let before = (e.layout(at: 0.1).height - e.layout(at: 0.1 - dt).height) / dt
    e.send(.select("medium", animated: true), at: 0.1)
    let after = (e.layout(at: 0.1 + dt).height - e.layout(at: 0.1).height) / dt
    #expect(before > 1000)
    #expect(abs(after - before) / before < 0.02)
    #expect(e.settle(after: 0.1).height == 398.5)
  }

  @Test func dismissDuringADragWaitsForTheLift() {
    var e = engine(.modal)
    e.drag(from: 760, to: 700, duration: 0.1, lift: false)
    e.send(.dismiss(animated: true), at: 0.15)
    #expect(e.isPresented)
    e.send(.touchUp(at: SheetPoint(x: 195, y: 700)), at: 0.2)
    #expect(!e.isPresented)
    #expect(e.eventNames.suffix(2) == ["released", "dismissed"])
    #expect(e.settle(after: 0.2).phase == .dismissed)
  }

  @Test func presentAndDismissRoundTrip() {
    var e = engine(.modal, [.medium, .large]) { $0.startsPresented = false }
    let hidden = e.layout(at: 0)
    #expect(hidden.phase == .dismissed)
    #expect(hidden.top == 844)
    #expect(hidden.backdropOpacity == 0)
    e.send(.present(animated: true), at: 0)
    #expect(e.isPresented)
    #expect(e.settle(after: 0).height == 398.5)
    e.send(.dismiss(animated: true), at: 20)
    #expect(e.eventNames == ["presented", "settled", "dismissed"])
    #expect(e.settle(after: 20).phase == .dismissed)
  }

  @Test func selectionIsEncodableForStateRestoration() throws {
    var e = engine(.inline, [.height(120), .anchor("header"), .large])
    e.send(.select("anchor:header", animated: false), at: 0)
    let saved = try JSONEncoder().encode(e.selectedDetentID)
    #expect(String(decoding: saved, as: UTF8.self) == "\"anchor:header\"")
    var restored = engine(.inline, [.height(120), .anchor("header"), .large])
    restored.send(
      .select(try JSONDecoder().decode(DetentID.self, from: saved), animated: false), at: 0)
    #expect(restored.layout(at: 0).height == 544)
  }

  /// A context change while a thrown card swings back (its content grew) keeps it where it is
  /// sideways and swinging: no jump to the middle, and it still comes to rest centred.
  @Test func contextChangeMidSwingKeepsTheSidewaysOffset() {
    var e = engine(.floating, [.height(120), .height(360)], initial: "height:360")
    let lift = e.throwSideways(by: 60)
    let t = lift + 0.05
    let before = e.layout(at: t).horizontalOffset
    #expect(before > 5)  // still well out to the right
    var grown = phone
    grown.contentHeight = 340
    e.send(.updateContext(grown), at: t)
    #expect(abs(e.layout(at: t).horizontalOffset - before) <= 1e-9)
    // And it keeps moving back the way it was going, not from a standstill in the middle.
    #expect(e.layout(at: t + 1.0 / 60).horizontalOffset < before)
    #expect(e.layout(at: t + 1.0 / 60).horizontalOffset > before - 10)
    #expect(e.settle(after: t).horizontalOffset == 0)
  }
}
