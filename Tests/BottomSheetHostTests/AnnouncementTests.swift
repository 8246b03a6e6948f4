@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// VoiceOver hears a settle only after a user action on the sheet (the touches review's
/// finding 2, its appendix cases 1a, 1b, 1c and 4): an announcement interrupts what VoiceOver
/// is saying, and the keyboard's arrival would cut off the reading of the text field that just
/// took the focus. `onBottomSheetEvent` observers still get every `settled` event.
@Suite("Host: which settles are announced")
struct AnnouncementTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    /// Whether the sheet's guard refuses dismissals.
    var guarded = false
    /// The sheet rests on `large` first, not `medium`.
    var startsLarge = false
    /// What a backdrop tap does.
    var backdropTap = BackdropTapAction.dismiss
    /// What happens from t = 2; frames run to t = 4.
    var act: @Sendable (inout HostDriver) -> Void
    /// The announcements expected.
    var announces: [SheetAnnouncement]
    /// How many `settled` events the app's observers get.
    var settles: Int
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "1a: the keyboard comes up under the modal",
      act: { $0.send(.keyboardWillMove(top: 508, duration: 0.25), at: 2) },
      announces: [], settles: 1),
    Row(
      name: "1b: the keyboard goes down",
      act: {
        $0.send(.keyboardWillMove(top: 508, duration: 0.25), at: 2)
        $0.frames(from: 2, to: 2.9)
        $0.send(.keyboardWillMove(top: nil, duration: 0.25), at: 3)
      },
      announces: [], settles: 2),
    Row(
      name: "1c: a rotation to 844 × 390",
      act: {
        $0.send(
          .container(size: SheetSize(width: 844, height: 390), safeArea: SheetInsets(bottom: 21)),
          at: 2)
      },
      announces: [], settles: 1),
    Row(
      name: "4: the app's selection binding",
      act: { $0.send(.selectionBinding("large"), at: 2) }, announces: [], settles: 1),
    Row(
      name: "the proxy's select",
      act: { $0.send(.select("large", animated: true), at: 2) }, announces: [], settles: 1),
    Row(
      name: "VoiceOver's increment: VoiceOver reads the new value itself",
      act: { $0.send(.accessibilityIncrement, at: 2) }, announces: [], settles: 1),
    Row(
      name: "a drag released toward large",
      act: { $0.drag(from: 460, to: 100, start: 2) },
      announces: [.settled(.expanded)], settles: 1),
    Row(
      name: "a drag released, then the keyboard comes up during its spring",
      act: {
        $0.drag(from: 460, to: 100, start: 2)
        $0.send(.keyboardWillMove(top: 508, duration: 0.25), at: 2.25)
      },
      announces: [.settled(.expanded)], settles: 1),
    Row(
      name: "a backdrop tap that collapses the sheet",
      startsLarge: true, backdropTap: .collapse,
      act: { $0.send(.backdropTap(at: SheetPoint(x: 195, y: 20)), at: 2) },
      announces: [.settled(.collapsed)], settles: 1),
    Row(
      name: "a drag down past dismissal the guard refuses: back to medium",
      guarded: true, act: { $0.drag(from: 460, to: 830, start: 2) },
      announces: [.settled(.collapsed)], settles: 1),
    Row(
      name: "a close the guard refuses while the app's spring runs: the sheet stays on course",
      guarded: true,
      act: {
        $0.send(.select("large", animated: true), at: 2)
        $0.send(.close, at: 2.05)
      },
      announces: [.settled(.expanded)], settles: 1),
    Row(
      name: "a backdrop tap the guard refuses at rest: nothing moves, nothing settles",
      guarded: true, startsLarge: true,
      act: { $0.send(.backdropTap(at: SheetPoint(x: 195, y: 20)), at: 2) },
      announces: [], settles: 0),
    Row(
      name: "a VoiceOver escape the guard refuses at rest",
      guarded: true, act: { $0.send(.accessibilityEscape, at: 2) }, announces: [], settles: 0),
    Row(
      name: "a refused close on a sheet already on its lowest detent, then the keyboard",
      guarded: true,
      act: {
        $0.send(.close, at: 2)
        $0.frames(from: 2, to: 2.9)
        $0.send(.keyboardWillMove(top: 508, duration: 0.25), at: 3)
      },
      announces: [], settles: 1),
  ]

  @Test("a settle is announced only after a user action on the sheet", arguments: rows)
  func announcements(row: Row) {
    var host = HostDriver.restingModal {
      $0.isDismissible = !row.guarded
      $0.backdropTap = row.backdropTap
    }
    if row.startsLarge {
      host.send(.select("large", animated: false), at: 1.6)
      host.frames(from: 1.6, to: 1.9)
      host.forget()
    }
    row.act(&host)
    host.frames(from: 2, to: 4)
    let announced: [SheetAnnouncement] = host.log.compactMap {
      if case let .announce(announcement) = $0 { return announcement }
      return nil
    }
    #expect(announced == row.announces)
    #expect(host.eventNames.filter { $0 == "settled" }.count == row.settles)
  }
}
