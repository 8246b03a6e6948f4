@_spi(Lab) import BottomSheetCore
import Testing

@Suite("Detent resolution")
struct DetentResolutionTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var spec: String
    var style: SheetStyle = .modal
    var expected: Double?
    var testDescription: String { "\(spec) (\(style)) → \(expected.map { "\($0)" } ?? "dropped")" }
  }

  // The phone: available attached height 844 − 47 = 797; floating 844 − 47 − 34 − 12 = 751.
  static let rows: [Row] = [
    Row(spec: "height:120", expected: 120),
    Row(spec: "fraction:0.25", expected: 199.25),
    Row(spec: "medium", expected: 398.5),
    Row(spec: "large", expected: 797),
    Row(spec: "large", style: .floating, expected: 751),
    Row(spec: "medium", style: .floating, expected: 375.5),
    Row(spec: "fitsContent", expected: 320),  // content 300 + grabber 20
    Row(spec: "anchor:header", expected: 544),  // base 844 − anchor 300
    Row(spec: "anchor:missing", expected: nil),
    Row(spec: "height:0", expected: nil),
    Row(spec: "height:-5", expected: nil),
    Row(spec: "height:5000", expected: 797),  // clamped
    Row(spec: "fraction:2", expected: 797),
  ]

  @Test(arguments: rows)
  func resolves(_ row: Row) throws {
    let detent = try #require(Detent(spec: row.spec))
    let e = engine(row.style, [detent, .height(50)])
    let found = e.detent(detent.id)
    #expect(found?.height == row.expected)
    if row.expected == nil {
      #expect(e.diagnostics.contains { $0.code == .detentDropped })
    }
  }

  @Test func sortsAscendingAndMergesDuplicatesKeepingTheFirstIdentity() {
    let e = engine(.modal, [.large, .fraction(0.5), .height(120), .medium])
    #expect(e.detents.map(\.id) == ["height:120", "fraction:0.5", "large"])
    #expect(e.detents.map(\.height) == [120, 398.5, 797])
    // "medium" became an alias of "fraction:0.5": selecting it selects the survivor.
    #expect(e.detent("medium")?.id == "fraction:0.5")
    #expect(e.diagnostics.contains { $0.code == .detentMerged && $0.field == "sheet.detents[3]" })
  }

  @Test func clampsTallerThanAvailableWithADiagnostic() {
    let e = engine(.modal, [.height(900)])
    #expect(e.detents == [ResolvedDetent(id: "height:900", height: 797)])
    #expect(e.diagnostics.map(\.code) == [.detentClamped])
  }

  @Test func emptyListFallsBackToLarge() {
    let e = engine(.modal, [])
    #expect(e.detents == [ResolvedDetent(id: "large", height: 797)])
    #expect(e.diagnostics.map(\.code) == [.noDetents])
  }

  @Test func customClosureSeesTheContext() {
    let peek = Detent.custom("peek") { $0.maximumHeight * 0.2 + $0.chromeHeight }
    let e = engine(.modal, [peek])
    #expect(e.detent("peek")?.height == 797 * 0.2 + 20)
  }

  @Test func customClosureReturningNaNIsDropped() {
    let bad = Detent.custom("bad") { _ in .nan }
    let e = engine(.modal, [bad, .large])
    #expect(e.detents.map(\.id) == ["large"])
    #expect(e.diagnostics.contains { $0.code == .detentDropped })
  }

  @Test func topInsetAndKeyboardReduceTheAvailableHeight() {
    var context = phone
    context.keyboardHeight = 300
    let e = engine(.modal, [.large], context: context) { $0.topInset = 10 }
    #expect(e.detents[0].height == 844 - 300 - 47 - 10)
  }

  @Test(arguments: [
    ("height:120", "height:120"), ("fraction:0.5", "fraction:0.5"), ("medium", "medium"),
    ("anchor:top bar", "anchor:top bar"),
  ])
  func specRoundTripsAsIdentity(spec: String, id: String) throws {
    #expect(try #require(Detent(spec: spec)).id == DetentID(id))
  }

  @Test(arguments: [
    "", "huge", "height:", "height:abc", "fraction:nan", "height:inf", "anchor:", "Large",
  ])
  func rejectsUnknownSpecs(_ spec: String) {
    #expect(Detent(spec: spec) == nil)
  }

  @Test func factoryIdentitiesMatchSpecs() {
    #expect(Detent.height(120).id == "height:120")
    #expect(Detent.height(120.5).id == "height:120.5")
    #expect(Detent.fraction(0.25).id == "fraction:0.25")
    #expect(Detent.anchor("header").id == "anchor:header")
  }
}
