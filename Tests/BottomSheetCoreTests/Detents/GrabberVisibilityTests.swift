@_spi(Lab) @testable import BottomSheetCore
import Testing

/// The grabber is decided by the engine as it resolves detents (``GrabberVisibility``): what is
/// drawn, what `fitsContent` counts, where a touch lands and the room the content gets all
/// follow from one decision.
@Suite("Grabber visibility")
struct GrabberVisibilityTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var grabber: GrabberVisibility
    var detents: [Detent]
    var header = 0.0
    var content = 300.0
    /// Whether the grabber shows, how many detents resolve, and `fitsContent`'s height.
    var shows: Bool
    var count: Int
    var fits: Double?
    var testDescription: String {
      "\(grabber) \(detents.map(\.id.rawValue)) content \(content) → \(shows ? "grabber" : "none")"
    }
  }

  // The phone: 797 pt at most; 300 pt of content; a 20 pt grabber.
  static let rows: [Row] = [
    Row(grabber: .visible, detents: [.fitsContent], shows: true, count: 1, fits: 320),
    Row(grabber: .hidden, detents: [.fitsContent, .large], shows: false, count: 2, fits: 300),
    Row(grabber: .automatic, detents: [.fitsContent], shows: false, count: 1, fits: 300),
    Row(grabber: .automatic, detents: [.fitsContent, .large], shows: true, count: 2, fits: 320),
    Row(
      grabber: .automatic, detents: [.fitsContent, .large], header: 56, shows: true, count: 2,
      fits: 376),
    // Two detents at one height merge: nowhere to drag to.
    Row(grabber: .automatic, detents: [.medium, .fraction(0.5)], shows: false, count: 1),
    // Counted without the grabber there are two (790 and 797); the grabber's 20 pt then lift
    // fitsContent into large. The grabber stays: showing it never removes its own reason.
    Row(
      grabber: .automatic, detents: [.fitsContent, .large], content: 790, shows: true, count: 1,
      fits: 797),
  ]

  @Test(arguments: rows)
  func decision(_ row: Row) {
    var context = phone
    context.contentHeight = row.content
    let e = engine(.inline, row.detents, context: context) {
      $0.chrome = SheetChrome(grabberHeight: 20, headerHeight: row.header, grabber: row.grabber)
    }
    let layout = e.layout(at: 0)
    #expect(e.showsGrabber == row.shows)
    #expect(layout.showsGrabber == row.shows)
    #expect(e.detents.count == row.count)
    if let fits = row.fits {
      #expect(e.detent("fitsContent")?.height == fits)
      // At rest on it, the content gets the sheet minus the chrome that is drawn.
      let chrome = row.header + (row.shows ? 20 : 0)
      #expect(layout.contentHeight == fits - chrome)
    }
  }

  struct PullUp: Sendable, CustomTestStringConvertible {
    var grabber: GrabberVisibility
    /// Points of scrolling content, and where the finger lands below the sheet's top edge.
    var content: Double
    var from: Double
    /// Whether the drag scrolls the content (else it stretches the sheet).
    var scrolls: Bool
    var testDescription: String {
      "\(grabber), \(content) pt of content, from \(from) pt: \(scrolls ? "scrolls" : "stretches")"
    }
  }

  /// The chrome counts the grabber only where it is drawn, for touches and for the room the
  /// content has. A finger 10 pt below the top of a one-detent 400 pt sheet over a long list:
  /// with no grabber drawn it is on the list, which scrolls; under a grabber it stretches the
  /// sheet. 390 pt of content, finger 100 pt down: it fits under no grabber (the sheet
  /// stretches) and overflows by 10 pt under a 20 pt one (the content scrolls; the engine
  /// models the offset, and the host bounds it by the scroll view's extent).
  static let pullUps: [PullUp] = [
    PullUp(grabber: .automatic, content: 1400, from: 10, scrolls: true),
    PullUp(grabber: .visible, content: 1400, from: 10, scrolls: false),
    PullUp(grabber: .automatic, content: 390, from: 100, scrolls: false),
    PullUp(grabber: .visible, content: 390, from: 100, scrolls: true),
  ]

  @Test(arguments: pullUps)
  func aDragUpOnTheContent(_ row: PullUp) {
    var context = phone
    context.contentHeight = row.content
    context.contentScrolls = true
    var e = engine(.inline, [.height(400)], context: context) {
      $0.chrome = SheetChrome(grabber: row.grabber)
    }
    let top = e.layout(at: 0).top
    e.drag(from: top + row.from, to: top + row.from - 100, duration: 0.2, lift: false)
    let layout = e.layout(at: e.time)
    #expect(layout.showsGrabber == (row.grabber == .visible))
    #expect(layout.contentOverflows == (row.content > 400 - (layout.showsGrabber ? 20 : 0)))
    if row.scrolls {
      #expect(abs(layout.contentOffset - 100) < 1e-9)  // the content takes the whole drag
      #expect(layout.height == 400)
    } else {
      #expect(layout.contentOffset == 0)
      #expect(layout.height > 420)  // the sheet stretches past its only detent
    }
  }

  /// Adding a second detent while the sheet rests on `fitsContent` shows the grabber, and the
  /// sheet grows by the grabber's height with a spring, keeping its selection.
  @Test func aSecondDetentShowsTheGrabberAndGrowsTheSheet() {
    var e = engine(.inline, [.fitsContent]) { $0.chrome = SheetChrome(grabber: .automatic) }
    #expect(e.layout(at: 0).height == 300)
    var changed = e.configuration
    changed.detents = [.fitsContent, .large]
    e.send(.updateConfiguration(changed, animated: true), at: 1)
    #expect(e.showsGrabber)
    #expect(e.selectedDetentID == "fitsContent")
    #expect(e.layout(at: 1).height == 300)  // from where it was, not a jump
    #expect(e.layout(at: 1.1).height > 300)
    #expect(e.settle(after: 1).height == 320)
    #expect(!e.pendingEvents.contains { $0.typeName == "selectionChanged" })
  }

  /// Content growing under an automatic grabber: the grabber shows while the content leaves
  /// room below `large` (up to 797 − 0.5 pt, the merge tolerance) and goes when it does not, whatever the grabber's own
  /// height does to `fitsContent`; re-resolving the same geometry never flips it.
  @Test func theDecisionFollowsTheContentWithoutFlipping() {
    var e = engine(.inline, [.fitsContent, .large]) { $0.chrome = SheetChrome(grabber: .automatic) }
    var t = 0.0
    for content in stride(from: 760.0, through: 800, by: 0.25) {
      var context = phone
      context.contentHeight = content
      for _ in 0..<3 {
        t += 0.01
        e.send(.updateContext(context, animated: false), at: t)
        #expect(e.showsGrabber == (content <= 796.5), "content \(content)")
      }
    }
  }

  @Test func theDefaultChromeShowsTheGrabberAsBefore() {
    #expect(SheetChrome().grabber == .visible)
    let e = engine(.inline, [.fitsContent])
    #expect(e.showsGrabber)
    #expect(e.detent("fitsContent")?.height == 320)
  }

  @Test func beforeMeasurementNoGrabberIsDrawn() {
    #expect(!SheetLayout.hidden(containerHeight: 844).showsGrabber)
  }
}
