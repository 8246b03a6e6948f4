/// The bottom-sheet engine: a value type that turns touches, scroll offsets, geometry and
/// requests into a ``SheetLayout`` at any instant.
///
/// One door in: ``send(_:at:)`` takes an ``Input`` and the time it happens, and nothing reads a
/// clock, so the same inputs always give the same motion — on a device, in a test, or replayed
/// by `sheetlab`.
///
/// ```swift
/// var engine = SheetEngine(
///   configuration: SheetConfiguration(style: .inline, detents: [.height(120), .large]),
///   context: SheetContext(containerSize: SheetSize(width: 390, height: 844),
///                         safeArea: SheetInsets(top: 47, bottom: 34)))
/// engine.send(.touchDown(at: SheetPoint(x: 195, y: 730)), at: 0)
/// engine.send(.touchMoved(to: SheetPoint(x: 195, y: 600)), at: 0.05)
/// engine.send(.touchUp(at: SheetPoint(x: 195, y: 520)), at: 0.1)
/// let frame = engine.layout(at: 0.2)   // springing toward `large`
/// ```
///
/// Lifecycle of a gesture: ``Input/touchDown(at:region:)`` catches the sheet where it is (even
/// mid-spring), the sheet follows the finger 1:1 between its lowest and highest detent and
/// rubber-bands past them, and ``Input/touchUp(at:platformVelocity:)`` picks a target
/// (<doc:PhysicsAndTuning>) and starts a spring whose initial velocity is the sheet's velocity at
/// release. Every input first moves the engine's clock to its time (so does
/// ``Input/advance``), which emits ``SheetEvent/Kind/settled(_:)`` at the exact arrival time.
public struct SheetEngine: Sendable {
  /// The configuration in use (sanitised).
  public internal(set) var configuration: SheetConfiguration
  /// The context in use (sanitised).
  public internal(set) var context: SheetContext
  /// The geometry derived from both.
  @_spi(Lab) public internal(set) var metrics: SheetMetrics
  /// The resolved detents, ascending by height, never empty.
  @_spi(Lab) public internal(set) var detents: [ResolvedDetent]
  /// Whether the grabber is shown, decided with the detents (``GrabberVisibility``).
  package internal(set) var showsGrabber: Bool
  /// Everything the engine had to repair, oldest first (at most 256; later ones are counted,
  /// not kept, so a host fed bad input every frame does not grow without bound).
  public internal(set) var diagnostics: [SheetDiagnostic] = []
  /// The selected detent.
  public internal(set) var selectedDetentID: DetentID?
  /// Whether the sheet is presented (inline: not hidden).
  public internal(set) var isPresented: Bool
  /// Events not yet read by the host; see ``clearEvents()``.
  public internal(set) var pendingEvents: [SheetEvent] = []
  /// The time of the latest input.
  @_spi(Lab) public internal(set) var time: Double
  /// The inner scroll view's offset as last reported or modelled.
  package internal(set) var contentOffset: Double = 0

  /// The most diagnostics kept; later ones are counted in ``droppedDiagnostics``.
  package static let maximumDiagnostics = 256
  /// Diagnostics not kept because ``maximumDiagnostics`` was reached.
  package internal(set) var droppedDiagnostics = 0

  /// The release rule's constants. Only the lab's release sweep changes them, to replay the
  /// corpus with a variant of the rule; the estimators the rule is compared with come in
  /// through `send(_:at:releaseEstimate:)`.
  @_spi(Study) public var velocityEstimator = VelocityTracker.Estimator.standard
  /// When a platform velocity is used (see `releaseVelocity(_:own:platform:at:)`); only the lab's
  /// study changes it, to compare the choices.
  @_spi(Study) public var platformVelocityUse = PlatformVelocityUse.whenSparse

  /// When the release uses a host-supplied platform velocity (the lab's study compares them).
  @_spi(Study)
  public enum PlatformVelocityUse: Sendable, Hashable {
    /// The release rule: only when the engine's own window holds fewer than
    /// ``SheetEngine/platformVelocitySampleMinimum`` samples, and only where the rules allow
    /// (no rest, same direction as the samples).
    case whenSparse
    /// Whenever the rules allow (no rest, same direction as the samples).
    case whenAllowed
    /// Always, as reported.
    case always
  }

  /// With at least this many samples in its window the engine's own estimate is used even when
  /// the host passes a platform velocity (the lab's study: `docs/LAB.md`, "Platform velocity").
  static let platformVelocitySampleMinimum = 3

  var aliases: [DetentID: DetentID] = [:]
  /// The configuration's source, repaired for the container (``SheetSource``); nil: none.
  var morphSource: SheetSource?
  /// The lowest detent's resting frame, which the morph blends the source with.
  var morphTarget = SheetRect(x: 0, y: 0, width: 0, height: 0)
  var motion: Motion
  /// The sheet height the content is laid out for (see ``SheetLayout/contentHeight``).
  var contentLayoutHeight: Double
  /// A request that arrived mid-drag (a detent, or dismissal): the finger wins until it lifts.
  var pendingRequest: SheetEvent.Destination?
  /// A configured initial detent that could not be resolved yet (an anchor not measured):
  /// its first resolution applies without animation.
  var awaitingFirstResolution: DetentID?
  /// A touch that is not the sheet's (outside it): its moves and lift are ignored.
  var ignoringTouch = false
  /// Rows of ``transitions`` struck out (bit `i`: row `i`), so that a test can take a row out
  /// and watch the engine stop taking it; none in an app. A bit set rather than a copy of the
  /// table: a stored array would add a reference to every copy of the engine.
  var struckRows: UInt64 = 0
  /// Whether the running spring's arrival was refused (its row struck out) and reported: a
  /// refused arrival is asked for again on every later frame, and reported only the first time.
  var arrivalRefused = false

  enum Motion: Sendable {
    case rest(height: Double)
    case drag(SheetDrag)
    case spring(ActiveSpring)
  }

  /// Creates an engine at rest at `time`: an inline sheet (or a presented modal/floating
  /// one) at its initial detent, without animation; a non-presented one off screen.
  public init(configuration: SheetConfiguration, context: SheetContext, time: Double = 0) {
    let (config, configNotes) = configuration.sanitized()
    let (ctx, contextNotes) = context.sanitized()
    var notes = configNotes + contextNotes
    let metrics = SheetMetrics(configuration: config, context: ctx, diagnostics: &notes)
    let resolution = DetentResolver.resolve(
      config.detents, configuration: config, context: ctx, metrics: metrics
    ).placed(metrics, configuration: config, keeping: config.initialDetent)
    notes += resolution.diagnostics
    self.configuration = config
    self.context = ctx
    self.metrics = metrics
    self.detents = resolution.detents
    self.aliases = resolution.aliases
    self.showsGrabber = resolution.showsGrabber
    self.time = time.isFinite ? time : 0
    self.isPresented = config.style.capabilities.startsOnScreen || config.startsPresented
    self.motion = .rest(height: 0)
    self.contentLayoutHeight = 0
    var initial = detents[0].id
    if let wanted = config.initialDetent {
      if let id = canonicalID(wanted) {
        initial = id
      } else {
        awaitingFirstResolution = wanted
        notes.append(
          SheetDiagnostic(
            .unknownDetent, field: "sheet.initial",
            "\(wanted) is not resolved yet; starting at \(initial)"))
      }
    }
    selectedDetentID = initial
    let restHeight = isPresented ? height(of: initial) : metrics.hiddenHeight
    motion = .rest(height: restHeight)
    contentLayoutHeight = height(of: initial)
    pendingEvents.reserveCapacity(32)
    notes += resolveAppearance()
    for note in notes { report(note) }
    if !time.isFinite {
      report(SheetDiagnostic(.timeWentBackwards, field: "t", "non-finite start time; using 0"))
    }
  }

  /// Forgets the events read so far (keeps the storage, so appending stays allocation-free).
  public mutating func clearEvents() { pendingEvents.removeAll(keepingCapacity: true) }

  // MARK: - Queries

  /// The resolved detent with identity `id` (following merges), if any.
  package func detent(_ id: DetentID) -> ResolvedDetent? {
    guard let canonical = canonicalID(id) else { return nil }
    return detents.first { $0.id == canonical }
  }

  /// The index of the selected detent in ``detents``.
  @_spi(Lab) public var selectedIndex: Int? {
    guard let id = selectedDetentID else { return nil }
    return detents.firstIndex { $0.id == id }
  }

  func canonicalID(_ id: DetentID) -> DetentID? {
    if detents.contains(where: { $0.id == id }) { return id }
    if let alias = aliases[id], detents.contains(where: { $0.id == alias }) { return alias }
    return nil
  }

  func height(of id: DetentID) -> Double {
    detents.first { $0.id == id }?.height ?? detents[0].height
  }

  package func index(of id: DetentID) -> Int? { detents.firstIndex { $0.id == id } }

  var lowestHeight: Double { detents[0].height }
  var highestHeight: Double { detents[detents.count - 1].height }

  /// Whether a release or tap may end in dismissal (or hiding, for inline).
  var considersDismissal: Bool {
    configuration.style.capabilities.isPresentable || configuration.isDismissible
  }

  /// The lowest height the sheet can be dragged to without resistance.
  var lowerLimit: Double { considersDismissal ? metrics.hiddenHeight : lowestHeight }

  // MARK: - Bookkeeping

  mutating func emit(_ kind: SheetEvent.Kind, at t: Double) {
    pendingEvents.append(SheetEvent(time: t, kind: kind))
  }

  mutating func report(_ diagnostic: SheetDiagnostic) {
    if diagnostics.count < Self.maximumDiagnostics {
      diagnostics.append(diagnostic)
    } else {
      droppedDiagnostics += 1
    }
  }

  /// Validates an input time: non-finite or earlier than the latest input → the latest input's
  /// time, with a diagnostic. Then advances to it.
  mutating func begin(at t: Double, field: String) -> Double {
    var t = t
    if !t.isFinite || t < time {
      report(
        SheetDiagnostic(
          .timeWentBackwards, field: field, "time \(t) is before \(time); using \(time)"))
      t = time
    }
    advance(to: t)
    return t
  }

  mutating func setSelection(_ id: DetentID, at t: Double) {
    guard selectedDetentID != id else { return }
    let old = selectedDetentID
    selectedDetentID = id
    emit(.selectionChanged(from: old, to: id), at: t)
  }

  /// The extent the vertical rubber band's elastic formula scales by.
  var bandDimension: Double { max(metrics.maximumHeight, 1) }

  /// How far past the ends of the free range the rubber band can show the sheet.
  var bandAllowance: Double {
    configuration.behavior.rubberBand.maximumDisplacement(dimension: bandDimension)
  }

  /// How far sideways the horizontal rubber band can show a floating card (0 for other styles).
  var sidewaysAllowance: Double {
    guard configuration.style.capabilities.movesSideways else { return 0 }
    return configuration.behavior.horizontalRubberBand.maximumDisplacement(
      dimension: max(metrics.width, 1))
  }

  /// The rubber-banded height for a raw (finger-driven) height.
  func displayedHeight(raw: Double) -> Double {
    let upper = highestHeight
    let lower = lowerLimit
    let band = configuration.behavior.rubberBand
    let dimension = bandDimension
    if raw > upper { return upper + band.displayed(overshoot: raw - upper, dimension: dimension) }
    if raw < lower { return lower + band.displayed(overshoot: raw - lower, dimension: dimension) }
    return raw
  }

  /// The raw height that displays as `displayed`: the rubber band's inverse.
  func rawHeight(displayed: Double) -> Double {
    let upper = highestHeight
    let lower = lowerLimit
    let band = configuration.behavior.rubberBand
    let dimension = bandDimension
    if displayed > upper {
      return upper + band.overshoot(displayed: displayed - upper, dimension: dimension)
    }
    if displayed < lower {
      return lower + band.overshoot(displayed: displayed - lower, dimension: dimension)
    }
    return displayed
  }

  func displayedOffsetX(raw: Double) -> Double {
    guard configuration.style.capabilities.movesSideways else { return 0 }
    return configuration.behavior.horizontalRubberBand.displayed(
      overshoot: raw, dimension: max(metrics.width, 1))
  }

  func rawOffsetX(displayed: Double) -> Double {
    guard configuration.style.capabilities.movesSideways else { return 0 }
    return configuration.behavior.horizontalRubberBand.overshoot(
      displayed: displayed, dimension: max(metrics.width, 1))
  }
}
