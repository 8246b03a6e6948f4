@_spi(Lab) import BottomSheetCore

extension PhoneAnimation {
  /// The colour of the view a sheet grows out of (`SheetConfiguration.source`).
  static let sourceColor = "#0d6efd"

  /// Draws the source view, when there is one: a filled rounded rectangle at its frame and
  /// radius, under the sheet, so the picture shows what the sheet grows out of and shrinks into.
  static func source(_ svg: inout SVGDocument, _ source: SheetSource?) {
    guard let source else { return }
    let r = source.rect
    svg.element(
      "path",
      [
        ("id", "source"),
        ("d", path(r, CornerRadii(top: source.cornerRadius, bottom: source.cornerRadius))),
        ("fill", sourceColor),
      ])
  }

  /// The sheet's opacity per frame (`SheetLayout.opacity`), or nil when it is 1 throughout
  /// (every sheet without a source), so those pictures are written as before.
  static func opacities(_ frames: [SheetLayout]) -> [String]? {
    guard frames.contains(where: { $0.opacity != 1 }) else { return nil }
    return frames.map { TextFormat.compact($0.opacity, decimals: 3) }
  }
}
