/// A detent resolved to a height in points for one context.
@_spi(Lab) public struct ResolvedDetent: Sendable, Hashable {
  /// The detent's stable identity.
  public var id: DetentID
  /// The sheet's height at this detent: from its top edge to the base it rests on.
  public var height: Double
  /// Creates a resolved detent.
  @_spi(Lab) public init(id: DetentID, height: Double) {
    self.id = id
    self.height = height
  }
}
