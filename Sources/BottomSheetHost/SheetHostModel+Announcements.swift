@_spi(Lab) import BottomSheetCore
/// Which settles VoiceOver hears about.
///
/// An announcement interrupts what VoiceOver is saying unless it is queued
/// (`UIAccessibilitySpeechAttributeQueueAnnouncement`: "the default behavior is to interrupt
/// existing speech"), so the host announces a settle only when it follows something the user did
/// to the sheet and is waiting to hear the result of: a drag's release (or its cancellation), a
/// catch released without a drag, a backdrop tap, or a close or VoiceOver escape (refused by
/// the guard, the sheet stays and returns to its lowest detent).
///
/// It does not announce settles the user did not ask for on the sheet: those the geometry
/// causes (the keyboard arriving or leaving while VoiceOver reads the focused text field, a
/// rotation, the content's height), those the app causes (its selection binding, the proxy's
/// `select`), nor those of VoiceOver's increment and decrement, after which VoiceOver reads the
/// adjustable element's new value itself. Apple's sheets announce no detent for a keyboard or a
/// rotation either. `onBottomSheetEvent` observers still get every `settled` event.
extension SheetHostModel {
  /// Sends a user action on the sheet to the engine: the settle that ends the motion it starts
  /// is announced. When nothing moves afterwards (a refused close on a sheet already resting on
  /// its lowest detent), no settle follows it, and a later one is not taken for its.
  mutating func userMovesSheet(time t: Double, _ change: (inout SheetEngine) -> Void) {
    announcesSettle = true
    withEngine(t, change)
    if let engine, engine.phase(at: t) != .settling { announcesSettle = false }
  }

  /// Whether the `settled` event being drained is announced; each announcement is used once.
  mutating func takeSettleAnnouncement() -> Bool {
    defer { announcesSettle = false }
    return announcesSettle
  }
}
