@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetCore

/// The `sheet` fields of issue #36: `presentationSpring`, `dismissalSpring`, `source` and
/// `backdropFade` (`docs/SCENARIOS.md`). Each is optional; a file without them means what it
/// meant before they existed.
extension ScenarioReader {
  func readAppearance(_ sheet: JSONValue, into c: inout SheetConfiguration) throws(ScenarioError) {
    if let s = try spring(sheet["presentationSpring"], "sheet.presentationSpring") {
      c.behavior.presentationSpring = s
    }
    if let s = try spring(sheet["dismissalSpring"], "sheet.dismissalSpring") {
      c.behavior.dismissalSpring = s
    }
    if let source = try object(sheet["source"], "sheet.source") {
      c.source = SheetSource(
        rect: SheetRect(
          x: try required(source["x"], "sheet.source.x"),
          y: try required(source["y"], "sheet.source.y"),
          width: try required(source["width"], "sheet.source.width"),
          height: try required(source["height"], "sheet.source.height")),
        cornerRadius: try number(source["cornerRadius"], "sheet.source.cornerRadius") ?? 0)
    }
    if let fade = try object(sheet["backdropFade"], "sheet.backdropFade") {
      guard let lower = try detentID(fade["lower"], "sheet.backdropFade.lower") else {
        throw fail("sheet.backdropFade.lower", "required detent spec is missing")
      }
      guard let upper = try detentID(fade["upper"], "sheet.backdropFade.upper") else {
        throw fail("sheet.backdropFade.upper", "required detent spec is missing")
      }
      c.backdropFade = BackdropFade(
        lower: lower,
        lowerOpacity: try required(fade["lowerOpacity"], "sheet.backdropFade.lowerOpacity"),
        upper: upper,
        upperOpacity: try required(fade["upperOpacity"], "sheet.backdropFade.upperOpacity"))
    }
  }
}
