@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

extension PhoneAnimation {
  /// Pixels under the phone for the caption: the phase and the detent legend on one row, the
  /// time bar on the next, the backdrop's dimming on the third. One item per row, so the
  /// longest phase name ("dismissed") never runs into the bar, whatever the viewer's font.
  static let captionHeight = 44.0

  /// The colour of the detent marks at the screen's right edge and of their legend.
  static let detentColor = "#e03131"

  /// The screen behind the sheet: a map under a sheet with no backdrop (the screen stays
  /// usable, as in Maps), a list screen under one with a backdrop (so the dimming shows).
  func background(_ svg: inout SVGDocument, style: SheetStyle, width: Double, height: Double) {
    if !style.capabilities.hasBackdrop {
      // A map: blocks, roads and two pins. Its search field is in the sheet's header.
      svg.rect(x: 0, y: 0, width: width, height: height, fill: "#e6efe0")
      // Enough roads for an iPad's screen; a phone's picture has the eight and four it had.
      for i in 0..<max(8, Int(height / 118) + 1) {
        let y = Double(i) * 118 + 40
        svg.line(x1: 0, y1: y, x2: width, y2: y + 60, stroke: "#ffffff", width: 14)
      }
      for i in 0..<max(4, Int(width / 120) + 1) {
        let x = Double(i) * 120 + 50
        svg.line(x1: x, y1: 0, x2: x - 40, y2: height, stroke: "#ffffff", width: 10)
      }
      for (x, y) in [(0.3, 0.3), (0.68, 0.52)] {
        svg.circle(
          cx: width * x, cy: height * y, r: 13, fill: "#f76707", stroke: "#ffffff", strokeWidth: 4)
      }
    } else {
      // A list screen: navigation bar and rows, so dimming is visible.
      svg.rect(x: 0, y: 0, width: width, height: height, fill: "#f1f3f5")
      svg.rect(x: 0, y: 0, width: width, height: 100, fill: "#dee2e6")
      svg.text("Library", x: 20, y: 86, size: 30, fill: "#212529", weight: "700")
      for i in 0..<max(14, Int((height - 120) / 64) + 1) {
        let y = 120 + Double(i) * 64
        svg.rect(x: 16, y: y, width: width - 32, height: 52, fill: "#ffffff", radius: 10)
        svg.rect(x: 28, y: y + 12, width: 28, height: 28, fill: "#a5d8ff", radius: 6)
        svg.rect(x: 68, y: y + 20, width: 160, height: 12, fill: "#ced4da", radius: 6)
      }
    }
  }

  /// The sheet's content in its own coordinates (0, 0 at its top-leading corner), a stand-in
  /// for the README's example of its kind: with no backdrop, a search field as the header
  /// (`bottomSheetHeader { TextField("Search") }`) over a list of "Coffee" and "Parks"; with a
  /// backdrop and attached to the bottom edge, the header's title "Order" and close button
  /// (`bottomSheetTitle("Order")`, `bottomSheetCloseButton(.visible)`); a card inset from the
  /// edges, its one line of text. The header is the group `ID-header`, the close button
  /// `ID-close`.
  func sheetContent(
    _ svg: inout SVGDocument, id: String, width w: Double, showsGrabber: Bool,
    configuration: SheetConfiguration
  ) {
    let chrome = configuration.chrome
    let capabilities = configuration.style.capabilities
    var y = 8.0
    if showsGrabber {
      let band = max(chrome.grabberHeight, 12)
      svg.rect(x: w / 2 - 18, y: band / 2 - 2.5, width: 36, height: 5, fill: "#adb5bd", radius: 2.5)
      y = band
    }
    var rows: [String] = []
    if !capabilities.hasBackdrop {
      svg.open("g", [("id", id + "-header")])
      // Compact, so the header and both rows fit the 120 pt the README's sheet starts at.
      svg.rect(x: 16, y: y + 1, width: w - 32, height: 34, fill: "#e9ecef", radius: 11)
      svg.circle(cx: 36, cy: y + 17, r: 6.5, fill: "none", stroke: "#868e96", strokeWidth: 2.5)
      svg.line(x1: 41, y1: y + 22, x2: 46, y2: y + 27, stroke: "#868e96", width: 2.5)
      svg.text("Search", x: 56, y: y + 24.5, size: 18, fill: "#868e96")
      svg.close("g")
      y += 38
      rows = ["Coffee", "Parks"]
    } else if capabilities.isAttachedToBottomEdge {
      let header = chrome.headerHeight > 0 ? chrome.headerHeight : 56
      svg.open("g", [("id", id + "-header")])
      svg.text(
        "Order", x: w / 2, y: y + header / 2 + 7, size: 20, anchor: "middle", fill: "#212529",
        weight: "700")
      let cx = w - 34
      let cy = y + header / 2
      svg.open("g", [("id", id + "-close")])
      svg.circle(cx: cx, cy: cy, r: 15, fill: "#e9ecef")
      svg.line(x1: cx - 5, y1: cy - 5, x2: cx + 5, y2: cy + 5, stroke: "#495057", width: 2.5)
      svg.line(x1: cx - 5, y1: cy + 5, x2: cx + 5, y2: cy - 5, stroke: "#495057", width: 2.5)
      svg.close("g")
      svg.line(x1: 0, y1: y + header, x2: w, y2: y + header, stroke: "#e9ecef", width: 1.5)
      svg.close("g")
      y += header
      rows = ["Your order"]
    } else {
      svg.text("Your ride is 3 minutes away", x: 20, y: y + 30, size: 19, fill: "#212529")
      y += 44
    }
    for title in rows {
      svg.rect(x: 20, y: y + 4, width: 24, height: 24, fill: "#ffd8a8", radius: 7)
      svg.text(title, x: 56, y: y + 22, size: 17, fill: "#212529")
      y += 32
    }
    for i in 0..<10 {
      let top = y + Double(i) * 44
      svg.rect(x: 20, y: top + 6, width: 30, height: 30, fill: "#ffe8cc", radius: 8)
      svg.rect(x: 64, y: top + 10, width: max(40, w - 150), height: 10, fill: "#dee2e6", radius: 5)
      svg.rect(x: 64, y: top + 26, width: max(30, w - 220), height: 8, fill: "#e9ecef", radius: 4)
    }
  }

  /// The caption under the phone (``captionHeight``): the motion phase and the detent legend,
  /// a bar for the time (the element `ID-time`), and whether the backdrop dims the screen
  /// (from the frames, so the picture says it dims only when the engine dimmed it).
  func caption(
    _ svg: inout SVGDocument, id: String, scenario: Scenario, frames: [SheetLayout], track: Track,
    top: Double, width: Double
  ) {
    let rowY = top + 15
    let phases: [(SheetPhase, String)] = [
      (.idle, "#2b8a3e"), (.dragging, "#1c7ed6"), (.settling, "#e67700"), (.dismissed, "#868e96"),
    ]
    for (phase, color) in phases where frames.contains(where: { $0.phase == phase }) {
      track.open(
        &svg, "text",
        [
          ("x", "4"), ("y", SVGDocument.number(rowY)), ("font-size", "12"),
          ("font-weight", "600"), ("fill", color),
        ], [("opacity", frames.map { $0.phase == phase ? "1" : "0" }, true)])
      svg.element("tspan", [], content: phase.rawValue)
      svg.close("text")
    }
    svg.text(
      "detents", x: width - 24, y: rowY, size: 10, anchor: "end", fill: "#495057")
    svg.line(
      x1: width - 19, y1: rowY - 3.5, x2: width - 4, y2: rowY - 3.5, stroke: Self.detentColor,
      width: 3)

    let barY = top + 21
    let barWidth = width - 8
    svg.rect(x: 4, y: barY, width: barWidth, height: 5, fill: "#e9ecef", radius: 2.5)
    let until = max(scenario.until, 0.1)
    let still = barWidth * min(max((track.value(frames)?.time ?? 0) / until, 0), 1)
    svg.open(
      "rect",
      [
        ("id", id + "-time"), ("x", "4"), ("y", SVGDocument.number(barY)), ("height", "5"),
        ("rx", "2.5"),
        ("fill", "#495057"), ("width", SVGDocument.number(still)),
      ])
    svg.element(
      "animate",
      [
        ("attributeName", "width"),
        ("values", "0;\(SVGDocument.number(barWidth));\(SVGDocument.number(barWidth))"),
        ("keyTimes", "0;\(TextFormat.compact(min(until / track.loop, 1), decimals: 5));1"),
        ("dur", Self.seconds(track.loop)), ("repeatCount", "indefinite"),
      ])
    svg.close("rect")

    let dimmest = frames.map(\.backdropOpacity).max() ?? 0
    let backdrop =
      dimmest > 0
      ? "backdrop dims the screen to \(Int((dimmest * 100).rounded()))%"
      : "no backdrop: screen stays usable"
    svg.text(backdrop, x: 4, y: top + 39, size: 10, fill: "#495057")
  }
}
