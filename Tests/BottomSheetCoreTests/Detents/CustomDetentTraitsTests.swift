@_spi(Lab) import BottomSheetCore
import Testing

/// A type-based custom detent as BottomSheetKit makes one (`Detent.custom(BarHeight.self)`):
/// its identity is the type's name, its height may be nil.
private func typed<T>(_ type: T.Type, _ height: @escaping @Sendable (DetentContext) -> Double?)
  -> Detent
{
  Detent(id: DetentID(naming: type), kind: .custom(height))
}

/// Apple's sample (`max(44, maxDetentValue × 0.1)`), left out in a compact height.
private enum BarHeight {}
private let bar = typed(BarHeight.self) { context in
  context.traits.verticalSizeClass == .compact ? nil : max(44, context.maximumHeight * 0.1)
}

/// Namespaces holding two types with the same name.
private enum Maps { enum Peek {} }
private enum Photos { enum Peek {} }

private func context(_ traits: SheetTraits) -> SheetContext {
  var c = phone
  c.traits = traits
  return c
}

@Suite("Custom detents: nil leaves a detent out, traits reach the context")
struct CustomDetentTraitsTests {
  @Test("a custom detent returning nil is left out of the resolved list, with a diagnostic")
  func nilLeavesTheDetentOut() {
    let compact = engine(
      .modal, [bar, .medium, .large], context: context(SheetTraits(verticalSizeClass: .compact)))
    #expect(compact.detents.map(\.id) == ["medium", "large"])
    #expect(compact.detents.map(\.height) == [398.5, 797])
    let note = compact.diagnostics.first { $0.code == .detentDropped }
    #expect(note?.field == "sheet.detents[0]")
    #expect(note?.message.contains("nil") == true)

    let regular = engine(
      .modal, [bar, .medium, .large], context: context(SheetTraits(verticalSizeClass: .regular)))
    #expect(regular.detents.map(\.id) == [bar.id, "medium", "large"])
    #expect(regular.detents.map(\.height) == [79.7, 398.5, 797])  // max(44, 797 × 0.1)
    #expect(!regular.diagnostics.contains { $0.code == .detentDropped })
  }

  @Test("only custom detents returning nil: the sheet falls back to large")
  func allLeftOutFallsBackToLarge() {
    let e = engine(.modal, [bar], context: context(SheetTraits(verticalSizeClass: .compact)))
    #expect(e.detents == [ResolvedDetent(id: "large", height: 797)])
    #expect(e.diagnostics.map(\.code) == [.detentDropped, .noDetents])
  }

  struct TraitRow: Sendable, CustomTestStringConvertible {
    var traits: SheetTraits
    var height: Double?
    var testDescription: String {
      let t = traits
      return
        "\(t.horizontalSizeClass?.rawValue ?? "nil")×\(t.verticalSizeClass?.rawValue ?? "nil"), "
        + "\(t.dynamicTypeSize?.rawValue ?? "nil"), \(t.colorScheme?.rawValue ?? "nil") → "
        + (height.map { "\($0)" } ?? "left out")
    }
  }

  /// A row of text: 56 pt per line (two at accessibility sizes), 16 pt margins when compact
  /// or unknown, 24 pt when regular; none in a compact height; 1 pt more in dark mode (a
  /// hairline), so that the colour scheme is seen too.
  static let rowDetent = Detent.custom("row") { context in
    let t = context.traits
    let lines: Double = t.dynamicTypeSize?.isAccessibilitySize == true ? 2 : 1
    let margin: Double = t.horizontalSizeClass == .regular ? 24 : 16
    return lines * 56 + margin + (t.colorScheme == .dark ? 1 : 0)
  }

  static let traitRows: [TraitRow] = [
    TraitRow(traits: SheetTraits(), height: 72),
    TraitRow(
      traits: SheetTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular), height: 72),
    TraitRow(
      traits: SheetTraits(horizontalSizeClass: .regular, verticalSizeClass: .regular), height: 80),
    TraitRow(
      traits: SheetTraits(horizontalSizeClass: .compact, dynamicTypeSize: .xxxLarge), height: 72),
    TraitRow(
      traits: SheetTraits(horizontalSizeClass: .compact, dynamicTypeSize: .accessibility1),
      height: 128),
    TraitRow(
      traits: SheetTraits(horizontalSizeClass: .regular, dynamicTypeSize: .accessibility5),
      height: 136),
    TraitRow(traits: SheetTraits(colorScheme: .dark), height: 73),
  ]

  @Test(
    "a trait-reading custom detent resolves to the height its traits give", arguments: traitRows)
  func traitReadingDetent(_ row: TraitRow) {
    let e = engine(.modal, [Self.rowDetent, .large], context: context(row.traits))
    #expect(e.detent("row")?.height == row.height)
  }

  @Test("a custom detent reading the size class gives different heights for compact and regular")
  func compactAndRegularDiffer() {
    let side = typed(BarHeight.self) { context in
      context.traits.horizontalSizeClass == .regular ? context.maximumHeight * 0.5 : 200
    }
    let compact = engine(
      .modal, [side, .large], context: context(SheetTraits(horizontalSizeClass: .compact)))
    let regular = engine(
      .modal, [side, .large], context: context(SheetTraits(horizontalSizeClass: .regular)))
    #expect(compact.detent(side.id)?.height == 200)
    #expect(regular.detent(side.id)?.height == 398.5)
  }

  @Test("a sheet resting at a detent that leaves itself out moves to the nearest, and stays there")
  func selectionOnALeftOutDetent() {
    var e = engine(
      .modal, [bar, .medium, .large], initial: bar.id,
      context: context(SheetTraits(verticalSizeClass: .regular)))
    #expect(e.layout(at: 0).height == 79.7)
    // Rotated to landscape's compact height (the traits alone change here): the bar is gone.
    e.send(.updateContext(context(SheetTraits(verticalSizeClass: .compact))), at: 1)
    #expect(e.selectedDetentID == "medium")  // 79.7 is nearer 398.5 than 797
    #expect(e.eventNames == ["selectionChanged"])
    let rest = e.settle(after: 1)
    #expect(rest.height == 398.5)
    #expect(rest.selectedDetent == "medium")
    // Back to a regular height: the bar returns to the list; the sheet stays where it went.
    e.clearEvents()
    e.send(.updateContext(context(SheetTraits(verticalSizeClass: .regular))), at: 3)
    #expect(e.detents.map(\.id) == [bar.id, "medium", "large"])
    #expect(e.selectedDetentID == "medium")
    #expect(!e.eventNames.contains("selectionChanged"))
    #expect(e.settle(after: 3).height == 398.5)
  }

  @Test("selecting a left-out detent is rejected, as any detent not in the list")
  func selectingALeftOutDetent() {
    var e = engine(
      .modal, [bar, .medium, .large], initial: "medium",
      context: context(SheetTraits(verticalSizeClass: .compact)))
    e.send(.select(bar.id, animated: true), at: 1)
    #expect(e.selectedDetentID == "medium")
    #expect(e.eventNames == ["rejected"])
    #expect(e.diagnostics.contains { $0.code == .unknownDetent })
  }

  @Test("traits equal to the last ones change nothing")
  func equalTraitsAreNoChange() {
    let traits = SheetTraits(verticalSizeClass: .regular, dynamicTypeSize: .large)
    var e = engine(.modal, [bar, .large], initial: bar.id, context: context(traits))
    e.send(.updateContext(context(traits)), at: 1)
    #expect(e.pendingEvents.isEmpty)
    #expect(e.layout(at: 1).phase == .idle)
  }

  @Test("the closure form is unchanged: a Double, its name as identity, and no traits needed")
  func closureFormUnchanged() {
    let peek = Detent.custom("peek") { $0.maximumHeight * 0.2 }
    #expect(peek.id == "peek")
    #expect(peek == Detent.custom("peek") { _ in 1 })  // closures are not compared
    let e = engine(.modal, [peek, .large])
    #expect(e.detent("peek")?.height == 797 * 0.2)
    // Without a host reporting traits, every trait is unknown.
    let seen = TraitsBox()
    _ = engine(
      .modal,
      [
        .custom("spy") {
          seen.traits = $0.traits; return 100
        }
      ])
    #expect(seen.traits == SheetTraits())
  }

  @Test(
    "a type's identity is its qualified name, without the runtime's private-scope address",
    arguments: [
      (DetentID(naming: BarHeight.self), "BottomSheetCoreTests.BarHeight"),
      (DetentID(naming: Maps.Peek.self), "BottomSheetCoreTests.Maps.Peek"),
      (DetentID(naming: Photos.Peek.self), "BottomSheetCoreTests.Photos.Peek"),
      (DetentID(naming: Int.self), "Swift.Int"),
      (DetentID(naming: [Maps.Peek].self), "Swift.Array<BottomSheetCoreTests.Maps.Peek>"),
    ])
  func typeIdentity(id: DetentID, expected: String) {
    #expect(id.rawValue == expected)
  }

  @Test("two same-named types in different scopes are two detents")
  func sameNameDifferentScopes() {
    let maps = typed(Maps.Peek.self) { _ in 150 }
    let photos = typed(Photos.Peek.self) { _ in 250 }
    #expect(maps.id != photos.id)
    let e = engine(.modal, [maps, photos, .large])
    #expect(e.detents.map(\.height) == [150, 250, 797])
  }

  @Test(
    "the runtime's private-scope markers are removed wherever they appear",
    arguments: [
      ("App.(unknown context at $10a3c8f24).Bar", "App.Bar"),
      ("App.Outer.(unknown context at $55d7e037878).Inner", "App.Outer.Inner"),
      (
        "App.(unknown context at $1).(unknown context at $2).Local",
        "App.Local"
      ),
      ("App.G<App.(unknown context at $abc).Bar>", "App.G<App.Bar>"),
      ("App.Bar", "App.Bar"),
      ("App.(unknown context at $", "App.(unknown context at $"),  // unterminated: kept
    ])
  func stableNames(raw: String, stable: String) {
    #expect(DetentID.stableName(raw) == stable)
  }
}

/// What a custom closure saw.
private final class TraitsBox: @unchecked Sendable {
  var traits: SheetTraits?
}
