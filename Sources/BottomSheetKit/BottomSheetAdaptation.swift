#if canImport(UIKit)
  @_spi(Lab) import BottomSheetCore
  import SwiftUI

  /// What a sheet becomes in a regular-width container: an iPad full screen, the larger
  /// Split View and Stage Manager windows, a Max phone in landscape.
  ///
  /// Set it with ``SwiftUICore/View/bottomSheetAdaptation(regularWidth:prefersEdgeAttachedInCompactHeight:)``.
  /// ``automatic`` does what each kind's counterpart does there: an inline sheet becomes a
  /// panel on the leading edge (Maps' card), a modal sheet a centred form sheet (Apple's sheet
  /// on iPad), a floating card a card of bounded width at the bottom centre. The others name a
  /// layout for every kind, in Apple's words where Apple has them (`presentationSizing`'s
  /// `.form`, `.page`, `.fitted`, iOS 18; these work from iOS 15).
  ///
  /// ```swift
  /// Results()
  ///   .bottomSheetAdaptation(regularWidth: .sidePanel(width: 400, edge: .trailing))
  ///
  /// EditForm()
  ///   .bottomSheetAdaptation(regularWidth: .page)
  /// ```
  ///
  /// A centred sheet (form, page, fitted) rests at one height whatever the detents, as Apple's
  /// form sheet does; the selection is kept and comes back in a compact container. A layout
  /// that does not fit the container (a panel with too little room beside it, a form wider
  /// than the window) falls back to the bottom sheet: `docs/IPAD.md` has the rule and its
  /// numbers.
  public struct BottomSheetAdaptation: Sendable, Hashable {
    var apply: Choice

    enum Choice: Sendable, Hashable {
      case automatic
      case bottom
      case sidePanel(width: Double, edge: HorizontalEdge)
      case centered(SheetSizing)
      case card(maximumWidth: Double, edge: HorizontalEdge?)
    }

    /// Each kind's own layout: an inline sheet is a leading side panel, a modal sheet a
    /// centred form sheet, a floating card a bounded card at the bottom centre.
    public static let automatic = BottomSheetAdaptation(apply: .automatic)
    /// The phone's layout everywhere: a bottom sheet (at most the maximum width, centred).
    public static let bottomSheet = BottomSheetAdaptation(apply: .bottom)
    /// Apple's form size: a centred sheet of 540 × 620 pt (`PresentationSizing.form`).
    public static let form = BottomSheetAdaptation(apply: .centered(.form))
    /// Apple's page size: a centred sheet as wide as a page of text, nearly as tall as the
    /// window (`PresentationSizing.page`).
    public static let page = BottomSheetAdaptation(apply: .centered(.page))
    /// A centred sheet as tall as its content (`PresentationSizing.fitted`).
    public static let fitted = BottomSheetAdaptation(apply: .centered(.fitted))

    /// A panel along one side, `width` points wide, inset from the edges, with its detents
    /// vertical as on a phone and the rest of the screen usable beside it (Maps' card).
    ///
    /// - Parameters:
    ///   - width: The panel's width in points (default 375, an iPhone's: content designed for
    ///     a phone fits unchanged).
    ///   - edge: The side, read in the layout's direction (leading is the right in a
    ///     right-to-left language).
    public static func sidePanel(width: CGFloat = 375, edge: HorizontalEdge = .leading)
      -> BottomSheetAdaptation
    {
      BottomSheetAdaptation(apply: .sidePanel(width: Double(width), edge: edge))
    }

    /// A card at the bottom, at most `maximumWidth` points wide.
    ///
    /// - Parameters:
    ///   - maximumWidth: The card's largest width (default 480).
    ///   - edge: The bottom corner it sits in, or nil for the bottom centre.
    public static func card(maximumWidth: CGFloat = 480, edge: HorizontalEdge? = nil)
      -> BottomSheetAdaptation
    {
      BottomSheetAdaptation(apply: .card(maximumWidth: Double(maximumWidth), edge: edge))
    }

    /// The engine's adaptation with this choice.
    func adaptation(prefersEdgeAttachedInCompactHeight: Bool) -> SheetAdaptation {
      var adaptation = SheetAdaptation(
        prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight)
      switch apply {
      case .automatic: adaptation.regularWidth = .automatic
      case .bottom: adaptation.regularWidth = .bottom
      case let .sidePanel(width, edge):
        adaptation.regularWidth = .sidePanel
        adaptation.panelWidth = width
        adaptation.panelEdge = edge == .leading ? .leading : .trailing
      case let .centered(sizing): adaptation.regularWidth = .centered(sizing)
      case let .card(maximumWidth, edge):
        adaptation.regularWidth = .card
        adaptation.cardMaximumWidth = maximumWidth
        switch edge {
        case .leading?: adaptation.cardAnchor = .bottomLeading
        case .trailing?: adaptation.cardAnchor = .bottomTrailing
        case nil: adaptation.cardAnchor = .bottom
        }
      }
      return adaptation
    }
  }
#endif
