/// Where the sheet is in its container, decided per size class: a bottom sheet, a side panel,
/// a centred sheet, a card, or a full-screen cover; the side it covers; and what the rule read
/// to decide it.
///
/// The engine decides it whenever the configuration or the context changes
/// (``decide(style:adaptation:context:)``), so a rotation, a Split View resize or a Stage
/// Manager window being dragged changes it like any other geometry; the sheet keeps its detent
/// (or moves to the nearest one the new placement has), and a drag or spring in flight goes on
/// from where it is. ``SheetLayout/placement`` carries it to the layer, which draws the frame
/// and the corners the layout gives and insets ``edge`` of the screen behind.
public struct SheetPlacement: Sendable, Hashable {
  /// What the sheet is.
  public var kind: Kind
  /// The side of the container it covers (``SheetEdge/none`` for a centred sheet).
  public var edge: SheetEdge
  /// What the rule read to decide it.
  public var basis: Basis

  /// Creates a placement.
  public init(kind: Kind, edge: SheetEdge, basis: Basis) {
    self.kind = kind
    self.edge = edge
    self.basis = basis
  }

  /// Today's sheet where nothing says otherwise: a bottom sheet (a floating sheet's card) with
  /// the size classes not both reported.
  public static let bottom = SheetPlacement(kind: .bottom, edge: .bottom, basis: .sizeClassUnknown)

  /// What the sheet is in its container.
  public enum Kind: Sendable, Hashable {
    /// The phone's sheet: attached to the bottom edge and centred, at most
    /// ``SheetConfiguration/maximumWidth`` wide; a floating sheet's card above the bottom inset.
    case bottom
    /// A modal sheet covering the whole container, square corners: UIKit's sheet in a
    /// compact-height container unless it prefers to stay edge-attached.
    case fullScreen
    /// A panel on the leading or trailing side (``SheetPlacement/edge``), inset from the edges,
    /// all corners rounded, its detents vertical; no backdrop for an inline sheet.
    case sidePanel
    /// A sheet centred in the container, all corners rounded, at one height: Apple's form
    /// sheet in a regular-width, regular-height container. Its detents are not applied there
    /// (every one rests at the sheet's size), as UIKit's form sheet, and come back with the
    /// compact size class.
    case centered(SheetSizing)
    /// A floating card of bounded width at an anchor.
    case card(SheetCardAnchor)
  }

  /// What the placement rule read to decide.
  public enum Basis: String, Sendable, Hashable, CaseIterable {
    /// The two size classes were not both reported (a host that never does, the lab, most
    /// tests): the sheet is today's bottom sheet whatever the width.
    case sizeClassUnknown
    /// The horizontal size class (regular: the regular-width choice; compact: bottom).
    case horizontalSizeClass
    /// The vertical size class: a compact height (an iPhone in landscape) decided it.
    case verticalSizeClass
    /// The size class asked for a side panel or centred sheet, but the container's width had no
    /// room for it: the bottom sheet instead.
    case width
  }

  /// Whether the detents are not applied: every detent rests at the one height the placement
  /// gives (a centred sheet).
  package var ignoresDetents: Bool {
    if case .centered = kind { return true }
    return false
  }
}
