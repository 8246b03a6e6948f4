@_spi(Lab) import BottomSheetCore
/// The geometry a host has been told: the container, its safe area, the keyboard, anchors and
/// the content's extent. `context` is what the engine sees.
public struct HostGeometry: Sendable, Hashable {
  /// The container's size (zero until measured).
  public var containerSize = SheetSize(width: 0, height: 0)
  /// The container's safe-area insets.
  public var safeArea = SheetInsets.zero
  /// The keyboard's top edge in container space; nil when hidden.
  public var keyboardTop: Double?
  /// Measured anchors (bottom edges of named views), container space.
  public var anchors: [String: Double] = [:]
  /// The content's natural height, measured under an unconstrained vertical proposal; nil when
  /// the content has none (it fills the room it is given: a `List`, a map).
  public var naturalContentHeight: Double?
  /// The tracked scroll view's extent; nil when the content has no scroll view.
  public var scroll: ScrollMetrics?
  /// The environment's traits (``HostInput/traits(_:)``); unknown until reported.
  public var traits = SheetTraits()

  /// Creates empty geometry.
  public init() {}

  /// Whether the container has been measured: the engine needs a size to say anything.
  public var isMeasured: Bool {
    containerSize.width.isFinite && containerSize.height.isFinite && containerSize.width > 0
      && containerSize.height > 0
  }

  /// The keyboard's overlap with the container's bottom (0 when hidden or below it).
  public var keyboardHeight: Double {
    guard let keyboardTop, keyboardTop.isFinite, containerSize.height.isFinite else { return 0 }
    return max(0, containerSize.height - keyboardTop)
  }

  /// The engine's view of this geometry.
  ///
  /// The content's height has one source at a time, whatever the finger last touched: the
  /// natural height when the content has one (it is what `.fitsContent` fits, and a scroll view
  /// wrapped around such content has the same extent), else the scroll view's own extent (a
  /// `List` fills whatever it is offered, so only its extent says whether it overflows), else
  /// 0. The scroll view's extent is kept once reported: a touch outside the scroll view does
  /// not make the content forget it has one.
  public var context: SheetContext {
    var context = SheetContext(
      containerSize: containerSize, safeArea: safeArea, keyboardHeight: keyboardHeight,
      contentHeight: naturalContentHeight ?? scroll?.extent ?? 0, contentScrolls: scroll != nil,
      anchors: anchors)
    context.traits = traits
    return context
  }

  /// How much of the bottom safe area the content must keep clear: the home indicator's strip
  /// when the sheet's bottom edge is the container's (an attached sheet with no keyboard, a
  /// morphing card resting where it becomes edge-attached: its highest detent, or full height
  /// for the glass look); 0 for a
  /// floating card, which rests above it, and for a sheet on the keyboard. It follows where the
  /// sheet rests, not where it is drawn, so it never relays the content out during a motion.
  /// A glass sheet resting inset (`SheetGlass.inset` above the container's bottom edge) keeps
  /// clear only the part of the strip it covers.
  func contentBottomInset(style: SheetStyle, attachedAtRest: Bool, glassInsetAtRest: Bool = false)
    -> Double
  {
    let bottom = safeArea.bottom.isFinite ? max(0, safeArea.bottom) : 0
    guard keyboardHeight == 0, style.capabilities.isAttachedToBottomEdge || attachedAtRest else {
      return 0
    }
    return glassInsetAtRest ? max(0, bottom - SheetGlass.inset) : bottom
  }
}
