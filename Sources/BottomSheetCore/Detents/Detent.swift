/// A resting height of the sheet, described relative to its context; the engine resolves it to
/// points for each context (`SheetEngine.detents`).
///
/// Mirrors SwiftUI's `PresentationDetent` (`.medium`, `.large`, `.height(_:)`, `.fraction(_:)`,
/// `.custom`) and adds what it lacks: ``fitsContent`` and ``anchor(_:)`` (the sheet's top edge
/// rests at the bottom of a measured view, e.g. "collapsed = just below the header").
///
/// ```swift
/// let detents: [Detent] = [.anchor("header"), .medium, .large]
/// let peek = Detent.custom("peek") { context in context.maximumHeight * 0.2 }
/// ```
///
/// Equality and hashing use ``id`` and the description, never the custom closure.
public struct Detent: Sendable, Hashable, Identifiable {
  /// What a detent measures.
  package enum Kind: Sendable {
    /// A fixed height in points.
    case height(Double)
    /// A fraction of the largest available height.
    case fraction(Double)
    /// The largest available height.
    case large
    /// The content's natural height plus the sheet's chrome (the grabber only when shown), at
    /// most ``large``.
    case fitsContent
    /// The sheet's chrome alone (the grabber when shown, and the header): a sheet collapsed to
    /// its header, kept clear of the home indicator.
    case header
    /// The sheet's top edge rests at the named anchor's measured bottom edge.
    case anchor(String)
    /// Computed by a closure from the context; nil leaves the detent out of this context's
    /// list (a type-based custom detent in BottomSheetKit, as Apple's
    /// `CustomPresentationDetent.height(in:)` can).
    case custom(@Sendable (DetentContext) -> Double?)
  }

  /// The stable identity.
  public let id: DetentID
  /// What the detent measures.
  package let kind: Kind

  /// Creates a detent with an explicit identity.
  package init(id: DetentID, kind: Kind) {
    self.id = id
    self.kind = kind
  }

  /// A fixed height in points; identity `height:H`.
  public static func height(_ points: Double) -> Detent {
    Detent(id: DetentID("height:\(formatNumber(points))"), kind: .height(points))
  }
  /// A fraction of the largest available height; identity `fraction:F`.
  public static func fraction(_ fraction: Double) -> Detent {
    Detent(id: DetentID("fraction:\(formatNumber(fraction))"), kind: .fraction(fraction))
  }
  /// Half the largest available height; identity `medium`.
  public static let medium = Detent(id: "medium", kind: .fraction(0.5))
  /// The largest available height; identity `large`.
  public static let large = Detent(id: "large", kind: .large)
  /// The content's height plus chrome (header, and grabber when shown), at most `large`;
  /// identity `fitsContent`.
  public static let fitsContent = Detent(id: "fitsContent", kind: .fitsContent)
  /// Exactly the sheet's top: the grabber when shown and the header (the title row and the
  /// app's header view), plus the home indicator's strip for a sheet attached to the bottom
  /// edge, so the header shows whole above it; identity `header`. A Maps-like sheet collapses
  /// to its search field with it, with no anchor outside the sheet.
  public static let header = Detent(id: "header", kind: .header)
  /// The sheet's top edge at the bottom edge of the view measured as `name`; identity `anchor:NAME`.
  public static func anchor(_ name: String) -> Detent {
    Detent(id: DetentID("anchor:\(name)"), kind: .anchor(name))
  }
  /// A height computed from the context; identity `name`.
  ///
  /// The closure is called whenever the detents resolve (the container, the content, the
  /// keyboard or the traits changed), so make it a pure function of its `DetentContext`. A
  /// result that is not finite or not positive drops the detent for that context, with a
  /// diagnostic. In SwiftUI, a type conforming to `BottomSheetCustomDetent` (BottomSheetKit)
  /// is Apple's spelling of the same thing, and can also leave itself out by returning nil.
  public static func custom(
    _ name: String, _ resolve: @escaping @Sendable (DetentContext) -> Double
  ) -> Detent {
    Detent(id: DetentID(name), kind: .custom { resolve($0) })
  }

  /// Parses a scenario spec: `height:H`, `fraction:F`, `medium`, `large`, `fitsContent`,
  /// `header`, `anchor:NAME`. Returns nil for anything else (including non-finite numbers). The spec
  /// string becomes the identity verbatim.
  @_spi(Lab) public init?(spec: String) {
    let id = DetentID(spec)
    switch spec {
    case "medium": self.init(id: id, kind: .fraction(0.5))
    case "large": self.init(id: id, kind: .large)
    case "fitsContent": self.init(id: id, kind: .fitsContent)
    case "header": self.init(id: id, kind: .header)
    default:
      guard let colon = spec.firstIndex(of: ":") else { return nil }
      let head = spec[..<colon]
      let tail = String(spec[spec.index(after: colon)...])
      switch head {
      case "height":
        guard let value = Double(tail), value.isFinite else { return nil }
        self.init(id: id, kind: .height(value))
      case "fraction":
        guard let value = Double(tail), value.isFinite else { return nil }
        self.init(id: id, kind: .fraction(value))
      case "anchor":
        guard !tail.isEmpty else { return nil }
        self.init(id: id, kind: .anchor(tail))
      default:
        return nil
      }
    }
  }

  /// The spec-like description of the kind (custom closures print as `custom`).
  var kindDescription: String {
    switch kind {
    case let .height(h): return "height:\(h)"
    case let .fraction(f): return "fraction:\(f)"
    case .large: return "large"
    case .fitsContent: return "fitsContent"
    case .header: return "header"
    case let .anchor(name): return "anchor:\(name)"
    case .custom: return "custom"
    }
  }

  /// Same identity and same kind (closures are not compared).
  public static func == (lhs: Detent, rhs: Detent) -> Bool {
    lhs.id == rhs.id && lhs.kindDescription == rhs.kindDescription
  }
  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
