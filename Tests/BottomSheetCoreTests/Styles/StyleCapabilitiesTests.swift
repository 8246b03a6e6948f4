@_spi(Lab) @testable import BottomSheetCore
import Testing

/// One kind and every capability it has, spelled out.
struct StyleCapabilityRow: Sendable, CustomTestStringConvertible {
  var style: SheetStyle
  var capabilities: SheetStyle.Capabilities
  var testDescription: String { style.rawValue }
}

@Suite("Style capabilities")
struct StyleCapabilitiesTests {
  /// One row per kind. A new kind adds a row here.
  static let rows: [StyleCapabilityRow] = [
    StyleCapabilityRow(
      style: .inline,
      capabilities: SheetStyle.Capabilities(
        hasBackdrop: false, isPresentable: false, startsOnScreen: true,
        isAttachedToBottomEdge: true, isInsetFromEdges: false, movesSideways: false,
        isDismissibleByDefault: false, defaultCornerRadius: 16, defaultDetents: [.medium, .large],
        defaultBehavior: SheetBehavior(), automaticRegularWidth: .sidePanel,
        coversCompactHeight: false)),
    StyleCapabilityRow(
      style: .modal,
      capabilities: SheetStyle.Capabilities(
        hasBackdrop: true, isPresentable: true, startsOnScreen: false,
        isAttachedToBottomEdge: true, isInsetFromEdges: false, movesSideways: false,
        isDismissibleByDefault: true, defaultCornerRadius: 16, defaultDetents: [.medium, .large],
        defaultBehavior: SheetBehavior(), automaticRegularWidth: .centered(.form),
        coversCompactHeight: true)),
    StyleCapabilityRow(
      style: .floating,
      capabilities: SheetStyle.Capabilities(
        hasBackdrop: true, isPresentable: true, startsOnScreen: false,
        isAttachedToBottomEdge: false, isInsetFromEdges: true, movesSideways: true,
        isDismissibleByDefault: true, defaultCornerRadius: 24, defaultDetents: [.fitsContent],
        defaultBehavior: SheetBehavior(rubberBand: .damped(scale: 100, limit: 100)),
        automaticRegularWidth: .card, coversCompactHeight: false)),
  ]

  @Test func everyKindHasExactlyOneRow() {
    #expect(Self.rows.map(\.style) == SheetStyle.allCases)
  }

  @Test(arguments: rows)
  func capabilitiesOfEachKind(_ row: StyleCapabilityRow) {
    let c = row.style.capabilities
    let want = row.capabilities
    #expect(c.hasBackdrop == want.hasBackdrop)
    #expect(c.isPresentable == want.isPresentable)
    #expect(c.startsOnScreen == want.startsOnScreen)
    #expect(c.isAttachedToBottomEdge == want.isAttachedToBottomEdge)
    #expect(c.isInsetFromEdges == want.isInsetFromEdges)
    #expect(c.movesSideways == want.movesSideways)
    #expect(c.isDismissibleByDefault == want.isDismissibleByDefault)
    #expect(c.defaultCornerRadius == want.defaultCornerRadius)
    #expect(c.defaultDetents == want.defaultDetents)
    #expect(c.defaultBehavior == want.defaultBehavior)
    #expect(c == want)
  }

  @Test(arguments: rows)
  func defaultsReadTheCapabilities(_ row: StyleCapabilityRow) {
    let want = row.capabilities
    let configuration = SheetConfiguration(style: row.style)
    #expect(configuration.isDismissible == want.isDismissibleByDefault)
    #expect(configuration.cornerRadius == want.defaultCornerRadius)
    #expect(configuration.behavior == want.defaultBehavior)
    #expect(SheetConfiguration.defaultDetents(for: row.style) == want.defaultDetents)
    #expect(SheetBehavior.defaults(for: row.style) == want.defaultBehavior)
  }

  /// Each capability decides what a comparison of kinds used to decide, for the kinds there
  /// were then (listed, not `allCases`: a new kind has no old comparison to agree with).
  @Test(arguments: [SheetStyle.inline, .modal, .floating])
  func capabilitiesAreWhatTheOldComparisonsDecided(_ style: SheetStyle) {
    let c = style.capabilities
    // backdropState: `style != .inline` (no backdrop for inline).
    #expect(c.hasBackdrop == (style != .inline))
    // considersDismissal, the host's binding and attach rules, isAccessibilityModal, the iOS
    // presenter, the invariant run's drag bounds, the Lab's timeline: `style != .inline`.
    #expect(c.isPresentable == (style != .inline))
    // SheetEngine.init and the host's makeEngine: `style == .inline || startsPresented`.
    #expect(c.startsOnScreen == (style == .inline))
    // SheetMetrics' base, the host's content bottom inset, the iOS drawing height:
    // `style != .floating` (`== .floating && !morphsShape` floats above the bottom).
    #expect(c.isAttachedToBottomEdge == (style != .floating))
    // SheetMetrics' width and the layout's frame and corners: `style == .floating || morphs`.
    #expect(c.isInsetFromEdges == (style == .floating))
    // The sideways band, offset slope, shouldBeginPan, the invariant run's sideways bound,
    // the Lab's sideways panel and lateral drift: `style == .floating`.
    #expect(c.movesSideways == (style == .floating))
    // SheetConfiguration.init: `isDismissible ?? (style != .inline)`.
    #expect(c.isDismissibleByDefault == (style != .inline))
    // SheetConfiguration.init: `cornerRadius ?? (style == .floating ? 24 : 16)`.
    #expect(c.defaultCornerRadius == (style == .floating ? 24 : 16))
    // SheetConfiguration.defaultDetents(for:).
    let oldDetents: [Detent] = style == .floating ? [.fitsContent] : [.medium, .large]
    #expect(c.defaultDetents == oldDetents)
    // SheetBehavior.defaults(for:).
    let oldBehavior =
      style == .floating
      ? SheetBehavior(rubberBand: .damped(scale: 100, limit: 100)) : SheetBehavior()
    #expect(c.defaultBehavior == oldBehavior)
  }
}
