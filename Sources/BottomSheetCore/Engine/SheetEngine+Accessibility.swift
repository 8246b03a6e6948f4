extension SheetEngine {
  /// See ``Input/accessibilityIncrement``.
  @usableFromInline mutating func accessibilityIncrement(time t: Double) {
    let t = begin(at: t, field: "events.increment.t")
    guard isPresented, let i = selectedIndex, i + 1 < detents.count else { return }
    select(detents[i + 1].id, animated: true, time: t, trigger: .accessibilityIncrement)
  }

  /// See ``Input/accessibilityDecrement``.
  @usableFromInline mutating func accessibilityDecrement(time t: Double) {
    let t = begin(at: t, field: "events.decrement.t")
    guard isPresented, let i = selectedIndex, i > 0 else { return }
    select(detents[i - 1].id, animated: true, time: t, trigger: .accessibilityDecrement)
  }

  /// See ``Input/accessibilityEscape``.
  @usableFromInline mutating func accessibilityEscape(time t: Double) {
    let t = begin(at: t, field: "events.escape.t")
    guard considersDismissal else { return }
    if case .drag = motion { return }
    userDismiss(reason: .programmatic, trigger: .accessibilityEscape, at: t)
  }
}
