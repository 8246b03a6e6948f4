@_spi(Lab) import BottomSheetCore

/// The hardware keyboard's Escape key (``HostInput/escapeKey``).
///
/// Apple's sheet on iPad closes on Escape where a tap outside closes it. The rule here is the
/// same, stated as values: the key is a tap on the backdrop. It acts only while a presented
/// sheet is on screen, its backdrop takes taps (`SheetLayout.backdropBlocksTouches`: not an
/// undimmed detent or a card the screen behind stays usable around), the app's
/// `backdropTap` is not `none`, the entrance is over and no finger holds the sheet. Then the
/// engine does what the tap would: dismiss (refused by the guard, with its `dismissBlocked`
/// event), or collapse to the lowest detent. Everywhere else the layer does not claim the
/// key, and UIKit hands it to the next responder.
extension SheetHostModel {
  /// Whether the Escape key acts on this sheet now: the layer lists its key command only
  /// while this is true (UIKit reads a responder's key commands when a key goes down).
  public var takesEscapeKey: Bool {
    guard let engine, configuration.style.capabilities.isPresentable,
      configuration.backdropTap != .none, !entering, touch?.engaged != true
    else { return false }
    let layout = engine.layout(at: now)
    return layout.isPresented && layout.phase != .dismissed && layout.backdropBlocksTouches
  }

  /// The Escape key went down: a backdrop tap, when ``takesEscapeKey`` says the key acts.
  mutating func escapeKey(time t: Double) {
    guard takesEscapeKey else { return }
    // A point off the container is off the sheet whatever its frame: the engine takes a
    // touch outside the sheet of a blocking backdrop as a backdrop tap.
    backdropTap(at: SheetPoint(x: -1, y: -1), time: t)
  }
}
