extension SheetEngine {
  /// VoiceOver "increment" (swipe up on the adjustable grabber): the next larger detent.
  /// Does nothing at the highest detent or when not presented.
  @usableFromInline mutating func accessibilityIncrement(time t: Double) {
    let t = begin(at: t, field: "events.increment.t")
    guard isPresented, let i = selectedIndex, i + 1 < detents.count else { return }
    select(detents[i + 1].id, animated: true, time: t, trigger: .accessibilityIncrement)
  }

  /// VoiceOver "decrement": the next smaller detent. It never dismisses (escape does).
  @usableFromInline mutating func accessibilityDecrement(time t: Double) {
    let t = begin(at: t, field: "events.decrement.t")
    guard isPresented, let i = selectedIndex, i > 0 else { return }
    select(detents[i - 1].id, animated: true, time: t, trigger: .accessibilityDecrement)
  }

  /// VoiceOver escape (two-finger Z) or the keyboard's Escape: dismisses when allowed
  /// (reason `programmatic`), otherwise emits `dismissBlocked`. An inline sheet that cannot be
  /// hidden ignores it.
  @usableFromInline mutating func accessibilityEscape(time t: Double) {
    let t = begin(at: t, field: "events.escape.t")
    guard considersDismissal else { return }
    if case .drag = motion { return }
    userDismiss(reason: .programmatic, trigger: .accessibilityEscape, at: t)
  }
}
