@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling
@_spi(Lab) import SheetLabKit
import Foundation
import Testing

/// The iPad and landscape pictures (`sheetlab render --device`, the bundled `ipad-*` and
/// `iphone-landscape-*` scenarios, docs/IPAD.md's pictures): each is a row of the device table,
/// its sheet is drawn at the frame the engine's placement gives for that row's size, a side
/// panel leaves the screen beside it undimmed, and a one-third Split View falls back to the
/// bottom sheet (docs/IPAD.md, "The rule").
@Suite("iPad and landscape pictures")
struct IPadPictureTests {
  /// One picture of docs/IPAD.md: its scenario, the catalog row it is drawn on, and the
  /// sheet's resting frame there, in points, from the placement rule's numbers.
  struct Picture: Sendable, CustomTestStringConvertible {
    var scenario: String
    var device: ScreenDevice
    var arrangement: ScreenArrangement
    var kind: SheetPlacement.Kind
    var sheet: SheetRect
    /// The backdrop's opacity in the still (0: the screen is not dimmed).
    var backdrop: Double
    var testDescription: String { scenario }
  }

  static let pictures: [Picture] = [
    // 1180 × 820, safe area 24 / 20: a 375 pt panel 10 pt inside the left edge, its base 10 pt
    // above the home-indicator strip (820 − 20 − 10 = 790), medium = half of 790 − 24 − 10.
    Picture(
      scenario: "ipad-inline-side-panel", device: .iPadAir11, arrangement: .landscape,
      kind: .sidePanel, sheet: SheetRect(x: 10, y: 412, width: 375, height: 378), backdrop: 0),
    // The 540 × 620 form, centred in the room between 24 + 10 and 820 − 20 − 10.
    Picture(
      scenario: "ipad-modal-form", device: .iPadAir11, arrangement: .landscape,
      kind: .centered(.form), sheet: SheetRect(x: 320, y: 102, width: 540, height: 620),
      backdrop: 0.4),
    // A 480 pt card at the bottom centre, 12 pt above the strip (788), at height:260.
    Picture(
      scenario: "ipad-floating-card", device: .iPadAir11, arrangement: .landscape,
      kind: .card(.bottom), sheet: SheetRect(x: 350, y: 528, width: 480, height: 260),
      backdrop: 0.4),
    // 852 × 393 with 59 pt sides: the edge-attached sheet is 640 pt wide, centred in the 734 pt
    // between the sides (59 + 47), at medium: half of the 393 pt height.
    Picture(
      scenario: "iphone-landscape-edge-attached", device: .iPhone16, arrangement: .landscape,
      kind: .bottom, sheet: SheetRect(x: 106, y: 196.5, width: 640, height: 196.5),
      backdrop: 0.4),
  ]

  /// The picture `scripts/readme-images` writes for `scenario`, parsed.
  static func picture(_ scenario: Scenario, id: String) throws -> SVGNode {
    let svg = PhoneAnimation().render(scenario, outcome: Replay.run(scenario), id: id)
    return try #require(SVGNode.parse(svg), "the picture is well-formed XML")
  }

  /// The sheet's box in the still picture (no SMIL): its path's bounds.
  static func stillSheet(_ picture: SVGNode, id: String) throws -> SheetRect {
    let path = try #require(picture.still.element(id: "p-\(id)-sheet"))
    return try #require(StillPictureTests.bounds(path.attributes["d"] ?? ""))
  }

  static func expectEqual(
    _ a: SheetRect, _ b: SheetRect, _ comment: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let close =
      abs(a.x - b.x) < 0.05 && abs(a.y - b.y) < 0.05 && abs(a.width - b.width) < 0.05
      && abs(a.height - b.height) < 0.05
    #expect(close, "\(comment): \(a) is not \(b)", sourceLocation: sourceLocation)
  }

  @Test(arguments: pictures)
  func sheetIsDrawnAtThePlacementFrameForTheCatalogSize(_ expected: Picture) throws {
    let scenario = try bundledScenario(expected.scenario)
    let row = try #require(ScreenCatalog.environment(expected.device, expected.arrangement))
    // The scenario is the catalog's row: its container, safe area and both size classes.
    #expect(scenario.context.containerSize == row.size)
    #expect(scenario.context.safeArea == row.safeArea)
    #expect(scenario.context.traits.horizontalSizeClass == row.horizontalSizeClass)
    #expect(scenario.context.traits.verticalSizeClass == row.verticalSizeClass)
    // The engine, given the row's context, places the sheet at the frame the rule says.
    let engine = SheetEngine(
      configuration: scenario.configuration,
      context: row.context(contentHeight: scenario.context.contentHeight), time: 0)
    let layout = engine.layout(at: 0)
    #expect(layout.placement.kind == expected.kind)
    Self.expectEqual(layout.frame, expected.sheet, "the engine's frame")
    // The picture draws the sheet at rest at exactly that frame, on a screen of the row's size.
    let picture = try Self.picture(scenario, id: expected.scenario)
    Self.expectEqual(
      try Self.stillSheet(picture, id: expected.scenario), expected.sheet, "the picture's sheet")
    let screen = try #require(
      picture.still.element(id: "p-\(expected.scenario)-screen")?.children.first)
    #expect(screen.number("width") == row.size.width)
    #expect(screen.number("height") == row.size.height)
    let backdrop = try #require(picture.still.all.first { $0.attributes["fill"] == "#000000" })
    #expect(backdrop.number("fill-opacity") == expected.backdrop)
  }

  @Test func sidePanelLeavesTheScreenBesideItUndimmedAndUsable() throws {
    let scenario = try bundledScenario("ipad-inline-side-panel")
    let outcome = Replay.run(scenario)
    // Every frame, the drag and the spring included: a side panel beside a usable screen.
    #expect(outcome.frames.allSatisfy { $0.placement.kind == .sidePanel })
    #expect(outcome.frames.allSatisfy { $0.backdropOpacity == 0 && !$0.backdropBlocksTouches })
    // The panel leaves 1180 − 10 − 375 = 795 pt of the map beside it.
    #expect(outcome.frames.allSatisfy { $0.frame.x + $0.frame.width == 385 })
    #expect(outcome.final.selectedDetent == Detent.large.id)
    let picture = try Self.picture(scenario, id: "p")
    let backdrop = try #require(picture.all.first { $0.attributes["fill"] == "#000000" })
    #expect(backdrop.number("fill-opacity") == 0)
    #expect(backdrop.children.isEmpty, "the backdrop never animates: it stays clear")
    #expect(picture.all.contains { $0.textContent == "no backdrop: screen stays usable" })
    // The form sheet, by contrast, dims the screen around it.
    let form = Replay.run(try bundledScenario("ipad-modal-form"))
    #expect(form.frames.first?.backdropOpacity == 0.4)
    #expect(form.frames.first?.backdropBlocksTouches == true)
    // One height, nothing to drag between: the automatic grabber is hidden on the form.
    #expect(form.frames.first?.showsGrabber == false)
  }

  /// Where the inline side-panel scenario's sheet is on each iPad Air 11-inch arrangement:
  /// a side panel where the width is regular and has room, the bottom sheet in the compact
  /// one-third and half Split Views (medium: half of 820 − 24).
  struct Arrangement: Sendable, CustomTestStringConvertible {
    var arrangement: ScreenArrangement
    var kind: SheetPlacement.Kind
    var basis: SheetPlacement.Basis
    var sheet: SheetRect
    var testDescription: String { arrangement.rawValue }
  }

  static let arrangements: [Arrangement] = [
    Arrangement(
      arrangement: .portrait, kind: .sidePanel, basis: .horizontalSizeClass,
      sheet: SheetRect(x: 10, y: 592, width: 375, height: 558)),
    Arrangement(
      arrangement: .landscape, kind: .sidePanel, basis: .horizontalSizeClass,
      sheet: SheetRect(x: 10, y: 412, width: 375, height: 378)),
    Arrangement(
      arrangement: .splitOneThird, kind: .bottom, basis: .horizontalSizeClass,
      sheet: SheetRect(x: 0, y: 422, width: 375, height: 398)),
    Arrangement(
      arrangement: .splitHalf, kind: .bottom, basis: .horizontalSizeClass,
      sheet: SheetRect(x: 0, y: 422, width: 585, height: 398)),
    Arrangement(
      arrangement: .splitTwoThirds, kind: .sidePanel, basis: .horizontalSizeClass,
      sheet: SheetRect(x: 10, y: 412, width: 375, height: 378)),
  ]

  @Test(arguments: arrangements)
  func sidePanelOnEachArrangementAndTheOneThirdSplitFallsBack(_ expected: Arrangement) throws {
    let row = try #require(ScreenCatalog.environment(.iPadAir11, expected.arrangement))
    let scenario = try bundledScenario("ipad-inline-side-panel").on(row)
    let outcome = Replay.run(scenario)
    let first = try #require(outcome.frames.first)
    #expect(first.placement.kind == expected.kind)
    #expect(first.placement.basis == expected.basis)
    Self.expectEqual(first.frame, expected.sheet, "the engine's frame")
    let picture = try Self.picture(scenario, id: "s")
    Self.expectEqual(try Self.stillSheet(picture, id: "s"), expected.sheet, "the picture's sheet")
    if expected.kind == .bottom {
      // The phone's sheet: full width, on the bottom edge, top corners rounded only.
      #expect(first.frame.y + first.frame.height == row.size.height)
      #expect(first.cornerRadii.bottomLeading == 0 && first.cornerRadii.bottomTrailing == 0)
    }
    // The drag moved with the sheet, so it lands on the sheet and carries it to large.
    #expect(outcome.final.selectedDetent == Detent.large.id)
  }

  @Test func aPhoneScenarioOnAnIPadKeepsItsDragOnTheSheet() throws {
    // inline-flick was written for a 390 × 844 phone; on an iPad Air in landscape its sheet is
    // a side panel 10 pt above the strip, and the flick still carries it past the header.
    let row = try #require(ScreenCatalog.environment(.iPadAir11, .landscape))
    let phone = try bundledScenario("inline-flick")
    let scenario = phone.on(row)
    #expect(scenario.context.containerSize == SheetSize(width: 1180, height: 820))
    #expect(scenario.context.anchors == phone.context.anchors)
    let outcome = Replay.run(scenario)
    let first = try #require(outcome.frames.first)
    #expect(first.placement.kind == .sidePanel)
    Self.expectEqual(first.frame, SheetRect(x: 10, y: 670, width: 375, height: 120), "at 120")
    #expect(outcome.log.contains { $0.typeName == "dragBegan" })
    #expect(outcome.final.selectedDetent == Detent.large.id)
  }

  /// Runs the built `sheetlab` with `arguments`.
  static func sheetlab(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    let url = try #require(BadInputReplayTests.binary, "no sheetlab binary near the test bundle")
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let (out, err) = (Pipe(), Pipe())
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let o = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, o, e)
  }

  @Test(.enabled(if: BadInputReplayTests.expectsBinary))
  func renderWithADeviceDrawsThePictureOnThatRow() throws {
    let file = TestPaths.scenarios + "/inline-flick.json"
    let drawn = try Self.sheetlab([
      "render", "--device", "iPad Air 11-inch", "--arrangement", "landscape", file,
    ])
    #expect(drawn.status == 0)
    #expect(drawn.err.isEmpty)
    let row = try #require(ScreenCatalog.environment(.iPadAir11, .landscape))
    let scenario = try bundledScenario("inline-flick").on(row)
    let expected = PhoneAnimation().render(
      scenario, outcome: Replay.run(scenario), id: "inline-flick")
    #expect(drawn.out == expected)
    let svg = try #require(SVGNode.parse(drawn.out))
    Self.expectEqual(
      try Self.stillSheet(svg, id: "inline-flick"),
      SheetRect(x: 10, y: 670, width: 375, height: 120), "the side panel at 120")
    let refused = try Self.sheetlab(["render", "--device", "iPad", file])
    #expect(refused.status == 1)
    #expect(refused.out.isEmpty)
    #expect(refused.err.hasPrefix("sheetlab: device: \"iPad\" matches several devices"))
    let alone = try Self.sheetlab(["render", "--arrangement", "1/3", file])
    #expect(alone.status == 1)
    #expect(alone.err == "sheetlab: --arrangement needs --device\n")
  }

  /// What `--device` and `--arrangement` accept and refuse.
  struct Lookup: Sendable, CustomTestStringConvertible {
    var device: String
    var arrangement: String
    /// The row's label, or the field the error names.
    var result: String
    var testDescription: String { "\(device) / \(arrangement)" }
  }

  static let lookups: [Lookup] = [
    Lookup(device: "iPad Air 11-inch", arrangement: "landscape", result: "iPadAir11 landscape"),
    Lookup(device: "ipadair11", arrangement: "1/3", result: "iPadAir11 splitOneThird"),
    Lookup(device: "iPad Pro 13", arrangement: "stage", result: "iPadPro13 stageManager"),
    Lookup(device: "iPhone 16", arrangement: "portrait", result: "iPhone16 portrait"),
    Lookup(device: "iPad", arrangement: "landscape", result: "device"),
    Lookup(device: "", arrangement: "landscape", result: "device"),
    Lookup(device: "Galaxy Tab", arrangement: "landscape", result: "device"),
    Lookup(device: "iPad mini", arrangement: "sideways", result: "arrangement"),
    Lookup(device: "iPhone SE", arrangement: "1/3", result: "arrangement"),
  ]

  @Test(arguments: lookups)
  func commandLineNamesFindOneRowOrNameTheField(_ row: Lookup) {
    do {
      let found = try ScreenCatalog.environment(device: row.device, arrangement: row.arrangement)
      #expect("\(found.device.rawValue) \(found.arrangement.rawValue)" == row.result)
    } catch {
      #expect(error.field == row.result, "\(error.description)")
    }
  }
}
