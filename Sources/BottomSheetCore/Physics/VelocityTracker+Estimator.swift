/// The release rule's constants, as a value the lab's release sweep can vary, and the
/// constants the studies chose.
extension VelocityTracker {
  /// The release rule with its constants (`docs/LAB.md`, "Velocity study" and "Release sweep").
  ///
  /// The engine runs this one rule. The estimators the studies compared it with live in the
  /// lab's module (`BottomSheetTooling`), which computes them from the tracker's fits and hands
  /// the engine their velocities (`send(_:at:releaseEstimate:)`).
  @_spi(Study)
  public enum Estimator: Sendable, Hashable {
    /// The release rule: ``robust(horizon:atLeast:cubicHorizon:cubicAtLeast:floor:restSpeed:lineTest:lineBand:)``
    /// with the constants the studies chose (``VelocityTracker/recentHorizon``,
    /// ``VelocityTracker/cubicHorizon``, ``VelocityTracker/cubicFloor`` in the velocity study;
    /// ``VelocityTracker/restSpeed``, ``VelocityTracker/lineTestScale``,
    /// ``VelocityTracker/lineBand`` in the release sweep).
    public static let standard = Estimator.robust(
      horizon: VelocityTracker.recentHorizon, atLeast: 3,
      cubicHorizon: VelocityTracker.cubicHorizon, cubicAtLeast: 4,
      floor: VelocityTracker.cubicFloor, restSpeed: VelocityTracker.restSpeed,
      lineTest: VelocityTracker.lineTestScale, lineBand: VelocityTracker.lineBand)
    /// The release rule of ``VelocityTracker`` (steps 1–6 there), with its constants as
    /// parameters: the parabola over `horizon` (at least `atLeast` samples), capped by the
    /// cubic over `cubicHorizon` (at least `cubicAtLeast`) never below `floor` × the parabola;
    /// `restSpeed` for the roll and rest steps; `lineTest` scales the F test's 95 % quantile
    /// (0 turns the steady step off) and `lineBand` is how far the release may stray from the
    /// line (0: the line itself).
    case robust(
      horizon: Double, atLeast: Int, cubicHorizon: Double, cubicAtLeast: Int, floor: Double,
      restSpeed: Double, lineTest: Double, lineBand: Double)
  }

  /// How far back the release rule's degree-2 fit looks, in seconds (at least three samples
  /// are used whatever their age inside ``horizon``).
  public static let recentHorizon = 0.03
  /// How far back the release rule's degree-3 cap looks, in seconds (at least four samples).
  public static let cubicHorizon = 0.05
  /// The degree-3 cap lowers the degree-2 slope to no less than this fraction of it.
  public static let cubicFloor = 0.8
  /// A finger whose line over the window is slower than this (points per second) is resting:
  /// it is released at that line, and any step of up to ``twitchDistance`` in its last
  /// ``twitchWindow`` is a roll. A tenth of the engine's 300 pt/s velocity threshold (20 pt of
  /// projection); the release sweep chose it (`docs/PHYSICS-RESULTS.md`).
  public static let restSpeed = 40.0
  /// How readily the release rule takes the line over the window for a steady throw: the F
  /// statistic of a cubic's two extra terms against the line must stay below this × its 95 %
  /// quantile. The release sweep chose it (`docs/PHYSICS-RESULTS.md`).
  public static let lineTestScale = 2.0
  /// When a line explains the window, the release is the capped parabola held within this
  /// fraction of the line: the line itself lags a flick braking or a throw still speeding up at
  /// the lift by half the window, which the F test cannot see through timestamp error. The
  /// release sweep chose it (`docs/PHYSICS-RESULTS.md`).
  public static let lineBand = 0.1
  /// A lift-off twitch is a backward step of at most this many points…
  public static let twitchDistance = 4.0
  /// …within this many seconds of the newest sample (the finger rolling off the glass).
  public static let twitchWindow = 0.02
}
