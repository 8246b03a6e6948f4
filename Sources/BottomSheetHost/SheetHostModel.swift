@_spi(Lab) import BottomSheetCore
/// The platform-free host of one sheet: platform events in, the layout to draw and the
/// effects to perform out.
///
/// It sits between a UI layer (UIKit and SwiftUI on iOS) and `SheetEngine`.
/// Every decision the layer used to make in untested code is made here, from values, and tested
/// on Linux:
///
/// - **One clock.** Each input carries the platform's own timestamp for it (a touch's
///   `UITouch.timestamp`, never the time its callback ran). The first input's timestamp is
///   the engine's time zero; time never runs backwards.
/// - **Touches.** A touch-down moves nothing (a tap must not wobble the sheet) unless the
///   sheet is moving, which it catches. The pan recognizer begins after the platform's slop
///   in the direction `shouldBeginPan(translation:)` accepts; only the first finger counts.
/// - **Scroll hand-off.** While the sheet owns a drag that started in the scroll view, the
///   scroll view is held where the engine models it: the offset to hold is returned at the
///   moment the scroll view reports a move (``HostEffect/holdScrollOffset(_:)``). While the
///   content owns it, the scroll view scrolls natively and the engine learns its offset.
/// - **Drawing.** The layer draws only when ``needsDraw`` says something changed: once per
///   touch event and display frame at most, never on a frame that changes nothing.
/// - **Bindings.** Engine events become binding writes; the written value coming back is
///   recognised, never taken for a new request. A change the app makes during a drag is
///   served when the finger lifts (the engine's rule).
/// - **Lifecycle.** A modal or floating sheet is attached above everything before its
///   entrance and detached, with `onDismiss`, after its exit has finished.
///
/// ```swift
/// var model = SheetHostModel(configuration: configuration, isPresented: false)
/// model.send(.container(size: SheetSize(width: 390, height: 844), safeArea: insets), at: now)
/// model.send(.presentedBinding(true), at: now)        // effects: attach, displayClock(true), …
/// let frame = model.frame(at: displayLinkTimestamp)   // draw frame.layout
/// ```
///
/// Complexity: each input is O(detents) at worst (a context change re-resolves them); a touch
/// move or a frame is O(1) and, once the effect buffer has grown, allocation-free.
public struct SheetHostModel: Sendable {
  /// The engine, once the container has a size.
  public internal(set) var engine: SheetEngine?
  /// The configuration the engine runs (the latest ``HostInput/configuration(_:)``).
  public internal(set) var configuration: SheetConfiguration
  /// The geometry last reported.
  public internal(set) var geometry = HostGeometry()
  /// What the layer must do; read after each input, then `clearEffects()`.
  public internal(set) var effects: [HostEffect] = []
  /// Inputs the model dropped or repaired (non-finite values), oldest first, at most 256.
  public internal(set) var diagnostics: [SheetDiagnostic] = []
  /// The recording of every input since the model was created, when it was created with
  /// `recording: true`: a trace that replays to the same frames and effects.
  public internal(set) var trace: HostTrace?
  /// How many attaches the layer reported refused (``HostInput/attachFailed``) since the model
  /// was created; each is also in ``diagnostics``.
  public internal(set) var attachRefusals = 0

  /// The binding values as the model last knew them: written by the model or reported.
  var knownPresented: Bool?
  var knownSelection: DetentID?
  /// The platform timestamp of engine time zero.
  var epoch: Double?
  /// The engine time of the latest input.
  var now = 0.0
  /// The engine time of the latest input other than a display frame: what a timestamp is
  /// judged late against (`engineTime(_:)`).
  var lastInputTime = 0.0
  var touch: TrackedTouch?
  var pendingClose = false
  var attached = false
  var clockRunning = false
  var lastPhase: SheetPhase?
  var contentLayout: (height: Double, bottomInset: Double)?
  /// The offset the scroll view was last reported at or told to hold.
  var scrollViewOffset = 0.0
  /// A recording asked for with `startRecording()`, waiting for the sheet to be at rest.
  var recordingRequested = false
  /// The engine time at which the recording began (its time zero).
  var recordingOrigin = 0.0
  /// Whether the engine starts presented at rest (a replayed trace that began at rest).
  var startsAtRest = false
  /// The keyboard's slide in progress, followed on display frames.
  var keyboardMotion: KeyboardMotion?
  /// Whether the modifier's anchor is in a window (nil: never reported, taken as yes).
  var anchorInWindow: Bool?
  /// The binding asked for the sheet while its anchor was in no window: it attaches and enters
  /// when the anchor arrives.
  var waitsForAnchor = false
  /// The modifier went away: nothing presents the sheet again.
  var removed = false
  /// A modal or floating sheet's entrance is running: presented, and not yet settled since
  /// (`SheetHostModel+Entrance`). Backdrop taps and taps on the rising sheet do nothing then.
  var entering = false
  /// VoiceOver's focus moves into the sheet when its entrance settles (it attached, and the
  /// focus has not moved in yet).
  var focusPending = false
  /// The offset the scroll view is held at on each display frame of the spring that follows
  /// a lift the sheet owned (nil: no hold). Cleared when the sheet settles or a finger lands.
  var holdAfterLift: Double?
  /// The engine time of the latest display frame while the clock runs: nothing is drawn
  /// earlier than it (`frame(at:)`). Nil while the clock is stopped.
  var latestFrameTime: Double?
  /// The layer reported that it could not attach the sheet (``HostInput/attachFailed``): the
  /// sheet waits for ``HostInput/presenterReady`` or its anchor's return to a window.
  var presenterRefused = false
  /// A presentation the app asked for has begun and has not ended yet
  /// (``HostEffect/presentationEnded`` is due when it ends). Modal and floating sheets only.
  var presentationOpen = false
  /// The detent a sheet hidden with its anchor (``HostInput/anchorHidden``) comes back at, at
  /// rest; nil when no sheet is hidden that way.
  var resumeDetent: DetentID?
  /// The close button an inline sheet cannot use was reported (once).
  var reportedUndrawnCloseButton = false
  /// What the app last heard of the sheet's geometry (``geometryChange(for:presenterFrame:)``).
  var geometryReporter = SheetGeometryReporter()
  /// The unknown detent ``screenBottomInset(upThrough:)`` last reported, so a layer asking on
  /// every input reports it once.
  var reportedInsetDetent: DetentID?
  /// The next `settled` follows a user action on the sheet (a drag's release, a backdrop tap,
  /// a close or VoiceOver escape): it is announced (`SheetHostModel+Announcements`).
  var announcesSettle = false
  /// A keyboard layout guide reading with no slide heading there, applied on the next display
  /// frame unless a slide announced meanwhile takes over (`SheetHostModel+Keyboard`).
  var pendingKeyboard: PendingKeyboard?
  /// The keyboard's on-screen top during a slide, read by the layer for the next display frame
  /// (``HostInput/keyboardPresented(top:)``), in place of the stand-in curve.
  var presentedKeyboard: KeyboardTop?
  /// The keyboard top the engine keeps while the sheet owns a drag: the base stays where it
  /// was when the drag began, and the keyboard's moves meanwhile are applied at the lift.
  var heldKeyboard: KeyboardTop?
  /// Whether an input since the layer last drew changed what `frame(at:)` returns
  /// (``needsDraw``).
  var drawPending = false

  /// Creates a host for a sheet.
  ///
  /// - Parameters:
  ///   - configuration: The sheet's configuration. `initialDetent` and `startsPresented` are
  ///     taken from the bindings instead.
  ///   - isPresented: The app's `isPresented` binding. Nil for an inline sheet without one
  ///     (always shown, today's `inlineBottomSheet`); an inline sheet with one can hide
  ///     (`SheetHostModel+InlineHiding`): created false, it starts hidden without animation.
  ///   - selection: The app's selection binding, if it has one.
  ///   - recording: Whether to record every input in `trace` (`bottomSheetTrace`).
  public init(
    configuration: SheetConfiguration, isPresented: Bool? = nil, selection: DetentID? = nil,
    recording: Bool = false
  ) {
    self.configuration = configuration
    self.knownPresented = isPresented
    self.knownSelection = selection
    presentationOpen = configuration.style.capabilities.isPresentable && isPresented == true
    if recording {
      trace = HostTrace(
        configuration: configuration, isPresented: knownPresented, selection: selection)
    }
    reportUndrawnCloseButton()
  }

  /// Creates the host a trace starts from: its configuration and bindings, and, for a trace
  /// that began with the sheet at rest, an engine that starts there without an entrance.
  public init(replaying trace: HostTrace) {
    self.init(
      configuration: trace.configuration, isPresented: trace.isPresented,
      selection: trace.selection, recording: true)
    startsAtRest = trace.startsAtRest
    self.trace?.startsAtRest = trace.startsAtRest
  }

  /// Takes one input at `timestamp` (the platform's time for the event, in seconds).
  public mutating func send(_ input: HostInput, at timestamp: Double) {
    if case .advance = input {
      displayFrame(at: timestamp)
      return
    }
    let (t, late) = engineTime(timestamp)
    record(input, at: t, late: late)
    let wasEntering = entering
    defer { if entering != wasEntering { drawPending = true } }
    switch input {
    case let .touchDown(id, point, target): touchDown(id, at: point, target: target, time: t)
    case let .panBegan(id, point): panBegan(id, at: point, time: t)
    case let .panMoved(id, point): panMoved(id, at: point, time: t)
    case let .panEnded(id, point, velocity): panEnded(id, at: point, velocity: velocity, time: t)
    case let .panCancelled(id): panCancelled(id, time: t)
    case let .touchEnded(id): touchEnded(id, time: t)
    case let .backdropTap(point): backdropTap(at: point, time: t)
    case let .contentScrolled(offset): contentScrolled(offset, time: t)
    case let .scrollMetrics(metrics): scrollMetricsChanged(metrics, time: t)
    case let .container(size, safeArea): containerChanged(size: size, safeArea: safeArea, time: t)
    case let .keyboard(top):
      keyboardMotion = nil
      pendingKeyboard = nil
      presentedKeyboard = nil
      updateGeometry(time: t) { $0.keyboardTop = top }
    case let .keyboardWillMove(top, duration): keyboardWillMove(to: top, over: duration, time: t)
    case let .keyboardTracked(top): keyboardTracked(top: top, time: t)
    case let .anchors(anchors): updateGeometry(time: t) { $0.anchors = anchors }
    case let .contentHeight(height): updateGeometry(time: t) { $0.naturalContentHeight = height }
    case let .configuration(configuration): configure(configuration, time: t)
    case let .presentedBinding(value): presentedBindingChanged(value, time: t)
    case let .selectionBinding(id): selectionBindingChanged(id, time: t)
    case let .select(id, animated):
      announcesSettle = false  // the app's code: not announced
      withEngine(t) { $0.send(.select(id, animated: animated), at: t) }
    case let .present(animated):
      announcesSettle = false  // the app's code: not announced
      present(animated: animated, time: t)
    case let .dismiss(animated):
      announcesSettle = false
      // A sheet that is not on screen (waiting, hidden with its anchor) has nothing to animate.
      guard !endPendingPresentation(time: t) else { break }
      withEngine(t) { $0.send(.dismiss(animated: animated), at: t) }
    case .close: close(time: t)
    case .grabberTapped: grabberTapped(time: t)
    // VoiceOver reads the adjustable element's new value itself: the settle is not announced.
    case .accessibilityIncrement:
      announcesSettle = false
      withEngine(t) { $0.send(.accessibilityIncrement, at: t) }
    case .accessibilityDecrement:
      announcesSettle = false
      withEngine(t) { $0.send(.accessibilityDecrement, at: t) }
    case .accessibilityEscape:
      // An inline sheet does not take the escape (the layer hands it on to the navigation
      // stack); a presented one treats it as its close button: refused by the guard, and
      // served when the finger lifts during a drag.
      if configuration.style.capabilities.isPresentable { close(time: t) }
    case .escapeKey: escapeKey(time: t)
    case let .anchorInWindow(inWindow): anchorMoved(inWindow: inWindow, time: t)
    case .anchorCovered: break  // not leaving: the sheet and its binding stay as they are
    case .modifierRemoved: modifierRemoved(time: t)
    case .parentLeaving: leave(time: t)
    case .attachFailed: attachFailed(time: t)
    case .presenterReady: presenterReady(time: t)
    case .dismissedByPlatform: dismissedByPlatform(time: t)
    case .anchorHidden: anchorHidden(time: t)
    case .advance: break
    case let .traits(traits): updateGeometry(time: t) { $0.traits = traits }
    case let .keyboardPresented(top): keyboardPresented(top: top, time: t)
    }
    afterInput(time: t)
  }

  /// Forgets the effects the layer has applied, keeping the buffer's capacity.
  public mutating func clearEffects() { effects.removeAll(keepingCapacity: true) }

  /// Moves the pending effects into `buffer` (which is emptied first) and leaves the host an
  /// empty effect list with `buffer`'s old storage: a layer that applies effects which may call
  /// back into the host (an event handler selecting a detent) keeps them apart this way, and
  /// two buffers swapped back and forth never allocate, where copying `effects` and then
  /// calling `clearEffects()` makes the host's next append copy its storage.
  ///
  /// ```swift
  /// host.takeEffects(into: &pending)
  /// for effect in pending { apply(effect) }
  /// ```
  public mutating func takeEffects(into buffer: inout [HostEffect]) {
    buffer.removeAll(keepingCapacity: true)
    swap(&effects, &buffer)
  }

  // MARK: - Time

  /// The engine time of a platform timestamp: seconds since the first input, never earlier
  /// than the previous input's (or a display frame's that advanced the engine), and how much
  /// earlier than the previous *input* the timestamp was (0 normally). A non-finite timestamp
  /// is taken as the previous input's time and reported; so is one more than
  /// `clockSkewTolerance` earlier than the previous input, which only a layer that stamps
  /// some inputs with the time its callback ran (later than the event) produces. Being behind
  /// a display frame is not reported: frames carry the time they will be shown, ahead of the
  /// touches that arrive meanwhile.
  mutating func engineTime(_ timestamp: Double) -> (time: Double, late: Double) {
    guard timestamp.isFinite else {
      report(SheetDiagnostic(.timeWentBackwards, field: "host.timestamp", "non-finite timestamp"))
      return (now, 0)
    }
    guard let epoch else {
      self.epoch = timestamp
      return (now, 0)
    }
    let raw = timestamp - epoch
    now = max(now, raw)
    guard raw < lastInputTime - Self.clockSkewTolerance else {
      lastInputTime = now
      return (now, 0)
    }
    let late = now - raw
    report(
      SheetDiagnostic(
        .timeWentBackwards, field: "host.timestamp",
        "an input stamped \((late * 10_000).rounded() / 10) ms before the host's latest time; "
          + "taken at that time"))
    return (now, late)
  }

  /// How much earlier than the previous input a timestamp may be before it is reported: far
  /// under any touch interval (8 ms at 120 Hz), far over a double's rounding of the platform
  /// clock, so a trace that stores `time` and `late` replays to the same report.
  static let clockSkewTolerance = 1e-6

  mutating func report(_ diagnostic: SheetDiagnostic) {
    if diagnostics.count < SheetEngine.maximumDiagnostics { diagnostics.append(diagnostic) }
  }

  // MARK: - Engine plumbing

  /// Runs `change` on the engine (if it exists yet), then turns its events into effects.
  mutating func withEngine(_ t: Double, _ change: (inout SheetEngine) -> Void) {
    guard var engine else { return }
    // The engine is moved out while it changes and its events are drained, so its buffers
    // stay uniquely referenced: clearing the event buffer then keeps its storage instead of
    // copying it (a copy-on-write allocation on every frame that has an event).
    self.engine = nil
    // Whether the change moved anything drawn: the layout at `t` before and after (pure in
    // `t`, so an input that changes nothing, such as a tap the engine ignores, draws nothing).
    let before = drawPending ? nil : engine.layout(at: t)
    let detentCount = engine.detents.count
    change(&engine)
    drainEvents(of: &engine)
    self.engine = engine
    if let before, before == engine.layout(at: t), detentCount == engine.detents.count { return }
    drawPending = true
  }

  /// After every input: effects that follow from the new state rather than from one event.
  mutating func afterInput(time t: Double) {
    syncKeyboardHold(time: t)
    guard let engine else { return }
    defer { beginRecordingIfAtRest(time: t) }
    let phase = engine.phase(at: t)
    if phase == .dismissed, let lastPhase, lastPhase != .dismissed {
      detachIfAttached()
      effects.append(.callOnDismiss)
      endPresentation()
      if configuration.style.capabilities.isPresentable, knownPresented == true, !removed {
        // The app asked for the sheet again while it left with its anchor away (the engine
        // could not turn it back): that request is pending now, and waits for the anchor.
        presentationOpen = true
        waitsForAnchor = true
      }
    }
    lastPhase = phase
    // Frames run while a spring or the keyboard moves the sheet, and while a finger drags it:
    // ProMotion raises the frame rate only for what a display link asks for (a touch-driven
    // change of a custom view asks for nothing), and each frame draws only if a touch sample
    // moved the sheet since the last one (``needsDraw``).
    let running =
      phase == .settling || keyboardMotion != nil || pendingKeyboard != nil
      || touch?.engaged == true
    if running != clockRunning {
      clockRunning = running
      effects.append(.displayClock(running: running))
    }
    if !running { latestFrameTime = nil }
    if phase != .settling { holdAfterLift = nil }
    // A side panel, centred sheet or card placed for a size class rests above the bottom safe
    // area: its content needs no strip of its own (`SheetPlacement`).
    let placed = engine.metrics.placement.kind != .bottom && engine.metrics.roundsAllCorners
    let inset =
      placed
      ? 0
      : engineGeometry.contentBottomInset(
        style: configuration.style,
        attachedAtRest: engine.metrics.morphs && attachedAtRest(engine),
        glassInsetAtRest: configuration.insetsLikeGlass && !attachedAtRest(engine))
    if contentLayout.map({
      abs($0.height - engine.layoutContentHeight) > 0.5 || abs($0.bottomInset - inset) > 0.5
    }) ?? true {
      contentLayout = (engine.layoutContentHeight, inset)
      effects.append(.layoutContent(height: engine.layoutContentHeight, bottomInset: inset))
    }
  }
}

extension SheetHostModel {
  /// Whether a morphing sheet rests edge-attached: at its highest detent for the shape morph;
  /// at full height for the glass look, which is inset at every detent below it (its highest
  /// included), so its content keeps clear only of the strip it covers there.
  func attachedAtRest(_ engine: SheetEngine) -> Bool {
    guard configuration.insetsLikeGlass else {
      return engine.selectedDetentID == engine.detents.last?.id
    }
    guard let rest = engine.detents.first(where: { $0.id == engine.selectedDetentID }) else {
      return false
    }
    return engine.morphFactor(height: rest.height) >= 1
  }
}
