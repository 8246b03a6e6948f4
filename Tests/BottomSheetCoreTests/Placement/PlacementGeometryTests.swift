@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling
import Testing

/// Where each placement puts the sheet, in points, on the catalogue's exact sizes: the frame
/// and corners a user sees at rest.
@Suite("Placement geometry")
struct PlacementGeometryTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let name: String
    let device: ScreenDevice
    let arrangement: ScreenArrangement
    let style: SheetStyle
    let detents: [Detent]
    let initial: DetentID
    var contentHeight = 0.0
    var direction: SheetLayoutDirection? = nil
    var adapt: @Sendable (inout SheetAdaptation) -> Void = { _ in }
    /// The frame at rest at `initial`, the top corners' radius and the bottom ones'.
    let frame: SheetRect
    let radius: Double
    var bottomRadius: Double? = nil
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    // 1376 × 1032: 10 pt inside the safe area; base 1032 − 20 − 10 = 1002; top 24 + 10.
    Row(
      name: "inline side panel, iPad Pro 13 landscape, large", device: .iPadPro13,
      arrangement: .landscape, style: .inline, detents: [.height(200), .large],
      initial: "large", frame: SheetRect(x: 10, y: 34, width: 375, height: 968), radius: 16),
    Row(
      name: "inline side panel, right to left: on the right", device: .iPadPro13,
      arrangement: .landscape, style: .inline, detents: [.height(200), .large],
      initial: "height:200", direction: .rightToLeft,
      frame: SheetRect(x: 991, y: 802, width: 375, height: 200), radius: 16),
    Row(
      name: "inline side panel on the trailing edge", device: .iPadPro13, arrangement: .landscape,
      style: .inline, detents: [.height(200), .large], initial: "height:200",
      adapt: { $0.panelEdge = .trailing },
      frame: SheetRect(x: 991, y: 802, width: 375, height: 200), radius: 16),
    Row(
      name: "inline side panel 400 wide, iPad Air 11 portrait", device: .iPadAir11,
      arrangement: .portrait, style: .inline, detents: [.height(200)], initial: "height:200",
      adapt: { $0.panelWidth = 400 },
      frame: SheetRect(x: 10, y: 950, width: 400, height: 200), radius: 16),
    // iPhone 16 landscape: 59 pt sides, 21 pt bottom: x 69, base 393 − 21 − 10 = 362; the
    // header is the chrome alone (20), since the panel rests above the home indicator.
    Row(
      name: "inline side panel, iPhone 16 landscape, header", device: .iPhone16,
      arrangement: .landscape, style: .inline, detents: [.header, .medium, .large],
      initial: "header", frame: SheetRect(x: 69, y: 342, width: 375, height: 20), radius: 16),
    Row(
      name: "inline side panel, iPhone 16 landscape, large: never taller than the room",
      device: .iPhone16, arrangement: .landscape, style: .inline,
      detents: [.header, .medium, .height(2000)], initial: "height:2000",
      frame: SheetRect(x: 69, y: 10, width: 375, height: 352), radius: 16),
    // Form: 540 × 620 centred in 1032 × 1376 less the safe area and 10 pt.
    Row(
      name: "modal form, iPad Pro 13 portrait, at medium", device: .iPadPro13,
      arrangement: .portrait, style: .modal, detents: [.medium, .large], initial: "medium",
      frame: SheetRect(x: 246, y: 380, width: 540, height: 620), radius: 16),
    Row(
      name: "modal page, iPad Pro 13 portrait", device: .iPadPro13, arrangement: .portrait,
      style: .modal, detents: [.medium, .large], initial: "large",
      adapt: { $0.regularWidth = .centered(.page) },
      frame: SheetRect(x: 164, y: 34, width: 704, height: 1312), radius: 16),
    Row(
      name: "modal fitted to 300 pt of content and the 20 pt grabber", device: .iPadPro13,
      arrangement: .portrait, style: .modal, detents: [.medium, .large], initial: "large",
      contentHeight: 300, adapt: { $0.regularWidth = .centered(.fitted) },
      frame: SheetRect(x: 246, y: 530, width: 540, height: 320), radius: 16),
    Row(
      name: "modal form in a 2/3 Split View of the iPad mini", device: .iPadMini,
      arrangement: .splitTwoThirds, style: .modal, detents: [.large], initial: "large",
      frame: SheetRect(x: 131.5, y: 64, width: 540, height: 620), radius: 16),
    Row(
      name: "modal full screen, iPhone 16 landscape", device: .iPhone16, arrangement: .landscape,
      style: .modal, detents: [.medium, .large], initial: "large",
      frame: SheetRect(x: 0, y: 0, width: 852, height: 393), radius: 0),
    // Edge-attached in compact height: the phone's sheet, 640 wide, the header clear of the
    // 21 pt home-indicator strip.
    Row(
      name: "modal edge-attached, iPhone 16 landscape, header", device: .iPhone16,
      arrangement: .landscape, style: .modal, detents: [.header, .large], initial: "header",
      adapt: { $0.prefersEdgeAttachedInCompactHeight = true },
      frame: SheetRect(x: 106, y: 352, width: 640, height: 41), radius: 16, bottomRadius: 0),
    // Card: 480 wide, 12 pt above the bottom safe area.
    Row(
      name: "floating card, iPad Air 11 landscape", device: .iPadAir11, arrangement: .landscape,
      style: .floating, detents: [.height(300)], initial: "height:300",
      frame: SheetRect(x: 350, y: 488, width: 480, height: 300), radius: 24),
    Row(
      name: "floating card in the bottom leading corner", device: .iPadAir11,
      arrangement: .landscape, style: .floating, detents: [.height(300)], initial: "height:300",
      adapt: { $0.cardAnchor = .bottomLeading },
      frame: SheetRect(x: 12, y: 488, width: 480, height: 300), radius: 24),
    Row(
      name: "floating card, iPhone 16 Pro Max landscape", device: .iPhone16ProMax,
      arrangement: .landscape, style: .floating, detents: [.height(300)], initial: "height:300",
      frame: SheetRect(x: 238, y: 108, width: 480, height: 300), radius: 24),
    // Compact width: today's sheet, 393 wide.
    Row(
      name: "inline, iPhone 16 portrait: the phone's sheet", device: .iPhone16,
      arrangement: .portrait, style: .inline, detents: [.height(200)], initial: "height:200",
      frame: SheetRect(x: 0, y: 652, width: 393, height: 200), radius: 16, bottomRadius: 0),
  ]

  @Test("The frame and corners at rest", arguments: rows)
  func frameAtRest(_ row: Row) throws {
    let environment = try #require(ScreenCatalog.environment(row.device, row.arrangement))
    var configuration = SheetConfiguration(
      style: row.style, detents: row.detents, initialDetent: row.initial)
    configuration.startsPresented = true
    row.adapt(&configuration.adaptation)
    let context = environment.context(
      contentHeight: row.contentHeight, layoutDirection: row.direction)
    let engine = SheetEngine(configuration: configuration, context: context)
    let layout = engine.layout(at: 0)
    #expect(layout.frame == row.frame)
    #expect(layout.cornerRadii.topLeading == row.radius)
    #expect(layout.cornerRadii.bottomTrailing == (row.bottomRadius ?? row.radius))
    #expect(layout.selectedDetent == row.initial)
    #expect(engine.diagnostics.filter { $0.code == .invalidGeometry }.isEmpty)
  }

  @Test("A centred form applies no detents: medium and large rest at its 620 pt")
  func formIgnoresDetents() throws {
    let environment = try #require(ScreenCatalog.environment(.iPadPro13, .portrait))
    var configuration = SheetConfiguration(
      style: .modal, detents: [.medium, .large], initialDetent: "medium", startsPresented: true)
    // An automatic grabber, as Apple's sheet: one resting height, nothing to drag between.
    configuration.chrome.grabber = .automatic
    var engine = SheetEngine(configuration: configuration, context: environment.context())
    #expect(engine.layout(at: 0).height == 620)
    engine.send(.select("large", animated: false), at: 0.1)
    let layout = engine.layout(at: 0.1)
    #expect(layout.height == 620)
    #expect(layout.selectedDetent == "medium")
    #expect(!layout.showsGrabber)
    #expect(layout.backdropOpacity == 0.4)
  }

  @Test("An inline side panel has no backdrop: the screen beside it stays usable")
  func sidePanelLeavesTheScreenUsable() throws {
    let environment = try #require(ScreenCatalog.environment(.iPadAir11, .landscape))
    let engine = SheetEngine(
      configuration: SheetConfiguration(style: .inline, detents: [.medium, .large]),
      context: environment.context())
    let layout = engine.layout(at: 0)
    #expect(layout.backdropOpacity == 0)
    #expect(!layout.backdropBlocksTouches)
    #expect(layout.placement.edge == .leading)
    #expect(layout.frame.x + layout.frame.width == 385)
  }

  @Test("Bad adaptation numbers are repaired with a diagnostic, never NaN")
  func badNumbers() throws {
    let environment = try #require(ScreenCatalog.environment(.iPadPro13, .landscape))
    var configuration = SheetConfiguration(style: .inline, detents: [.large])
    configuration.adaptation.panelWidth = .nan
    configuration.adaptation.edgeInset = -4
    configuration.adaptation.formSize = SheetSize(width: .infinity, height: 0)
    configuration.adaptation.panelEdge = .bottom
    let engine = SheetEngine(configuration: configuration, context: environment.context())
    let fields = engine.diagnostics.map(\.field)
    #expect(fields.contains("sheet.adaptation.panelWidth"))
    #expect(fields.contains("sheet.adaptation.edgeInset"))
    #expect(fields.contains("sheet.adaptation.formWidth"))
    #expect(fields.contains("sheet.adaptation.formHeight"))
    #expect(fields.contains("sheet.adaptation.panelEdge"))
    #expect(engine.layout(at: 0).frame == SheetRect(x: 10, y: 34, width: 375, height: 968))
  }

  @Test("A panel wider than a tiny window shrinks to the room; nothing is NaN or negative")
  func tinyWindow() {
    var context = SheetContext(containerSize: SheetSize(width: 30, height: 40))
    context.traits = SheetTraits(horizontalSizeClass: .regular, verticalSizeClass: .compact)
    for style in SheetStyle.allCases {
      var configuration = SheetConfiguration(style: style, detents: [.header, .large])
      configuration.adaptation.minimumWidthBeside = 0
      configuration.adaptation.regularWidth = .sidePanel
      let layout = SheetEngine(configuration: configuration, context: context).layout(at: 0)
      #expect(isFinite(layout))
      #expect(layout.frame.width >= 0 && layout.frame.height >= 0)
      #expect(layout.frame.width <= 30 && layout.frame.height <= 40)
    }
  }
}

extension PlacementGeometryTests {
  struct KeyboardRow: CustomTestStringConvertible, Sendable {
    let name: String
    let style: SheetStyle
    let keyboard: Double
    let frame: SheetRect
    var testDescription: String { name }
  }

  /// iPad Pro 13 portrait (1032 × 1376). The form's bottom stays 10 pt above the keyboard:
  /// with 400 pt it moves up from y 380 to 346; with 1000 pt it is pushed to the top inset and
  /// shortened to the room left (1376 − 1000 − 10 − 34 = 332). The panel rests above it too.
  static let keyboardRows: [KeyboardRow] = [
    KeyboardRow(
      name: "form over a 400 pt keyboard", style: .modal, keyboard: 400,
      frame: SheetRect(x: 246, y: 346, width: 540, height: 620)),
    KeyboardRow(
      name: "form over a 1000 pt keyboard", style: .modal, keyboard: 1000,
      frame: SheetRect(x: 246, y: 34, width: 540, height: 332)),
    KeyboardRow(
      name: "side panel over a 400 pt keyboard", style: .inline, keyboard: 400,
      frame: SheetRect(x: 10, y: 34, width: 375, height: 932)),
  ]

  @Test("A placed sheet stays above the keyboard, shortened if it must", arguments: keyboardRows)
  func aboveTheKeyboard(_ row: KeyboardRow) throws {
    let environment = try #require(ScreenCatalog.environment(.iPadPro13, .portrait))
    let engine = SheetEngine(
      configuration: SheetConfiguration(
        style: row.style, detents: [.large], startsPresented: true),
      context: environment.context(keyboardHeight: row.keyboard))
    let layout = engine.layout(at: 0)
    #expect(layout.frame == row.frame)
    #expect(isFinite(layout))
  }
}
