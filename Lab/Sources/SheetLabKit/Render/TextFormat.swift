@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling
@_spi(Lab) import BottomSheetHost

/// Number and text formatting with a fixed, platform-independent layout.
///
/// Pictures and tables are compared as text (snapshot tests, diffs in review), so every number
/// goes through one of these functions: a value is rounded to a fixed number of decimals first,
/// which also hides the last-bit differences between platforms' `exp` and `cos`.
public enum TextFormat {
  /// `value` rounded to `decimals` and printed in its shortest form (`12.5`, `12`, `-0.25`);
  /// `-0` prints as `0`; a non-finite value prints as `nan`.
  ///
  /// The compact form used inside SVG attributes.
  public static func compact(_ value: Double, decimals: Int = 1) -> String {
    guard value.isFinite else { return "nan" }
    return JSONWriter.format(value, decimals: decimals)
  }

  /// `value` with exactly `decimals` digits after the point (`12.30`, `-0.50`, `7`), for
  /// tables whose columns should line up; a non-finite value prints as `n/a`.
  public static func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<max(0, decimals) { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else {
      return value < 0 ? "-" + String(Int64(abs(value))) : String(Int64(value))
    }
    let units = Int64(scaled)
    let sign = value < 0 && units != 0 ? "-" : ""
    guard decimals > 0 else { return sign + String(units) }
    let divisor = Int64(scale)
    let whole = units / divisor
    var fraction = String(units % divisor)
    while fraction.count < decimals { fraction = "0" + fraction }
    return sign + String(whole) + "." + fraction
  }

  /// `text` padded with spaces on the right (or left, when `right` is true) to `width`
  /// characters; longer text is returned unchanged.
  public static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let count = text.count
    guard count < width else { return text }
    let fill = String(repeating: " ", count: width - count)
    return right ? fill + text : text + fill
  }

  /// `text` with the five XML special characters escaped, for SVG and HTML.
  public static func xml(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }
}
