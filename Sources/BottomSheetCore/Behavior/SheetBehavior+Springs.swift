extension SheetBehavior {
  /// The spring a motion in `role` runs on: the presentation or dismissal spring when set,
  /// otherwise ``spring``; ``SheetSpring/reducedMotion`` under Reduce Motion, whatever the role.
  func spring(for role: SpringRole) -> SheetSpring {
    if reduceMotion { return .reducedMotion }
    switch role {
    case .motion: return spring
    case .presentation: return presentationSpring ?? spring
    case .dismissal: return dismissalSpring ?? spring
    }
  }
}
