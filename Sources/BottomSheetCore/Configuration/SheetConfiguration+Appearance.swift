extension SheetConfiguration {
  /// Repairs the values of issue #36 (springs per role, the backdrop fade) that need no
  /// geometry, and says what it did. The source needs the container's size and is repaired by
  /// the engine (``SheetSource``).
  mutating func sanitizeAppearance() -> [SheetDiagnostic] {
    var notes: [SheetDiagnostic] = []
    if behavior.presentationSpring?.isSanitized == true {
      notes.append(
        SheetDiagnostic(
          .invalidConfiguration, field: "sheet.presentationSpring",
          "invalid spring replaced by the default"))
    }
    if behavior.dismissalSpring?.isSanitized == true {
      notes.append(
        SheetDiagnostic(
          .invalidConfiguration, field: "sheet.dismissalSpring",
          "invalid spring replaced by the default"))
    }
    if var fade = backdropFade {
      func opacity(_ value: inout Double, _ field: String) {
        guard !(value.isFinite && value >= 0 && value <= 1) else { return }
        let fixed = value.isNaN ? 0 : clamp(value, 0, 1)
        notes.append(
          SheetDiagnostic(
            .invalidConfiguration, field: "sheet.backdropFade.\(field)",
            "\(value) replaced by \(fixed)"))
        value = fixed
      }
      opacity(&fade.lowerOpacity, "lowerOpacity")
      opacity(&fade.upperOpacity, "upperOpacity")
      backdropFade = fade
    }
    return notes
  }
}
