@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// The placement fields in scenario files and host traces (docs/SCENARIOS.md): the sheet's
/// `adaptation`, the container's `traits` (layout direction included), each read back exactly,
/// left out when at their defaults so older files are written the same, and bad names refused
/// with the field named.
@Suite("Scenario codec: placement fields")
struct PlacementCodecTests {
  static let iPad: SheetContext = {
    var c = SheetContext(
      containerSize: SheetSize(width: 1376, height: 1032),
      safeArea: SheetInsets(top: 24, bottom: 20),
      contentHeight: 300)
    c.traits = SheetTraits(
      horizontalSizeClass: .regular, verticalSizeClass: .regular, dynamicTypeSize: .xLarge,
      colorScheme: .dark, layoutDirection: .rightToLeft)
    return c
  }()

  /// Every adaptation field away from its default.
  static func adaptation(_ regular: SheetAdaptation.RegularWidth) -> SheetAdaptation {
    SheetAdaptation(
      regularWidth: regular, prefersEdgeAttachedInCompactHeight: true, panelWidth: 401.5,
      panelEdge: .trailing, edgeInset: 12.25, minimumWidthBeside: 200,
      formSize: SheetSize(width: 560, height: 640.5), pageWidth: 720, cardMaximumWidth: 420,
      cardAnchor: .bottomTrailing)
  }

  static let choices: [SheetAdaptation.RegularWidth] = [
    .automatic, .bottom, .sidePanel, .card, .centered(.form), .centered(.page), .centered(.fitted),
  ]

  @Test("every adaptation field and every trait reads back exactly", arguments: choices)
  func roundTrip(_ regular: SheetAdaptation.RegularWidth) throws {
    var configuration = SheetConfiguration(style: .modal, detents: [.medium, .large])
    configuration.adaptation = Self.adaptation(regular)
    var turned = Self.iPad
    turned.containerSize = SheetSize(width: 375, height: 1032)
    turned.traits.horizontalSizeClass = .compact
    let scenario = Scenario(
      configuration: configuration, context: Self.iPad,
      events: [ScenarioEvent(t: 0.5, .updateContext(turned, animated: true))])
    let text = ScenarioEncoder.text(scenario, decimals: nil)
    let decoded = try ScenarioDecoder.decode(text)
    #expect(decoded.configuration.adaptation == configuration.adaptation)
    #expect(decoded.configuration == configuration)
    #expect(decoded.context == Self.iPad)
    #expect(decoded.events == scenario.events)
    #expect(ScenarioEncoder.text(decoded, decimals: nil) == text)
  }

  @Test("defaults are left out: a phone scenario's file has no adaptation and no traits")
  func defaultsLeftOut() throws {
    let scenario = Scenario(
      configuration: SheetConfiguration(style: .inline, detents: [.height(120), .large]),
      context: SheetContext(containerSize: SheetSize(width: 390, height: 844)), events: [])
    let text = ScenarioEncoder.text(scenario)
    #expect(!text.contains("adaptation"))
    #expect(!text.contains("traits"))
  }

  @Test("partial objects: the fields named replace the defaults, the rest stay")
  func partial() throws {
    let text = """
      {"container": {"width": 1180, "height": 820,
        "traits": {"horizontalSizeClass": "regular", "verticalSizeClass": "regular"}},
       "sheet": {"style": "inline", "detents": ["large"],
        "adaptation": {"regularWidth": "sidePanel", "panelWidth": 320}},
       "events": []}
      """
    let decoded = try ScenarioDecoder.decode(text)
    var want = SheetAdaptation()
    want.regularWidth = .sidePanel
    want.panelWidth = 320
    #expect(decoded.configuration.adaptation == want)
    #expect(decoded.context.traits.horizontalSizeClass == .regular)
    #expect(decoded.context.traits.layoutDirection == nil)
    // The replay places the sheet as a device would: a 320 pt panel 10 pt from the left.
    let engine = SheetEngine(configuration: decoded.configuration, context: decoded.context)
    #expect(engine.layout(at: 0).frame.x == 10)
    #expect(engine.layout(at: 0).frame.width == 320)
  }

  struct BadName: CustomTestStringConvertible, Sendable {
    let json: String
    let field: String
    var testDescription: String { field }
  }

  @Test(
    "an unknown name is refused with its field",
    arguments: [
      BadName(
        json: #""adaptation": {"regularWidth": "sideways"}"#, field: "sheet.adaptation.regularWidth"
      ),
      BadName(json: #""adaptation": {"panelEdge": "top"}"#, field: "sheet.adaptation.panelEdge"),
      BadName(
        json: #""adaptation": {"cardAnchor": "middle"}"#, field: "sheet.adaptation.cardAnchor"),
    ])
  func unknownNames(_ row: BadName) {
    let text = """
      {"container": {"width": 390, "height": 844}, "sheet": {"style": "modal", "detents": ["large"], \(row.json)},
       "events": []}
      """
    #expect {
      _ = try ScenarioDecoder.decode(text)
    } throws: { error in
      (error as? ScenarioError)?.field == row.field
    }
  }

  @Test("an unknown layout direction in the container is refused with its field")
  func unknownDirection() {
    let text = """
      {"container": {"width": 390, "height": 844, "traits": {"layoutDirection": "upward"}},
       "sheet": {"style": "modal", "detents": ["large"]}, "events": []}
      """
    #expect {
      _ = try ScenarioDecoder.decode(text)
    } throws: { error in
      (error as? ScenarioError)?.field == "container.traits.layoutDirection"
    }
  }

  @Test("a host trace's traits event carries the layout direction, and only when reported")
  func traceTraits() throws {
    var model = SheetHostModel(
      configuration: SheetConfiguration(style: .inline, detents: [.large]), isPresented: nil,
      selection: nil, recording: true)
    model.send(.container(size: SheetSize(width: 1376, height: 1032), safeArea: .zero), at: 0)
    model.send(.traits(Self.iPad.traits), at: 0.1)
    model.send(.traits(SheetTraits(horizontalSizeClass: .compact)), at: 0.2)
    let trace = try #require(model.trace)
    // Written for the first traits event (reported), not for the second (unknown).
    #expect(
      trace.json.split(separator: "layoutDirection", omittingEmptySubsequences: false).count == 2)
    let back = try HostTrace(json: trace.json)
    #expect(back == trace)
  }
}
