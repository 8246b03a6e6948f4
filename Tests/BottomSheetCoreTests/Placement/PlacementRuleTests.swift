@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling
import Testing

/// The placement rule (``SheetPlacement/decide(style:adaptation:context:)``) on the catalogue's
/// devices: one row per (device, arrangement, kind), with the placement and the basis the rule
/// must say it used.
@Suite("Placement per size class")
struct PlacementRuleTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let device: ScreenDevice
    let arrangement: ScreenArrangement
    let style: SheetStyle
    let kind: SheetPlacement.Kind
    let edge: SheetEdge
    let basis: SheetPlacement.Basis
    var testDescription: String { "\(device) \(arrangement) \(style)" }
  }

  static let rows: [Row] = [
    // iPhone portrait: compact width, regular height: today's sheets.
    Row(
      device: .iPhone16, arrangement: .portrait, style: .inline, kind: .bottom, edge: .bottom,
      basis: .horizontalSizeClass),
    Row(
      device: .iPhone16, arrangement: .portrait, style: .modal, kind: .bottom, edge: .bottom,
      basis: .horizontalSizeClass),
    Row(
      device: .iPhone16, arrangement: .portrait, style: .floating, kind: .bottom,
      edge: .bottom, basis: .horizontalSizeClass),
    // iPhone landscape: compact height.
    Row(
      device: .iPhone16, arrangement: .landscape, style: .modal, kind: .fullScreen,
      edge: .bottom, basis: .verticalSizeClass),
    Row(
      device: .iPhone16, arrangement: .landscape, style: .inline, kind: .sidePanel,
      edge: .leading, basis: .verticalSizeClass),
    Row(
      device: .iPhone16, arrangement: .landscape, style: .floating, kind: .card(.bottom),
      edge: .bottom, basis: .verticalSizeClass),
    Row(
      device: .iPhone16ProMax, arrangement: .landscape, style: .modal, kind: .fullScreen,
      edge: .bottom, basis: .verticalSizeClass),
    Row(
      device: .iPhone16ProMax, arrangement: .landscape, style: .inline, kind: .sidePanel,
      edge: .leading, basis: .verticalSizeClass),
    // SE landscape: 667 wide holds 375 + 2 × 10 + 240 beside.
    Row(
      device: .iPhoneSE3, arrangement: .landscape, style: .inline, kind: .sidePanel,
      edge: .leading, basis: .verticalSizeClass),
    // iPad full screen: regular both ways.
    Row(
      device: .iPadPro13, arrangement: .portrait, style: .inline, kind: .sidePanel,
      edge: .leading, basis: .horizontalSizeClass),
    Row(
      device: .iPadPro13, arrangement: .landscape, style: .modal, kind: .centered(.form),
      edge: .none, basis: .horizontalSizeClass),
    Row(
      device: .iPadMini, arrangement: .portrait, style: .modal, kind: .centered(.form),
      edge: .none, basis: .horizontalSizeClass),
    Row(
      device: .iPadAir11, arrangement: .landscape, style: .floating, kind: .card(.bottom),
      edge: .bottom, basis: .horizontalSizeClass),
    // Split View.
    Row(
      device: .iPadPro13, arrangement: .splitOneThird, style: .inline, kind: .bottom,
      edge: .bottom, basis: .horizontalSizeClass),
    Row(
      device: .iPadPro13, arrangement: .splitHalf, style: .inline, kind: .sidePanel,
      edge: .leading, basis: .horizontalSizeClass),
    Row(
      device: .iPadPro13, arrangement: .splitHalf, style: .modal, kind: .centered(.form),
      edge: .none, basis: .horizontalSizeClass),
    Row(
      device: .iPadAir11, arrangement: .splitHalf, style: .modal, kind: .bottom,
      edge: .bottom, basis: .horizontalSizeClass),
    Row(
      device: .iPadAir11, arrangement: .splitTwoThirds, style: .inline, kind: .sidePanel,
      edge: .leading, basis: .horizontalSizeClass),
    Row(
      device: .iPadMini, arrangement: .splitTwoThirds, style: .modal, kind: .centered(.form),
      edge: .none, basis: .horizontalSizeClass),
    // Stage Manager.
    Row(
      device: .iPadPro13, arrangement: .stageManager, style: .inline, kind: .sidePanel,
      edge: .leading, basis: .horizontalSizeClass),
    Row(
      device: .iPadPro13, arrangement: .stageManagerNarrow, style: .modal, kind: .bottom,
      edge: .bottom, basis: .horizontalSizeClass),
  ]

  @Test("Each kind's placement on each device", arguments: rows)
  func placement(_ row: Row) throws {
    let environment = try #require(ScreenCatalog.environment(row.device, row.arrangement))
    let placement = SheetPlacement.decide(
      style: row.style, adaptation: SheetAdaptation(), context: environment.context())
    #expect(placement.kind == row.kind)
    #expect(placement.edge == row.edge)
    #expect(placement.basis == row.basis)
  }

  @Test("Size classes not both reported: the bottom sheet at any width, as before")
  func unknownSizeClass() {
    let partial = [
      SheetTraits(), SheetTraits(verticalSizeClass: .compact),
      SheetTraits(horizontalSizeClass: .regular),
    ]
    for style in SheetStyle.allCases {
      for traits in partial {
        var context = SheetContext(containerSize: SheetSize(width: 1376, height: 1032))
        context.traits = traits
        let placement = SheetPlacement.decide(
          style: style, adaptation: SheetAdaptation(), context: context)
        #expect(placement == .bottom)
      }
    }
  }

  @Test("A form too wide for the room falls back to the bottom sheet, by width")
  func formTooWide() throws {
    let environment = try #require(ScreenCatalog.environment(.iPadPro13, .splitHalf))
    var adaptation = SheetAdaptation()
    adaptation.regularWidth = .centered(.page)
    // 704 + 2 × 10 > 683.
    let placement = SheetPlacement.decide(
      style: .modal, adaptation: adaptation, context: environment.context())
    #expect(placement == SheetPlacement(kind: .bottom, edge: .bottom, basis: .width))
  }

  @Test("An edge-attached modal in compact height, by the app's choice")
  func edgeAttached() throws {
    let environment = try #require(ScreenCatalog.environment(.iPhone16, .landscape))
    var adaptation = SheetAdaptation()
    adaptation.prefersEdgeAttachedInCompactHeight = true
    let placement = SheetPlacement.decide(
      style: .modal, adaptation: adaptation, context: environment.context())
    #expect(placement == SheetPlacement(kind: .bottom, edge: .bottom, basis: .verticalSizeClass))
  }

  @Test("An inline sheet asked to centre takes the side panel: it has no backdrop")
  func inlineNeverCentred() throws {
    let environment = try #require(ScreenCatalog.environment(.iPadAir11, .landscape))
    var adaptation = SheetAdaptation()
    adaptation.regularWidth = .centered(.form)
    let placement = SheetPlacement.decide(
      style: .inline, adaptation: adaptation, context: environment.context())
    #expect(placement.kind == .sidePanel)
  }
}
