/// The measured world the sheet lives in: its container, safe area, keyboard, content and
/// named anchor views. The SwiftUI layer measures these; the engine only reads them.
///
/// Every number is sanitised by the engine before use: non-finite or negative sizes
/// become 0, a keyboard is limited to the container's height, and a diagnostic says so.
///
/// ```swift
/// let context = SheetContext(
///   containerSize: SheetSize(width: 390, height: 844),
///   safeArea: SheetInsets(top: 47, bottom: 34),
///   contentHeight: 420,
///   anchors: ["header": 300])
/// ```
public struct SheetContext: Sendable, Hashable {
  /// The container's size: the area the sheet and its backdrop cover.
  public var containerSize: SheetSize
  /// The container's safe-area insets.
  public var safeArea: SheetInsets
  /// Height of the software keyboard overlapping the container's bottom (0 when hidden).
  public var keyboardHeight: Double
  /// The content's natural height, for ``Detent/fitsContent`` and overflow decisions.
  public var contentHeight: Double
  /// Whether the content is a scroll view that can scroll when it overflows.
  public var contentScrolls: Bool
  /// Measured bottom edges (container y) of named views, for ``Detent/anchor(_:)``.
  public var anchors: [String: Double]
  /// The environment's size classes, Dynamic Type size and colour scheme, for custom detents
  /// that adapt to them (``DetentContext/traits``); unknown until the host reports them.
  @_spi(Lab) public var traits = SheetTraits()

  /// Creates a context.
  public init(
    containerSize: SheetSize, safeArea: SheetInsets = .zero, keyboardHeight: Double = 0,
    contentHeight: Double = 0, contentScrolls: Bool = true, anchors: [String: Double] = [:]
  ) {
    self.containerSize = containerSize
    self.safeArea = safeArea
    self.keyboardHeight = keyboardHeight
    self.contentHeight = contentHeight
    self.contentScrolls = contentScrolls
    self.anchors = anchors
  }

  /// The largest length (points) the engine accepts: no screen or content comes near it, and
  /// sums of a few such lengths stay far from overflowing `Double` (where heights near
  /// `Double.greatestFiniteMagnitude` made the rubber band and layout infinite).
  static let maximumLength = 1e9

  /// A copy with every value made usable, and the diagnostics explaining each change.
  ///
  /// Rules: non-finite or negative container sizes, insets, keyboard and content heights → 0;
  /// lengths and anchors beyond ±``maximumLength`` → limited to it;
  /// a keyboard taller than the container → the container's height; vertical safe-area insets
  /// that together exceed the container → scaled down to fit; non-finite anchors are dropped.
  func sanitized() -> (context: SheetContext, diagnostics: [SheetDiagnostic]) {
    var c = self
    var notes: [SheetDiagnostic] = []
    func fix(_ value: inout Double, _ field: String) {
      if !value.isFinite || value < 0 {
        notes.append(SheetDiagnostic(.invalidGeometry, field: field, "\(value) replaced by 0"))
        value = 0
      } else if value > Self.maximumLength {
        notes.append(
          SheetDiagnostic(
            .invalidGeometry, field: field, "\(value) limited to \(Self.maximumLength)"))
        value = Self.maximumLength
      }
    }
    fix(&c.containerSize.width, "container.width")
    fix(&c.containerSize.height, "container.height")
    fix(&c.safeArea.top, "container.safeArea.top")
    fix(&c.safeArea.bottom, "container.safeArea.bottom")
    fix(&c.safeArea.leading, "container.safeArea.leading")
    fix(&c.safeArea.trailing, "container.safeArea.trailing")
    fix(&c.keyboardHeight, "container.keyboard")
    fix(&c.contentHeight, "content.height")
    let height = c.containerSize.height
    if c.containerSize.width == 0 || height == 0 {
      notes.append(
        SheetDiagnostic(
          .invalidGeometry, field: "container", "zero-size container: sheet has no room"))
    }
    if c.keyboardHeight > height {
      notes.append(
        SheetDiagnostic(
          .invalidGeometry, field: "container.keyboard",
          "keyboard \(c.keyboardHeight) taller than the container; limited to \(height)"))
      c.keyboardHeight = height
    }
    let vertical = c.safeArea.top + c.safeArea.bottom
    if vertical > height {
      let scale = vertical > 0 ? height / vertical : 0
      notes.append(
        SheetDiagnostic(
          .invalidGeometry, field: "container.safeArea",
          "vertical safe area \(vertical) exceeds the container; scaled to fit"))
      c.safeArea.top *= scale
      c.safeArea.bottom *= scale
    }
    for (name, y) in c.anchors where !y.isFinite {
      notes.append(
        SheetDiagnostic(.invalidGeometry, field: "anchors.\(name)", "non-finite anchor dropped"))
      c.anchors[name] = nil
    }
    for (name, y) in c.anchors where abs(y) > Self.maximumLength {
      let limited = y < 0 ? -Self.maximumLength : Self.maximumLength
      notes.append(
        SheetDiagnostic(.invalidGeometry, field: "anchors.\(name)", "\(y) limited to \(limited)"))
      c.anchors[name] = limited
    }
    return (c, notes)
  }
}
