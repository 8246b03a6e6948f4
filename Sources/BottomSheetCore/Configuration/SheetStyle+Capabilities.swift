extension SheetStyle {
  /// What a kind of sheet does, read by name wherever a kind makes a difference.
  ///
  /// Each kind's values are decided in one place, ``SheetStyle/capabilities`` (next to the
  /// cases in SheetStyle.swift); everything else reads a capability, never the kind. A new kind
  /// is a new case and its row there.
  ///
  /// | capability                | inline          | modal           | floating             |
  /// |---------------------------|-----------------|-----------------|----------------------|
  /// | `hasBackdrop`             | no              | yes             | yes                  |
  /// | `isPresentable`           | no              | yes             | yes                  |
  /// | `startsOnScreen`          | yes             | no              | no                   |
  /// | `isAttachedToBottomEdge`  | yes             | yes             | no                   |
  /// | `isInsetFromEdges`        | no              | no              | yes                  |
  /// | `movesSideways`           | no              | no              | yes                  |
  /// | `isDismissibleByDefault`  | no              | yes             | yes                  |
  /// | `defaultCornerRadius`     | 16              | 16              | 24                   |
  /// | `defaultDetents`          | medium, large   | medium, large   | fitsContent          |
  /// | `defaultBehavior`         | UIKit's band    | UIKit's band    | damped (100, 100)    |
  /// | `automaticRegularWidth`   | side panel      | centred form    | card                 |
  /// | `coversCompactHeight`     | no              | yes             | no                   |
  @_spi(Lab) public struct Capabilities: Sendable, Hashable {
    /// Whether the sheet dims the screen behind it with a backdrop that can block touches and
    /// take taps (``SheetConfiguration/backdropOpacity``, ``SheetConfiguration/backdropTap``).
    /// Without one, the screen behind stays usable.
    public let hasBackdrop: Bool
    /// Whether the sheet is presented and dismissed: the app drives it with an `isPresented`
    /// binding, it is shown in a container of its own (which is accessibility-modal while the
    /// backdrop blocks touches), and a release or backdrop tap may always end in a dismissal
    /// (refused with `dismissBlocked` when it is not dismissible). A sheet that is not presented
    /// is part of its screen; it can only be hidden, and only when it is dismissible.
    public let isPresentable: Bool
    /// Whether the sheet is on screen at its initial detent from the first frame, without an
    /// entrance, whatever ``SheetConfiguration/startsPresented`` says.
    public let startsOnScreen: Bool
    /// Whether the sheet rests on the container's bottom edge (raised only by the keyboard), so
    /// its content keeps the bottom safe area clear and it can be drawn taller than it is.
    /// Otherwise it rests ``FloatingInsets/bottom`` above the bottom safe area.
    public let isAttachedToBottomEdge: Bool
    /// Whether the sheet is a card inset from the side edges (by
    /// ``FloatingInsets/horizontal`` and the safe area) with all four corners rounded.
    public let isInsetFromEdges: Bool
    /// Whether the sheet follows the finger sideways, on the horizontal rubber band.
    public let movesSideways: Bool
    /// The default of ``SheetConfiguration/isDismissible``.
    public let isDismissibleByDefault: Bool
    /// The default of ``SheetConfiguration/cornerRadius``.
    public let defaultCornerRadius: Double
    /// The detents the sheet gets when the app names none
    /// (``SheetConfiguration/defaultDetents(for:)``).
    public let defaultDetents: [Detent]
    /// The default behaviour (``SheetBehavior/defaults(for:)``).
    public let defaultBehavior: SheetBehavior
    /// What ``SheetAdaptation/RegularWidth/automatic`` means for this kind in a regular-width
    /// container: Maps' side card for a persistent sheet, UIKit's centred form sheet for a
    /// modal one (`UIModalPresentationStyle.formSheet`), a bounded card for a floating one.
    public let automaticRegularWidth: SheetAdaptation.RegularWidth
    /// Whether the sheet covers a compact-height container (an iPhone in landscape) unless the
    /// app prefers it edge-attached: UIKit's sheet "defaults to a full screen appearance at
    /// compact height" (`prefersEdgeAttachedInCompactHeight`).
    public let coversCompactHeight: Bool

    /// Creates a set of capabilities.
    init(
      hasBackdrop: Bool, isPresentable: Bool, startsOnScreen: Bool, isAttachedToBottomEdge: Bool,
      isInsetFromEdges: Bool, movesSideways: Bool, isDismissibleByDefault: Bool,
      defaultCornerRadius: Double, defaultDetents: [Detent], defaultBehavior: SheetBehavior,
      automaticRegularWidth: SheetAdaptation.RegularWidth, coversCompactHeight: Bool
    ) {
      self.hasBackdrop = hasBackdrop
      self.isPresentable = isPresentable
      self.startsOnScreen = startsOnScreen
      self.isAttachedToBottomEdge = isAttachedToBottomEdge
      self.isInsetFromEdges = isInsetFromEdges
      self.movesSideways = movesSideways
      self.isDismissibleByDefault = isDismissibleByDefault
      self.defaultCornerRadius = defaultCornerRadius
      self.defaultDetents = defaultDetents
      self.defaultBehavior = defaultBehavior
      self.automaticRegularWidth = automaticRegularWidth
      self.coversCompactHeight = coversCompactHeight
    }
  }
}
