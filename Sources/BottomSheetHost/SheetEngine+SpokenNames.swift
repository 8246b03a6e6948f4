@_spi(Lab) import BottomSheetCore

/// The detents' spoken names: the host model's accessibility rule over the engine's detents
/// (``HostFrame/accessibilityValue``, ``HostEffect/announce(_:)``). The engine itself speaks
/// no names; what VoiceOver says is the host's business, as the rest of ``HostFrame``'s
/// accessibility is.
extension SheetEngine {
  /// The spoken name of a detent: the app's name from `SheetConfiguration.detentNames`, or
  /// by position — one detent "expanded"; two "collapsed"/"expanded"; three
  /// "collapsed"/"half"/"expanded"; more: "collapsed", "position N of M", "expanded". A value,
  /// not words: the layer says it in the user's language.
  package func accessibilityName(of id: DetentID) -> DetentSpokenName {
    if let name = configuration.detentNames[id] { return .named(name) }
    guard let i = index(of: id) else { return .named(id.rawValue) }
    let n = detents.count
    if i == n - 1 { return .expanded }
    if i == 0 { return .collapsed }
    if n == 3 { return .half }
    return .position(i + 1, of: n)
  }

  /// The grabber's accessibility value: the selected detent's name, or `dismissed`.
  package var accessibilityValue: DetentSpokenName {
    guard isPresented, let id = selectedDetentID else { return .dismissed }
    return accessibilityName(of: id)
  }

  /// What VoiceOver announces when the sheet settles on `id` ("Sheet expanded").
  package func announcement(forSettledOn id: DetentID) -> SheetAnnouncement {
    .settled(accessibilityName(of: id))
  }
}
