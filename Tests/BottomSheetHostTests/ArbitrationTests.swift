import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// Issue #20: who gets a finger in the content, decided from what the layer found.
@Suite("Host: touch arbitration")
struct ArbitrationTests {
  static let list = TouchedView(
    .scrollView(
      contentWidth: 390, contentHeight: 2_000, boundsWidth: 390, boundsHeight: 700,
      bouncesVertically: true))
  static let shortScroll = TouchedView(
    .scrollView(
      contentWidth: 390, contentHeight: 200, boundsWidth: 390, boundsHeight: 400,
      bouncesVertically: true))
  static let carousel = TouchedView(
    .scrollView(
      contentWidth: 1_200, contentHeight: 120, boundsWidth: 390, boundsHeight: 120,
      bouncesVertically: false))
  static let button = TouchedView()
  static let swipeRow = TouchedView(.plain, carriesOtherPan: true)

  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var path: [TouchedView]
    var shared: Int?
    var target: TouchTarget
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(name: "outside the sheet", path: [], shared: nil, target: .content),
    Row(name: "a button", path: [button], shared: nil, target: .content),
    Row(name: "a row of a List", path: [button, list], shared: 1, target: .scrollView),
    Row(
      name: "content that fits a bouncing ScrollView", path: [button, shortScroll], shared: 1,
      target: .scrollView),
    Row(
      name: "a TextEditor in a ScrollView", path: [TouchedView(.textView), shortScroll],
      shared: nil, target: TouchTarget(inControl: true)),
    Row(
      name: "a wheel DatePicker in a ScrollView",
      path: [button, TouchedView(.picker), shortScroll], shared: nil,
      target: TouchTarget(inControl: true)),
    Row(
      name: "a carousel in a List", path: [button, carousel, list], shared: 2,
      target: TouchTarget(inScrollView: true, inHorizontalScroller: true)),
    Row(
      name: "a row with swipe actions", path: [swipeRow, list], shared: 1,
      target: TouchTarget(inScrollView: true, inHorizontalScroller: true)),
    Row(
      name: "a ScrollView inside a List: the innermost", path: [button, shortScroll, list],
      shared: 1, target: .scrollView),
  ]

  @Test(
    "the innermost vertical content scroll view shares the finger; text views and wheels never",
    arguments: rows)
  func table(row: Row) {
    let decision = TouchArbitration.decide(row.path)
    #expect(decision.sharedScrollView == row.shared)
    #expect(decision.target == row.target)
  }

  @Test("a drag that starts on a text view or a wheel never moves the sheet")
  func controlKeepsItsFinger() {
    for target in [TouchTarget(inControl: true), .content] {
      var host = HostDriver.restingModal()
      host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 600), target: target), at: 2)
      let begins = host.model.shouldBeginPan(translation: SheetPoint(x: 0, y: -12))
      #expect(begins == !target.inControl)
    }
  }

  @Test("sideways on a swipe-action row belongs to the row, also on a floating card")
  func swipeActionsOnAFloatingCard() {
    var host = HostDriver(.floating, detents: [.height(300)], selection: "height:300")
    host.measure()
    host.frames(from: 0, to: 1.5)
    let top = host.layout(at: 1.5).top
    let decision = TouchArbitration.decide([Self.swipeRow, Self.list])
    host.send(
      .touchDown(touchID: 1, at: SheetPoint(x: 195, y: top + 80), target: decision.target), at: 2)
    #expect(host.model.shouldBeginPan(translation: SheetPoint(x: 20, y: 3)) == false)
    #expect(host.model.shouldBeginPan(translation: SheetPoint(x: 2, y: 20)) == true)
  }
}
