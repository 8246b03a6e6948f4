@_spi(Lab) import BottomSheetCore

extension SheetJSON {
  /// A spring object: mass, stiffness and damping when `exact` (they rebuild it exactly
  /// however it was made), response and damping fraction otherwise (rounded files).
  package static func spring(_ spring: SheetSpring, exact: Bool) -> JSONValue {
    exact
      ? .object([
        ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
        ("damping", .number(spring.damping)),
      ])
      : .object([
        ("response", .number(spring.response)),
        ("dampingFraction", .number(spring.dampingRatio)),
      ])
  }

  /// The `sheet` fields of issue #36, each written only when set, so documents written before
  /// they existed are written the same: `presentationSpring`, `dismissalSpring`, `source`
  /// (`x`, `y`, `width`, `height`, `cornerRadius`) and `backdropFade` (`lower`,
  /// `lowerOpacity`, `upper`, `upperOpacity`; left out when a detent is not a spec).
  package static func appearance(
    _ c: SheetConfiguration, exactSpring: Bool
  ) -> [(String, JSONValue)] {
    var pairs: [(String, JSONValue)] = []
    if let s = c.behavior.presentationSpring {
      pairs.append(("presentationSpring", spring(s, exact: exactSpring)))
    }
    if let s = c.behavior.dismissalSpring {
      pairs.append(("dismissalSpring", spring(s, exact: exactSpring)))
    }
    if let source = c.source {
      let r = source.rect
      pairs.append(
        (
          "source",
          .object([
            ("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)),
            ("height", .number(r.height)), ("cornerRadius", .number(source.cornerRadius)),
          ])
        ))
    }
    if let fade = c.backdropFade, isSpec(fade.lower), isSpec(fade.upper) {
      pairs.append(
        (
          "backdropFade",
          .object([
            ("lower", .string(fade.lower.rawValue)), ("lowerOpacity", .number(fade.lowerOpacity)),
            ("upper", .string(fade.upper.rawValue)), ("upperOpacity", .number(fade.upperOpacity)),
          ])
        ))
    }
    return pairs
  }
}
