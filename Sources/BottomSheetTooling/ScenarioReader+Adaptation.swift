@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetCore

extension ScenarioReader {
  /// The `sheet.adaptation` object (docs/SCENARIOS.md): each field it names replaces the
  /// default's; `regularWidth` is `automatic`, `bottom`, `sidePanel`, `card`, `form`, `page` or
  /// `fitted`. Numbers are taken as written; the engine repairs bad ones with a diagnostic.
  func adaptation(_ value: JSONValue, _ f: String) throws(ScenarioError) -> SheetAdaptation {
    var a = SheetAdaptation()
    if let text = try string(value["regularWidth"], "\(f).regularWidth") {
      switch text {
      case "automatic": a.regularWidth = .automatic
      case "bottom": a.regularWidth = .bottom
      case "sidePanel": a.regularWidth = .sidePanel
      case "card": a.regularWidth = .card
      default:
        guard let sizing = SheetSizing(rawValue: text) else {
          throw fail(
            "\(f).regularWidth",
            "unknown value \"\(text)\" (automatic, bottom, sidePanel, card, form, page, fitted)")
        }
        a.regularWidth = .centered(sizing)
      }
    }
    if let v = try bool(
      value["prefersEdgeAttachedInCompactHeight"], "\(f).prefersEdgeAttachedInCompactHeight")
    {
      a.prefersEdgeAttachedInCompactHeight = v
    }
    if let v = try number(value["panelWidth"], "\(f).panelWidth") { a.panelWidth = v }
    if let edge: SheetEdge = try name(value["panelEdge"], "\(f).panelEdge") { a.panelEdge = edge }
    if let v = try number(value["edgeInset"], "\(f).edgeInset") { a.edgeInset = v }
    if let v = try number(value["minimumWidthBeside"], "\(f).minimumWidthBeside") {
      a.minimumWidthBeside = v
    }
    if let v = try number(value["formWidth"], "\(f).formWidth") { a.formSize.width = v }
    if let v = try number(value["formHeight"], "\(f).formHeight") { a.formSize.height = v }
    if let v = try number(value["pageWidth"], "\(f).pageWidth") { a.pageWidth = v }
    if let v = try number(value["cardMaximumWidth"], "\(f).cardMaximumWidth") {
      a.cardMaximumWidth = v
    }
    if let anchor: SheetCardAnchor = try name(value["cardAnchor"], "\(f).cardAnchor") {
      a.cardAnchor = anchor
    }
    return a
  }
}
