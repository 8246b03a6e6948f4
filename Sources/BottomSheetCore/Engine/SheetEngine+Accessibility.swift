extension SheetEngine {
  /// VoiceOver "increment" (swipe up on the adjustable grabber): the next larger detent.
  /// Does nothing at the highest detent or when not presented.
  mutating func accessibilityIncrement(time t: Double) {
    let t = begin(at: t, field: "events.increment.t")
    guard isPresented, let i = selectedIndex, i + 1 < detents.count else { return }
    select(detents[i + 1].id, animated: true, time: t, trigger: .increment)
  }

  /// VoiceOver "decrement": the next smaller detent. It never dismisses (escape does).
  mutating func accessibilityDecrement(time t: Double) {
    let t = begin(at: t, field: "events.decrement.t")
    guard isPresented, let i = selectedIndex, i > 0 else { return }
    select(detents[i - 1].id, animated: true, time: t, trigger: .decrement)
  }

  /// VoiceOver escape (two-finger Z) or the keyboard's Escape: dismisses when allowed
  /// (reason `programmatic`), otherwise emits `dismissBlocked`. An inline sheet that cannot be
  /// hidden ignores it.
  mutating func accessibilityEscape(time t: Double) {
    let t = begin(at: t, field: "events.escape.t")
    guard considersDismissal else { return }
    if case .drag = motion { return }
    userDismiss(reason: .programmatic, trigger: .escape, at: t)
  }

  /// The spoken name of a detent: the app's name from ``SheetConfiguration/detentNames``, or
  /// by position — one detent "expanded"; two "collapsed"/"expanded"; three
  /// "collapsed"/"half"/"expanded"; more: "collapsed", "position N of M", "expanded". A value,
  /// not words: the layer says it in the user's language.
  public func accessibilityName(of id: DetentID) -> DetentSpokenName {
    if let name = configuration.detentNames[id] { return .named(name) }
    guard let i = index(of: id) else { return .named(id.rawValue) }
    let n = detents.count
    if i == n - 1 { return .expanded }
    if i == 0 { return .collapsed }
    if n == 3 { return .half }
    return .position(i + 1, of: n)
  }

  /// The grabber's accessibility value: the selected detent's name, or `dismissed`.
  public var accessibilityValue: DetentSpokenName {
    guard isPresented, let id = selectedDetentID else { return .dismissed }
    return accessibilityName(of: id)
  }

  /// What VoiceOver announces when the sheet settles on `id` ("Sheet expanded").
  public func announcement(forSettledOn id: DetentID) -> SheetAnnouncement {
    .settled(accessibilityName(of: id))
  }
}
