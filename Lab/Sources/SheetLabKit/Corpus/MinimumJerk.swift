import BottomSheetCore

/// The minimum-jerk movement profile: the smoothest point-to-point path a hand makes.
///
/// For a movement of normalised time s = t / T in 0…1, the normalised position is
/// x(s) = 10s³ − 15s⁴ + 6s⁵, which minimises the integrated squared jerk and starts and ends
/// at rest with zero acceleration. Its peak speed, at s = ½, is 1.875 × the mean speed.
///
/// Source: T. Flash and N. Hogan, "The coordination of arm movements: an experimentally
/// confirmed mathematical model", *Journal of Neuroscience* 5(7), 1985.
public enum MinimumJerk {
  /// Normalised position at normalised time `s` (clamped to 0…1).
  public static func position(_ s: Double) -> Double {
    let s = min(max(s, 0), 1)
    return s * s * s * (10 + s * (-15 + 6 * s))
  }

  /// Normalised velocity dx/ds at `s` (clamped to 0…1): 30s² − 60s³ + 30s⁴.
  public static func velocity(_ s: Double) -> Double {
    let s = min(max(s, 0), 1)
    return 30 * s * s * (1 - s) * (1 - s)
  }
}

/// A finger path made of minimum-jerk strokes separated by pauses.
///
/// Between strokes (and after the last one) the finger rests where the previous stroke
/// ended. A stroke may be cut short by the lift (a flick leaves the glass while still moving):
/// the path itself does not know about the lift; ``FingerPath/point(at:)`` is defined for all t.
public struct FingerPath: Sendable, Equatable {
  /// One minimum-jerk stroke from `from` (at `start`) to `to` (at `end`).
  public struct Stroke: Sendable, Equatable {
    /// When the stroke starts, in seconds.
    public var start: Double
    /// When it would end, in seconds.
    public var end: Double
    /// Where it starts.
    public var from: SheetPoint
    /// Where it would end.
    public var to: SheetPoint

    /// Creates a stroke.
    public init(start: Double, end: Double, from: SheetPoint, to: SheetPoint) {
      self.start = start
      self.end = end
      self.from = from
      self.to = to
    }
  }

  /// The touch-down point.
  public var origin: SheetPoint
  /// The strokes, in time order, each starting where the previous one ended.
  public var strokes: [Stroke]

  /// Creates a path.
  public init(origin: SheetPoint, strokes: [Stroke]) {
    self.origin = origin
    self.strokes = strokes
  }

  /// The finger's position at `t`.
  public func point(at t: Double) -> SheetPoint {
    var point = origin
    for stroke in strokes {
      if t <= stroke.start { return point }
      let duration = stroke.end - stroke.start
      let s = duration > 0 ? (t - stroke.start) / duration : 1
      let f = MinimumJerk.position(s)
      point = SheetPoint(
        x: stroke.from.x + (stroke.to.x - stroke.from.x) * f,
        y: stroke.from.y + (stroke.to.y - stroke.from.y) * f)
      if t < stroke.end { return point }
    }
    return point
  }

  /// The finger's vertical velocity at `t` (points per second, y down).
  public func velocityY(at t: Double) -> Double {
    for stroke in strokes where t >= stroke.start && t < stroke.end {
      let duration = stroke.end - stroke.start
      guard duration > 0 else { return 0 }
      return (stroke.to.y - stroke.from.y) / duration
        * MinimumJerk.velocity((t - stroke.start) / duration)
    }
    return 0
  }

  /// The end of the last stroke (or the origin's time, 0, when there is none).
  public var endTime: Double { strokes.last?.end ?? 0 }

  /// The last stroke's end point (the origin when there is none).
  public var endPoint: SheetPoint { strokes.last?.to ?? origin }
}
