/// Which of the behaviour's springs a motion runs on (``SheetBehavior/spring(for:)``).
enum SpringRole: Sendable, Hashable {
  /// Releases, selections, re-aims: ``SheetBehavior/spring``.
  case motion
  /// The entrance: ``SheetBehavior/presentationSpring``.
  case presentation
  /// The exit: ``SheetBehavior/dismissalSpring``.
  case dismissal
}
