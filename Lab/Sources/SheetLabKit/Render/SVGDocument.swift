/// A minimal SVG writer whose output is stable text: attributes keep the order they are given
/// in, numbers are rounded to one decimal (a tenth of a pixel), one element per line.
///
/// The lab's pictures are snapshot-tested as text, so the writer never emits anything that
/// depends on the platform, the locale or the clock.
///
/// ```swift
/// var svg = SVGDocument(width: 200, height: 100)
/// svg.line(x1: 0, y1: 50, x2: 200, y2: 50, stroke: "#888")
/// svg.text("hello", x: 10, y: 20)
/// print(svg.render())
/// ```
public struct SVGDocument: Sendable {
  /// The picture's width in pixels.
  public var width: Double
  /// The picture's height in pixels.
  public var height: Double
  /// Extra text placed in a `<style>` element (CSS).
  public var style: String?
  private var body: [String] = []
  private var depth = 1

  /// Creates an empty picture of the given size.
  public init(width: Double, height: Double, style: String? = nil) {
    self.width = width
    self.height = height
    self.style = style
  }

  /// A number as it appears in an attribute: rounded to `decimals` (default one).
  public static func number(_ value: Double, decimals: Int = 1) -> String {
    TextFormat.compact(value, decimals: decimals)
  }

  /// Appends one element. `attributes` are written in order and XML-escaped; `content`, if
  /// given, is escaped text between the tags.
  public mutating func element(
    _ name: String, _ attributes: [(String, String)], content: String? = nil
  ) {
    var line = String(repeating: "  ", count: depth) + "<" + name
    for (key, value) in attributes {
      line += " " + key + "=\"" + TextFormat.xml(value) + "\""
    }
    if let content {
      line += ">" + TextFormat.xml(content) + "</" + name + ">"
    } else {
      line += "/>"
    }
    body.append(line)
  }

  /// Opens a container element (`g`, `clipPath`, an element with animation children…);
  /// close it with ``close(_:)``.
  public mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    var line = String(repeating: "  ", count: depth) + "<" + name
    for (key, value) in attributes {
      line += " " + key + "=\"" + TextFormat.xml(value) + "\""
    }
    body.append(line + ">")
    depth += 1
  }

  /// Closes the element opened last with ``open(_:_:)``.
  public mutating func close(_ name: String) {
    depth = max(1, depth - 1)
    body.append(String(repeating: "  ", count: depth) + "</" + name + ">")
  }

  /// Appends a comment (two hyphens in `text` are replaced, as XML requires).
  public mutating func comment(_ text: String) {
    let safe = text.split(separator: "-", omittingEmptySubsequences: false).joined(separator: "‐")
    body.append(String(repeating: "  ", count: depth) + "<!-- " + safe + " -->")
  }

  /// A straight line.
  public mutating func line(
    x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1,
    dash: String? = nil, opacity: Double? = nil
  ) {
    var a: [(String, String)] = [
      ("x1", Self.number(x1)), ("y1", Self.number(y1)), ("x2", Self.number(x2)),
      ("y2", Self.number(y2)), ("stroke", stroke), ("stroke-width", Self.number(width)),
    ]
    if let dash { a.append(("stroke-dasharray", dash)) }
    if let opacity { a.append(("stroke-opacity", Self.number(opacity, decimals: 2))) }
    element("line", a)
  }

  /// A rectangle.
  public mutating func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String? = nil,
    radius: Double? = nil, opacity: Double? = nil
  ) {
    var a: [(String, String)] = [
      ("x", Self.number(x)), ("y", Self.number(y)), ("width", Self.number(max(0, width))),
      ("height", Self.number(max(0, height))),
    ]
    if let radius { a.append(("rx", Self.number(radius))) }
    a.append(("fill", fill))
    if let opacity { a.append(("fill-opacity", Self.number(opacity, decimals: 2))) }
    if let stroke { a.append(("stroke", stroke)) }
    element("rect", a)
  }

  /// A circle.
  public mutating func circle(
    cx: Double, cy: Double, r: Double, fill: String, stroke: String? = nil, strokeWidth: Double = 1
  ) {
    var a: [(String, String)] = [
      ("cx", Self.number(cx)), ("cy", Self.number(cy)), ("r", Self.number(r)), ("fill", fill),
    ]
    if let stroke {
      a.append(("stroke", stroke))
      a.append(("stroke-width", Self.number(strokeWidth)))
    }
    element("circle", a)
  }

  /// An open polyline through `points`; nothing is drawn for fewer than two points.
  public mutating func polyline(
    _ points: [(x: Double, y: Double)], stroke: String, width: Double = 1.5, dash: String? = nil
  ) {
    guard points.count >= 2 else { return }
    var a: [(String, String)] = [
      ("points", Self.points(points)), ("fill", "none"), ("stroke", stroke),
      ("stroke-width", Self.number(width)), ("stroke-linejoin", "round"),
    ]
    if let dash { a.append(("stroke-dasharray", dash)) }
    element("polyline", a)
  }

  /// A polyline's `points` attribute: `x,y x,y …`.
  public static func points(_ points: [(x: Double, y: Double)]) -> String {
    points.map { number($0.x) + "," + number($0.y) }.joined(separator: " ")
  }

  /// A text label. `anchor` is `start`, `middle` or `end`.
  public mutating func text(
    _ string: String, x: Double, y: Double, size: Double = 11, anchor: String = "start",
    fill: String = "#222", weight: String? = nil
  ) {
    var a: [(String, String)] = [
      ("x", Self.number(x)), ("y", Self.number(y)), ("font-size", Self.number(size)),
    ]
    if anchor != "start" { a.append(("text-anchor", anchor)) }
    a.append(("fill", fill))
    if let weight { a.append(("font-weight", weight)) }
    element("text", a, content: string)
  }

  /// The complete SVG document, ending with a newline.
  public func render() -> String {
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" "
      + "height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) "
      + "\(Self.number(height))\" font-family=\"-apple-system, 'Helvetica Neue', Arial, "
      + "sans-serif\">\n"
    if let style { out += "  <style>" + style + "</style>\n" }
    for line in body { out += line + "\n" }
    return out + "</svg>\n"
  }
}
