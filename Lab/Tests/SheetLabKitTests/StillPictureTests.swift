@_spi(Lab) import BottomSheetCore
import Testing

@testable import SheetLabKit

/// The README's pictures (`scripts/readme-images`) as a viewer without SMIL draws them (an
/// editor's Markdown preview, a documentation pipeline, rsvg-convert): with every `set` and
/// `animate` removed, each still shows the phone and the sheet at rest on a detent, with the
/// header of the README's example for its kind. Before the fix every shape's size came only
/// from the animation, so these viewers drew an empty picture.
@Suite("README pictures without animation")
struct StillPictureTests {
  /// One README picture: its scenario and the sheet's frame at rest, in points.
  struct Picture: Sendable, CustomTestStringConvertible {
    var scenario: String
    var sheet: SheetRect
    /// The backdrop's opacity in the still (0.4 is the default dimming).
    var backdrop: Double
    var testDescription: String { scenario }
  }

  static let pictures: [Picture] = [
    // The inline sheet on the detent it starts at: the header detent, 120 pt.
    Picture(
      scenario: "inline-flick", sheet: SheetRect(x: 0, y: 724, width: 390, height: 120),
      backdrop: 0),
    // Presented on medium (398.5 pt of 797), before the drag that dismisses it.
    Picture(
      scenario: "modal-present-drag-dismiss",
      sheet: SheetRect(x: 0, y: 445.5, width: 390, height: 398.5), backdrop: 0.4),
    // The card at rest on height:260, inset 12 pt from the sides and resting above the
    // 34 pt home indicator strip (+12 pt gap).
    Picture(
      scenario: "floating-rubber-band", sheet: SheetRect(x: 12, y: 538, width: 366, height: 260),
      backdrop: 0.4),
  ]

  /// The picture `scripts/readme-images` writes for `name`, parsed, with its animations.
  static func picture(_ name: String) throws -> SVGNode {
    let scenario = try bundledScenario(name)
    let svg = PhoneAnimation().render(scenario, outcome: Replay.run(scenario), id: name)
    return try #require(SVGNode.parse(svg), "the picture is well-formed XML")
  }

  /// The box through the end points of an absolute `M/L/H/V/A/Z` path (the sheet's rounded
  /// rectangle passes through its extreme x and y at those points).
  static func bounds(_ d: String) -> SheetRect? {
    var tokens: [String] = []
    var number = ""
    for c in d {
      if c.isLetter {
        if !number.isEmpty { tokens.append(number) }
        number = ""
        tokens.append(String(c))
      } else if c == " " || c == "," {
        if !number.isEmpty { tokens.append(number) }
        number = ""
      } else {
        number.append(c)
      }
    }
    if !number.isEmpty { tokens.append(number) }
    var xs: [Double] = []
    var ys: [Double] = []
    var x = 0.0
    var y = 0.0
    var i = 0
    func next() -> Double? {
      guard i < tokens.count, let v = Double(tokens[i]) else { return nil }
      i += 1
      return v
    }
    while i < tokens.count {
      let command = tokens[i]
      i += 1
      switch command {
      case "M", "L":
        guard let nx = next(), let ny = next() else { return nil }
        (x, y) = (nx, ny)
      case "H":
        guard let nx = next() else { return nil }
        x = nx
      case "V":
        guard let ny = next() else { return nil }
        y = ny
      case "A":
        for _ in 0..<5 { guard next() != nil else { return nil } }
        guard let nx = next(), let ny = next() else { return nil }
        (x, y) = (nx, ny)
      case "Z": continue
      default: return nil
      }
      xs.append(x)
      ys.append(y)
    }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return nil }
    return SheetRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The (x, y) of a `translate(x y)` or `translate(x,y)` transform.
  static func translation(_ transform: String?) -> (x: Double, y: Double)? {
    guard let transform, transform.hasPrefix("translate("), transform.hasSuffix(")") else {
      return nil
    }
    let numbers = transform.dropFirst(10).dropLast().split(whereSeparator: {
      $0 == " " || $0 == ","
    })
    .compactMap { Double($0) }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
  }

  @Test(arguments: pictures)
  func stillPictureShowsThePhoneAndTheSheetAtRest(_ expected: Picture) throws {
    let animated = try Self.picture(expected.scenario)
    let still = animated.still
    #expect(!still.all.contains { SVGNode.animationNames.contains($0.name) })
    #expect(animated.all.contains { $0.name == "animate" }, "a browser still plays it")

    // The phone: bezel 390 × 844 pt at 0.46 px/pt plus 9 px each side.
    let bezel = try #require(still.children.first { $0.name == "rect" })
    #expect(bezel.number("width") == 197.4)
    #expect(bezel.number("height") == 406.2)
    let screen = try #require(
      still.element(id: "p-\(expected.scenario)-screen")?.children.first)
    let screenWidth = try #require(screen.number("width"))
    let screenHeight = try #require(screen.number("height"))
    #expect(screenWidth == 390)
    #expect(screenHeight == 844)

    // The sheet: a real shape inside the screen, where the engine rests it.
    let path = try #require(still.element(id: "p-\(expected.scenario)-sheet"))
    let sheet = try #require(Self.bounds(path.attributes["d"] ?? ""), "the sheet has a shape")
    #expect(sheet.width > 0)
    #expect(sheet.height > 0)
    #expect(sheet.y >= 0 && sheet.y < screenHeight, "the sheet's top is on screen")
    #expect(sheet.y + sheet.height <= screenHeight + 0.05)
    #expect(abs(sheet.x - expected.sheet.x) < 0.05)
    #expect(abs(sheet.y - expected.sheet.y) < 0.05)
    #expect(abs(sheet.width - expected.sheet.width) < 0.05)
    #expect(abs(sheet.height - expected.sheet.height) < 0.05)

    // Its content is drawn on it, not at the screen's top-left corner.
    let content = try #require(still.element(id: "p-\(expected.scenario)-content"))
    let origin = try #require(Self.translation(content.attributes["transform"]))
    #expect(abs(origin.x - sheet.x) < 0.05)
    #expect(abs(origin.y - sheet.y) < 0.05)

    // The backdrop, and the caption: at rest ("idle", never "dismissed").
    let backdrop = try #require(still.all.first { $0.attributes["fill"] == "#000000" })
    #expect(backdrop.number("fill-opacity") == expected.backdrop)
    let phases = still.all.filter { $0.name == "text" && $0.attributes["opacity"] != nil }
    #expect(phases.filter { $0.attributes["opacity"] == "1" }.map(\.textContent) == ["idle"])
  }

  @Test func inlineHeaderHoldsTheSearchFieldOverCoffeeAndParks() throws {
    let still = try Self.picture("inline-flick").still
    let content = try #require(still.element(id: "p-inline-flick-content"))
    let origin = try #require(Self.translation(content.attributes["transform"]))
    let header = try #require(still.element(id: "p-inline-flick-header"))
    let search = try #require(header.all.first { $0.name == "text" })
    #expect(search.textContent == "Search")
    // Below the 20 pt grabber band, inside the 120 pt the sheet shows at rest.
    let baseline = origin.y + (search.number("y") ?? -1)
    #expect(baseline > 724 + 20 && baseline < 724 + 120, "baseline \(baseline)")
    let field = try #require(header.all.first { $0.name == "rect" })
    #expect((field.number("y") ?? -1) + (field.number("height") ?? 0) <= 120)
    // The list under the header, as in the README's code, and no search field on the map.
    let texts = still.all.filter { $0.name == "text" }.map(\.textContent)
    let listed = content.all.filter { $0.name == "text" }.map(\.textContent)
    #expect(listed == ["Search", "Coffee", "Parks"])
    // Both rows show in the still, above the sheet's bottom edge at 844.
    for row in content.all where row.name == "text" {
      let y = origin.y + (row.number("y") ?? .infinity)
      #expect(y > 724 && y <= 844 - 4, "\(row.textContent) at \(y)")
    }
    #expect(texts.filter { $0 == "Search" }.count == 1)
    #expect(!texts.contains { $0.contains("anchor:") }, "no unexplained detent label")
    #expect(texts.contains("detents"), "the red marks have a legend")
  }

  @Test func modalHeaderHasTheTitleAndACloseButton() throws {
    let still = try Self.picture("modal-present-drag-dismiss").still
    let origin = try #require(
      Self.translation(
        still.element(id: "p-modal-present-drag-dismiss-content")?.attributes["transform"]))
    let header = try #require(still.element(id: "p-modal-present-drag-dismiss-header"))
    let title = try #require(header.all.first { $0.name == "text" })
    #expect(title.textContent == "Order")
    // Centred in the header under the 20 pt grabber band (header 56 pt: baseline 20 + 28 + 7).
    #expect(title.number("x") == 195)
    #expect(title.number("y") == 55)
    let close = try #require(still.element(id: "p-modal-present-drag-dismiss-close"))
    let circle = try #require(close.all.first { $0.name == "circle" })
    let cx = try #require(circle.number("cx"))
    let cy = try #require(circle.number("cy"))
    #expect(cx == 356 && cy == 48, "trailing, centred in the header")
    // On screen in the still: the sheet rests at y 445.5 on a 844 pt screen.
    #expect(origin.y + cy > 445.5 && origin.y + cy < 844)
  }

  @Test(arguments: pictures)
  func captionRowsDoNotOverlap(_ expected: Picture) throws {
    let still = try Self.picture(expected.scenario).still
    let bar = try #require(still.element(id: "p-\(expected.scenario)-time"))
    let barTop = try #require(bar.number("y"))
    let phases = still.all.filter { $0.name == "text" && $0.attributes["opacity"] != nil }
    #expect(!phases.isEmpty)
    for label in phases {
      // A 12 px label's descenders reach about 3 px below its baseline.
      let baseline = try #require(label.number("y"))
      #expect(baseline + 3 <= barTop, "\(label.textContent) at \(baseline), bar at \(barTop)")
      #expect(label.number("x") == 4)
    }
    // The bar spans the caption, clear of the labels' row whatever the label's width.
    #expect(bar.number("x") == 4)
  }

  @Test func modalCaptionSaysDismissedWithoutTouchingTheBar() throws {
    let animated = try Self.picture("modal-present-drag-dismiss")
    let dismissed = try #require(
      animated.all.first { $0.name == "text" && $0.textContent == "dismissed" })
    let bar = try #require(animated.element(id: "p-modal-present-drag-dismiss-time"))
    #expect((dismissed.number("y") ?? 0) + 3 <= (bar.number("y") ?? 0))
  }

  @Test(arguments: pictures)
  func captionSaysTheScreenDimsOnlyWhenItDoes(_ expected: Picture) throws {
    let scenario = try bundledScenario(expected.scenario)
    let dimmest = Replay.run(scenario).frames.map(\.backdropOpacity).max() ?? 0
    let texts = try Self.picture(expected.scenario).still.all.filter { $0.name == "text" }
      .map(\.textContent)
    if dimmest > 0 {
      #expect(texts.contains("backdrop dims the screen to 40%"))
      // The floating demo dims because floating cards dim by default, not by a setting.
      #expect(scenario.configuration.undimmedThrough == nil)
      #expect(scenario.configuration.backdropOpacity == 0.4)
    } else {
      #expect(texts.contains("no backdrop: screen stays usable"))
      #expect(!texts.contains { $0.contains("dims") })
    }
  }

  @Test func restingFrameIsTheFirstAtRestOnScreenAndFallsBack() throws {
    let scenario = try bundledScenario("modal-present-drag-dismiss")
    let frames = Replay.run(scenario).frames
    let screens = frames.map { PhoneAnimation.screen(scenario, at: $0.time) }
    // Dismissed until 0.05 s, presented and springing up, idle on medium from 0.717 s.
    let rest = PhoneAnimation.restingFrame(frames, screens: screens)
    #expect(frames[rest].phase == .idle)
    #expect(abs(frames[rest].time - 0.717) < 0.001)
    #expect(abs(frames[rest].frame.height - 398.5) < 0.05)
    #expect(frames[..<rest].allSatisfy { $0.phase != .idle })
    // Only the presentation: no frame at rest, so the tallest frame on screen.
    let rising = Array(frames[..<rest])
    let tallest = PhoneAnimation.restingFrame(rising, screens: screens)
    try #require(rising.indices.contains(tallest))
    #expect(rising[tallest].frame.height == rising.map(\.frame.height).max())
    #expect(rising[tallest].frame.height > 390)
    // Only frames off screen: the last; none: 0.
    let hidden = Array(frames[..<3])
    #expect(hidden.allSatisfy { $0.phase == .dismissed })
    #expect(PhoneAnimation.restingFrame(hidden, screens: screens) == 2)
    #expect(PhoneAnimation.restingFrame([], screens: []) == 0)
  }
}
