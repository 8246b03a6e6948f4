/// What a sheet becomes in each size class: the app's choices, read by the placement rule
/// (``SheetPlacement/decide(style:adaptation:context:)``).
///
/// FloatingPanel separates where a panel rests (its per-trait `FloatingPanelLayout`) from how
/// it moves (`FloatingPanelBehavior`); this value is the first half for size classes, next to
/// ``SheetConfiguration/detents``, and leaves ``SheetBehavior`` alone. The spelling follows
/// Apple's `presentationCompactAdaptation` where it fits: one value says what to do in the
/// other size class, `automatic` is what Apple's own sheet (or Maps' card) does there.
///
/// ```swift
/// var configuration = SheetConfiguration(style: .inline, detents: [.header, .medium, .large])
/// configuration.adaptation.panelWidth = 400          // a wider card on iPad
/// configuration.adaptation.regularWidth = .bottom    // or keep a bottom sheet everywhere
/// ```
///
/// Rule table (docs/IPAD.md has it with its sources):
///
/// | container                     | inline                 | modal                      | floating            |
/// |-------------------------------|------------------------|----------------------------|---------------------|
/// | size class not reported       | bottom (as on iPhone)  | bottom                     | bottom card         |
/// | compact width, regular height | bottom                 | bottom                     | bottom card         |
/// | compact height (landscape)    | side panel             | full screen, or bottom if `prefersEdgeAttachedInCompactHeight` | card, bounded width |
/// | regular width, regular height | side panel             | centred form               | card, bounded width |
///
/// A choice that does not fit the container's width (a side panel with less than
/// ``minimumWidthBeside`` left beside it, a form wider than the room) falls back to the bottom
/// sheet, and the placement says it decided by width (``SheetPlacement/Basis/width``).
///
/// Out-of-range numbers are repaired when the engine reads the configuration, with a
/// diagnostic each: a non-finite or non-positive width or height → its default, a negative or
/// non-finite inset → its default.
public struct SheetAdaptation: Sendable, Hashable {
  /// What the sheet becomes in a regular-width container (and, for inline and floating
  /// sheets, in a compact-height one). Default ``RegularWidth/automatic``.
  public var regularWidth: RegularWidth
  /// Whether a modal sheet stays attached to the bottom edge in a compact-height container
  /// (an iPhone in landscape) rather than covering it, as UIKit's
  /// `UISheetPresentationController.prefersEdgeAttachedInCompactHeight`. Default false, as
  /// UIKit's: "the sheet defaults to a full screen appearance at compact height".
  public var prefersEdgeAttachedInCompactHeight: Bool
  /// The side panel's width, in points. Default 375: the width an iPhone-designed sheet's
  /// content is laid out at on the common iPhones and in a one-third Split View on the large
  /// iPads, so content built for a phone fits the panel unchanged (docs/IPAD.md).
  public var panelWidth: Double
  /// Which side a side panel goes on: leading (default, as Maps) or trailing.
  public var panelEdge: SheetEdge
  /// The gap between a side panel or centred sheet and the container's safe-area edges.
  /// Default 10.
  public var edgeInset: Double
  /// The least width (points) a side panel must leave beside it; a narrower container gets
  /// the bottom sheet. Default 240.
  public var minimumWidthBeside: Double
  /// A centred form sheet's size. Default 540 × 620, UIKit's form-sheet size.
  public var formSize: SheetSize
  /// A centred page sheet's width. Default 704.
  public var pageWidth: Double
  /// The widest a floating card gets in a regular-width or compact-height container.
  /// Default 480.
  public var cardMaximumWidth: Double
  /// Where a floating card sits in a regular-width container. Default bottom centre.
  public var cardAnchor: SheetCardAnchor

  /// Creates an adaptation; the defaults are what Apple's sheet and Maps' card do.
  public init(
    regularWidth: RegularWidth = .automatic, prefersEdgeAttachedInCompactHeight: Bool = false,
    panelWidth: Double = 375, panelEdge: SheetEdge = .leading, edgeInset: Double = 10,
    minimumWidthBeside: Double = 240, formSize: SheetSize = SheetSize(width: 540, height: 620),
    pageWidth: Double = 704, cardMaximumWidth: Double = 480, cardAnchor: SheetCardAnchor = .bottom
  ) {
    self.regularWidth = regularWidth
    self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
    self.panelWidth = panelWidth
    self.panelEdge = panelEdge
    self.edgeInset = edgeInset
    self.minimumWidthBeside = minimumWidthBeside
    self.formSize = formSize
    self.pageWidth = pageWidth
    self.cardMaximumWidth = cardMaximumWidth
    self.cardAnchor = cardAnchor
  }

  /// What a sheet becomes where the width is regular.
  public enum RegularWidth: Sendable, Hashable {
    /// Each kind's own: an inline sheet a side panel, a modal sheet a centred form sheet, a
    /// floating sheet a card of bounded width at ``SheetAdaptation/cardAnchor``.
    case automatic
    /// The bottom sheet, as in a compact width (centred, at most
    /// ``SheetConfiguration/maximumWidth`` wide).
    case bottom
    /// A panel on ``SheetAdaptation/panelEdge``, inset from the edges, all corners rounded.
    case sidePanel
    /// A centred sheet of the given size (modal and floating sheets; an inline sheet takes the
    /// side panel, since it has no backdrop and a centred sheet would cover the screen's middle).
    case centered(SheetSizing)
    /// A card at most ``SheetAdaptation/cardMaximumWidth`` wide at
    /// ``SheetAdaptation/cardAnchor``, inset by ``SheetConfiguration/floatingInsets``, all
    /// corners rounded.
    case card
  }

  /// A copy with every number usable, and a diagnostic for each repair.
  func sanitized(into notes: inout [SheetDiagnostic]) -> SheetAdaptation {
    var a = self
    func positive(_ value: inout Double, _ field: String, _ fallback: Double) {
      guard !value.isFinite || value <= 0 else { return }
      notes.append(
        SheetDiagnostic(.invalidConfiguration, field: field, "\(value) replaced by \(fallback)"))
      value = fallback
    }
    func nonNegative(_ value: inout Double, _ field: String, _ fallback: Double) {
      guard !value.isFinite || value < 0 else { return }
      notes.append(
        SheetDiagnostic(.invalidConfiguration, field: field, "\(value) replaced by \(fallback)"))
      value = fallback
    }
    let d = SheetAdaptation()
    positive(&a.panelWidth, "sheet.adaptation.panelWidth", d.panelWidth)
    nonNegative(&a.edgeInset, "sheet.adaptation.edgeInset", d.edgeInset)
    nonNegative(&a.minimumWidthBeside, "sheet.adaptation.minimumWidthBeside", d.minimumWidthBeside)
    positive(&a.formSize.width, "sheet.adaptation.formWidth", d.formSize.width)
    positive(&a.formSize.height, "sheet.adaptation.formHeight", d.formSize.height)
    positive(&a.pageWidth, "sheet.adaptation.pageWidth", d.pageWidth)
    positive(&a.cardMaximumWidth, "sheet.adaptation.cardMaximumWidth", d.cardMaximumWidth)
    if a.panelEdge == .bottom || a.panelEdge == .none {
      notes.append(
        SheetDiagnostic(
          .invalidConfiguration, field: "sheet.adaptation.panelEdge",
          "\(a.panelEdge) is not a side; replaced by leading"))
      a.panelEdge = .leading
    }
    return a
  }
}
