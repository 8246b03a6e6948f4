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
    /// The parabola over `horizon` with at least `atLeast` samples, capped by the cubic over
    /// `cubicHorizon` with at least `cubicAtLeast` when both point the same way and the cubic
    /// is smaller, never below `floor` × the parabola (the velocity study's rule: a cubic sees a
    /// finger's acceleration falling off as it nears its peak speed, where a parabola
    /// extrapolates it, but through four samples of a stroke that brakes hard it can
    /// extrapolate the braking to almost nothing), made to hold on the finger models of
    /// the release sweep:
    ///
    /// - **Roll.** The newest one or two samples within ``VelocityTracker/twitchWindow`` of the
    ///   newest that step at most ``VelocityTracker/twitchDistance`` back against the line over
    ///   the window — at any speed — or either way when that line is slower than `restSpeed`,
    ///   are dropped: a fingertip rolling off the glass after slow motion is not a throw. A
    ///   lone sample after a rest (the window holds only it) that moved no more than
    ///   ``VelocityTracker/twitchDistance`` is such a roll too: zero.
    /// - **Rest.** When the line over the window (after the drop) is slower than `restSpeed`,
    ///   the finger is resting on noisy input, and the release is that line (a parabola over
    ///   30 ms of a resting finger's 0.5 pt noise reads ±100 pt/s).
    /// - **Steady.** When `lineTest` > 0 and a line explains the window (at least six samples)
    ///   as well as a cubic does, within `lineTest` × the 95 % quantile of the F test of the
    ///   cubic's two extra terms, the line bounds the release: with `lineBand` > 0 the release
    ///   is the capped parabola held within `lineBand` of the line (a parabola that strays
    ///   further is read through jittered timestamps; one within it follows the lift better
    ///   than the line, which lags a stroke still speeding up or slowing down by half the
    ///   window), with `lineBand` = 0 the line itself. A steady throw read through jittered
    ///   timestamps is then held near the average over the whole window instead of
    ///   extrapolated through the last three samples (the release sweep's 1 400 pt/s throw at 60 Hz,
    ///   ±2 ms, 40 draws: 0.53–1.38 × by the parabola, 0.98–1.03 × by the line, 0.88–1.12 ×
    ///   held within 10 % of it).
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
  /// ``twitchWindow`` is a roll. Chosen by the release sweep (`docs/LAB.md`): 20
  /// and 40 leave every clean release as it was; 40 lands more noisy placements (99.2 % against
  /// 98.4 % on the combined axis) and is a tenth of the engine's 300 pt/s velocity threshold,
  /// 20 pt of projection.
  public static let restSpeed = 40.0
  /// How readily the release rule takes the line over the window for a steady throw: the F
  /// statistic of a cubic's two extra terms against the line must stay below this × its 95 %
  /// quantile. Chosen by the release sweep: ×1 keeps one of 40 jittered 60 Hz
  /// constant throws at 1.16 × and lowers the worst seed's nudges under timestamp error; ×2
  /// keeps all 40 within 0.98–1.03 × and lowers no gesture kind on any axis; ×4 lowers the
  /// combined axis's placements.
  public static let lineTestScale = 2.0
  /// When a line explains the window, the release is the capped parabola held within this
  /// fraction of the line (see ``Estimator/robust(horizon:atLeast:cubicHorizon:cubicAtLeast:floor:restSpeed:lineTest:lineBand:)``).
  /// Chosen by the release sweep (`docs/LAB.md`): releasing the line itself
  /// (0) lowered four medians on the tuning seeds (a line over 100 ms lags a flick braking or
  /// a throw still speeding up at the lift by half the window, and the F test cannot see
  /// that curvature through timestamp error or noise); every band from 8 % to 15 % lowers no
  /// gesture kind's median or worst seed on any axis of either seed set; 5 % lowers two
  /// tuning medians, and above 12 % the jittered 1 400 pt/s throw leaves 0.85–1.15 (the line
  /// is within 3 % of it). 10 %: the line's 3 % and the band stay inside 0.85–1.15.
  public static let lineBand = 0.1
  /// A lift-off twitch is a backward step of at most this many points…
  public static let twitchDistance = 4.0
  /// …within this many seconds of the newest sample (the finger rolling off the glass).
  public static let twitchWindow = 0.02
}
