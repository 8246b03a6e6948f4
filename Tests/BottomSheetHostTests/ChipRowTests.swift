import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// Which scroll view shares the finger when a row of chips is touched (the touches review's
/// finding 4): only one that can scroll vertically.
@Suite("Host: chip rows")
struct ChipRowTests {
  @Test("a chip row that fits, inside a List row: the List shares the finger")
  func fittingChipRow() {
    // SwiftUI's horizontal ScrollView bounces horizontally, not vertically.
    let chips = TouchedView(
      .scrollView(
        contentWidth: 300, contentHeight: 44, boundsWidth: 390, boundsHeight: 44,
        bouncesVertically: false, bouncesHorizontally: true))
    let list = TouchedView(
      .scrollView(
        contentWidth: 390, contentHeight: 1_760, boundsWidth: 390, boundsHeight: 700,
        bouncesVertically: true))
    let decision = TouchArbitration.decide([TouchedView(), chips, TouchedView(), list])
    #expect(decision.sharedScrollView == 3)
    #expect(decision.target.inScrollView)
    #expect(decision.target.inHorizontalScroller)
    // Without the horizontal bounce, a fitting scroll view is a plain view: still the List.
    let still = TouchedView(
      .scrollView(
        contentWidth: 300, contentHeight: 44, boundsWidth: 390, boundsHeight: 44,
        bouncesVertically: false))
    let plain = TouchArbitration.decide([TouchedView(), still, TouchedView(), list])
    #expect(plain.sharedScrollView == 3)
    #expect(!plain.target.inHorizontalScroller)
    // Nothing around it that scrolls vertically: nothing is shared, the sheet takes the drag.
    #expect(TouchArbitration.decide([TouchedView(), chips]).sharedScrollView == nil)
  }

  @Test(
    "which scroll views scroll vertically",
    arguments: [
      // content h, bounds h, bounces vertically → vertical
      (1_760.0, 700.0, false, true),  // a List that overflows
      (200.0, 700.0, true, true),  // a short List (it bounces vertically)
      (44.0, 44.0, false, false),  // a chip row
      (44.4, 44.0, false, false),  // less than half a point taller: rounding
    ])
  func scrollsVertically(_ h: Double, _ bh: Double, _ bounces: Bool, _ vertical: Bool) {
    #expect(
      TouchTarget.scrollsVertically(contentHeight: h, boundsHeight: bh, bouncesVertically: bounces)
        == vertical)
  }
}
