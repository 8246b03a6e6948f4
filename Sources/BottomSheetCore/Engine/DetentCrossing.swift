/// The last detent crossing a drag reported: the detent's height and the direction.
struct DetentCrossing: Sendable {
  var height: Double
  var upward: Bool
}
