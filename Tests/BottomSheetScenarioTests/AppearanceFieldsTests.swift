@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// The scenario fields of issue #36 (`source`, `presentationSpring`, `dismissalSpring`,
/// `backdropFade`): read, written only when set, round-tripped, and named in errors.
@Suite("Scenario codec: source, role springs, backdrop fade")
struct AppearanceFieldsTests {
  static let file = """
    {"container": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}},
     "sheet": {"style": "modal", "detents": ["medium", "large"], "presented": false,
       "source": {"x": 330, "y": 60, "width": 44, "height": 44, "cornerRadius": 22},
       "presentationSpring": {"response": 0.5, "dampingFraction": 1},
       "dismissalSpring": {"response": 0.25, "dampingFraction": 1},
       "backdropFade": {"lower": "medium", "lowerOpacity": 0.1, "upper": "large",
         "upperOpacity": 0.5}},
     "events": [{"t": 0.1, "type": "present"}]}
    """

  @Test("the fields read into the configuration")
  func reads() throws {
    let c = try ScenarioDecoder.decode(Self.file).configuration
    #expect(
      c.source
        == SheetSource(rect: SheetRect(x: 330, y: 60, width: 44, height: 44), cornerRadius: 22))
    #expect(c.behavior.presentationSpring == SheetSpring(response: 0.5, dampingFraction: 1))
    #expect(c.behavior.dismissalSpring == SheetSpring(response: 0.25, dampingFraction: 1))
    #expect(
      c.backdropFade
        == BackdropFade(lower: "medium", lowerOpacity: 0.1, upper: "large", upperOpacity: 0.5))
  }

  @Test("rounded and exact files round-trip them", arguments: [4, nil] as [Int?])
  func roundTrips(decimals: Int?) throws {
    let scenario = try ScenarioDecoder.decode(Self.file)
    let text = ScenarioEncoder.text(scenario, decimals: decimals)
    let again = try ScenarioDecoder.decode(text)
    #expect(again.configuration.source == scenario.configuration.source)
    #expect(again.configuration.backdropFade == scenario.configuration.backdropFade)
    if decimals == nil {
      #expect(again.configuration == scenario.configuration)
    } else {
      #expect(ScenarioEncoder.text(again, decimals: decimals) == text)
      let s = try #require(again.configuration.behavior.presentationSpring)
      #expect(abs(s.response - 0.5) < 1e-4)
    }
  }

  @Test("a configuration without them is written as before: none of the four names appear")
  func absentWhenUnset() {
    let scenario = Scenario(
      configuration: SheetConfiguration(style: .modal, detents: [.medium, .large]),
      context: ScenarioCodecTests.phone, events: [])
    let text = ScenarioEncoder.text(scenario)
    for name in ["source", "presentationSpring", "dismissalSpring", "backdropFade"] {
      #expect(!text.contains("\"\(name)\""), "\(name)")
    }
  }

  @Test("a host trace's configuration carries them too")
  func hostTraceCarries() throws {
    let c = try ScenarioDecoder.decode(Self.file).configuration
    var host = SheetHostModel(configuration: c, isPresented: false, recording: true)
    host.send(.grabberTapped, at: 0)
    let trace = try #require(host.trace)
    let back = try HostTrace(json: trace.json)
    #expect(back.configuration == c)
    #expect(back.entries.map(\.input).contains(.grabberTapped))
  }

  struct Broken: Sendable, CustomStringConvertible {
    var sheet: String
    var field: String
    var description: String { field }
  }

  @Test(
    "a broken field is named",
    arguments: [
      Broken(sheet: #""source": {"x": 1, "y": 2, "width": 3}"#, field: "sheet.source.height"),
      Broken(sheet: #""source": 4"#, field: "sheet.source"),
      Broken(
        sheet: #""backdropFade": {"lower": "medium", "lowerOpacity": 0, "upperOpacity": 1}"#,
        field: "sheet.backdropFade.upper"),
      Broken(
        sheet:
          #""backdropFade": {"lower": "sideways", "lowerOpacity": 0, "upper": "large", "upperOpacity": 1}"#,
        field: "sheet.backdropFade.lower"),
      Broken(
        sheet: #""dismissalSpring": {"response": "fast"}"#, field: "sheet.dismissalSpring.response"
      ),
    ])
  func namesBrokenFields(row: Broken) {
    let text = """
      {"container": {"width": 390, "height": 844}, "sheet": {"detents": ["medium", "large"],
       \(row.sheet)}, "events": []}
      """
    do {
      _ = try ScenarioDecoder.decode(text)
      Issue.record("decoded")
    } catch {
      #expect(error.field == row.field, "\(error)")
    }
  }
}
