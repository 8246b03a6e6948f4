@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// Apple's sample custom detent (`max(44, maxDetentValue × 0.1)`), left out in a compact height,
/// as `Detent.custom(BarHeight.self)` makes it in BottomSheetKit.
private enum BarHeight {}
private let bar = Detent(
  id: DetentID(naming: BarHeight.self),
  kind: .custom { context in
    context.traits.verticalSizeClass == .compact ? nil : max(44, context.maximumHeight * 0.1)
  })

/// A side detent: half the height in a regular width, 200 pt in a compact or unknown one.
private let side = Detent.custom("side") { context in
  context.traits.horizontalSizeClass == .regular ? context.maximumHeight / 2 : 200
}

private let portrait = SheetTraits(
  horizontalSizeClass: .compact, verticalSizeClass: .regular, dynamicTypeSize: .large,
  colorScheme: .light)
private let landscape = SheetTraits(
  horizontalSizeClass: .compact, verticalSizeClass: .compact, dynamicTypeSize: .large,
  colorScheme: .light)

@Suite("Host: the environment's traits reach custom detents")
struct TraitsTests {
  @Test(
    "a custom detent that leaves itself out in a compact height moves the sheet, and the binding")
  func leftOutOnRotation() {
    var host = HostDriver(detents: [bar, .medium, .large], selection: bar.id)
    host.send(.traits(portrait), at: 0)
    host.measure()
    host.frames(from: 0, to: 1.5)
    // The bar: max(44, 797 × 0.1) = 79.7 pt above the container's bottom edge.
    #expect(abs(host.layout(at: 1.5).top - (844 - 79.7)) < 0.01)
    host.forget()
    // A rotation: the container and the traits change; the bar has no room in landscape.
    let wide = SheetSize(width: 844, height: 390)
    host.send(.container(size: wide, safeArea: SheetInsets(bottom: 21)), at: 2)
    host.send(.traits(landscape), at: 2)
    #expect(host.model.engine?.detents.map(\.id) == ["medium", "large"])
    #expect(host.actions == [.setSelection("medium")])
    host.frames(from: 2, to: 3.5)
    #expect(host.layout(at: 3.5).top == 390 - 195)  // medium: half of 390
    // Back to portrait: the bar is listed again, but the sheet stays at medium.
    host.forget()
    host.send(.container(size: phoneSize, safeArea: phoneInsets), at: 4)
    host.send(.traits(portrait), at: 4)
    #expect(host.model.engine?.detents.map(\.id) == [bar.id, "medium", "large"])
    #expect(host.actions.isEmpty)
    host.frames(from: 4, to: 5.5)
    #expect(host.layout(at: 5.5).top == 445.5)
  }

  @Test(
    "a custom detent reading the horizontal size class rests at its compact or regular height",
    arguments: [
      (SheetSizeClass?.none, 200.0), (.compact, 200), (.regular, 398.5),
    ])
  func sizeClassHeights(horizontal: SheetSizeClass?, height: Double) {
    var host = HostDriver(detents: [side, .large], selection: "side")
    host.measure()
    host.send(.traits(SheetTraits(horizontalSizeClass: horizontal)), at: 0.01)
    host.frames(from: 0, to: 1.5)
    #expect(abs(host.layout(at: 1.5).top - (844 - height)) < 0.01)
  }

  @Test("a size-class change re-resolves a sheet already at rest, which springs to the new height")
  func traitsChangeAtRest() {
    var host = HostDriver(detents: [side, .large], selection: "side")
    host.measure()
    host.send(.traits(SheetTraits(horizontalSizeClass: .compact)), at: 0)
    host.frames(from: 0, to: 1.5)
    #expect(abs(host.layout(at: 1.5).top - 644) < 0.01)
    host.send(.traits(SheetTraits(horizontalSizeClass: .regular)), at: 2)
    #expect(host.layout(at: 2.05).phase == .settling)
    host.frames(from: 2, to: 3.5)
    #expect(host.layout(at: 3.5).top == 445.5)
    #expect(host.layout(at: 3.5).selectedDetent == "side")
  }

  @Test("traits equal to the last ones change nothing")
  func equalTraits() {
    var host = HostDriver(detents: [side, .large], selection: "side")
    host.measure()
    host.send(.traits(portrait), at: 0)
    host.frames(from: 0, to: 1.5)
    host.forget()
    host.send(.traits(portrait), at: 2)
    #expect(host.last.isEmpty)
    #expect(host.model.engine?.pendingEvents.isEmpty == true)
  }

  @Test("traits reported before the container are used when the engine is created")
  func traitsBeforeMeasurement() {
    var host = HostDriver(detents: [bar, .medium, .large], selection: bar.id)
    host.send(.traits(landscape), at: 0)
    #expect(host.model.engine == nil)
    host.measure()
    #expect(host.model.engine?.detents.map(\.id) == ["medium", "large"])
    #expect(host.model.geometry.traits == landscape)
  }

  @Test(
    "traits are written to a host trace and read back as the same input",
    arguments: [
      SheetTraits(),
      portrait,
      SheetTraits(verticalSizeClass: .compact, colorScheme: .dark),
      SheetTraits(
        horizontalSizeClass: .regular, verticalSizeClass: .regular,
        dynamicTypeSize: .accessibility5, colorScheme: .dark),
    ])
  func roundTrip(traits: SheetTraits) throws {
    var host = HostDriver(
      detents: [.height(200), .medium, .large], selection: "medium", recording: true)
    host.measure()
    host.frames(from: 0, to: 1)
    host.send(.traits(traits), at: 1.1)
    host.send(.traits(landscape), at: 1.2)
    let trace = try #require(host.model.trace)
    let text = trace.json
    #expect(text.contains("\"type\": \"traits\""))
    let back = try HostTrace(json: text)
    #expect(back == trace)
    #expect(back.json == text)
    let replay = back.replay()
    #expect(replay.effects.flatMap { $0 } == host.log)
    #expect(replay.model.geometry.traits == landscape)
  }

  @Test("the traits event's fields: SwiftUI's names, null when unknown")
  func fileFormat() throws {
    let json = """
      {"host": {}, "container": {"width": 0, "height": 0}, "sheet": {"detents": ["large"]},
       "events": [
        {"t": 0, "type": "traits", "horizontalSizeClass": "regular", "verticalSizeClass": null,
         "dynamicTypeSize": "accessibility2"},
        {"t": 0.1, "type": "traits"}
       ]}
      """
    let trace = try HostTrace(json: json)
    #expect(
      trace.entries.map(\.input) == [
        .traits(SheetTraits(horizontalSizeClass: .regular, dynamicTypeSize: .accessibility2)),
        .traits(SheetTraits()),
      ])
    // Written back with every field, unknown ones as null.
    #expect(
      trace.json.contains(
        "\"horizontalSizeClass\": \"regular\", \"verticalSizeClass\": null, "
          + "\"dynamicTypeSize\": \"accessibility2\", \"colorScheme\": null"))
  }

  @Test(
    "an unknown trait value is refused, naming the field and the values it takes",
    arguments: [
      ("\"verticalSizeClass\": \"tall\"", "events[0].verticalSizeClass", "compact, regular"),
      ("\"dynamicTypeSize\": \"huge\"", "events[0].dynamicTypeSize", "xSmall, small"),
      ("\"colorScheme\": 1", "events[0].colorScheme", "expected a string"),
    ])
  func unknownValue(field: String, path: String, hint: String) {
    let json = """
      {"host": {}, "container": {"width": 0, "height": 0}, "sheet": {"detents": ["large"]},
       "events": [{"t": 0, "type": "traits", \(field)}]}
      """
    do {
      _ = try HostTrace(json: json)
      Issue.record("accepted \(field)")
    } catch {
      #expect(error.field == path)
      #expect("\(error)".contains(hint))
    }
  }

  @Test("a recording started at rest restates the traits, so it replays the same detents")
  func recordingRestatesTraits() throws {
    var host = HostDriver(detents: [bar, .medium, .large], selection: "medium")
    host.send(.traits(landscape), at: 0)
    host.measure()
    host.frames(from: 0, to: 1.5)
    host.model.startRecording()
    let trace = try #require(host.model.trace)
    #expect(trace.entries.contains { $0.input == .traits(landscape) })
    host.drag(from: 500, to: 200, start: 2)
    host.frames(from: 2.25, to: 3.5)
    let live = try #require(host.model.trace)
    let replay = live.replay()
    // Without the restated traits the bar would be listed (traits unknown): three detents.
    #expect(replay.model.engine?.detents.map(\.id) == ["medium", "large"])
    #expect(replay.model.engine?.selectedDetentID == host.model.engine?.selectedDetentID)
  }

  @Test("a host that never hears of traits records none when it starts a recording")
  func noTraitsNoRestatement() throws {
    var host = HostDriver.restingModal()
    host.model.startRecording()
    let trace = try #require(host.model.trace)
    #expect(!trace.entries.contains { if case .traits = $0.input { true } else { false } })
  }
}
