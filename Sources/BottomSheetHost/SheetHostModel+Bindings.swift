@_spi(Lab) import BottomSheetCore
/// Bindings, configuration, geometry and the presentation lifecycle.
extension SheetHostModel {
  /// The app's `isPresented` binding holds `value`.
  ///
  /// The value the model wrote itself (after a drag dismissal) comes back through the binding:
  /// it is recognised and does nothing. A new value presents (attaching the container first)
  /// or dismisses, animated; mid-drag a dismissal waits for the finger to lift.
  ///
  /// An inline sheet with a binding is shown and hidden the same way, without attaching
  /// anything (`SheetHostModel+InlineHiding`).
  ///
  /// The binding says what the app asked for, and the screen follows it: while a presentation
  /// waits (its anchor in no window, its attach refused) the binding stays true, a pending
  /// presentation as a push in progress is; false then ends the wait quietly, with
  /// ``HostEffect/presentationEnded`` and no `onDismiss` (nobody saw the sheet). A new request
  /// (false, then true) tries the presenter again, whatever refused the previous one.
  mutating func presentedBindingChanged(_ value: Bool, time t: Double) {
    guard !removed else { return }
    guard configuration.style.capabilities.isPresentable else {
      inlinePresentedBindingChanged(value, time: t)
      return
    }
    if value, knownPresented != true, !attached {
      // A new request: the presenter may present now, whatever refused the last one.
      presenterRefused = false
    }
    // Presented before it was ever measured: the container must be on screen to be measured.
    if value, engine == nil { attachIfNeeded() }
    guard knownPresented != value else { return }
    knownPresented = value
    announcesSettle = false  // the app's own request: not announced
    if value {
      presentationOpen = true
      guard !anchorIsAway else {
        // Its presenter is in no window: it enters when the anchor arrives.
        waitsForAnchor = true
        return
      }
      attachIfNeeded()
      withEngine(t) { $0.send(.present(animated: true), at: t) }
    } else {
      // Waiting or hidden with its anchor: not on screen, nothing to animate.
      guard !endPendingPresentation(time: t) else { return }
      waitsForAnchor = false
      withEngine(t) { $0.send(.dismiss(animated: true), at: t) }
      // Not yet measured, so never shown: nothing to animate away.
      if engine == nil, attached {
        detachIfAttached()
        endPresentation()
      }
    }
  }

  /// The app's selection binding holds `id`: a request unless the model wrote it.
  mutating func selectionBindingChanged(_ id: DetentID, time t: Double) {
    guard knownSelection != id else { return }
    knownSelection = id
    announcesSettle = false  // the app's own request: not announced
    // Hidden with its anchor: it comes back on the detent the app chose meanwhile.
    if resumeDetent != nil { resumeDetent = id }
    withEngine(t) { $0.send(.select(id, animated: true), at: t) }
  }

  /// A modifier's value changed. The engine keeps its motion, selection and presentation.
  mutating func configure(_ newConfiguration: SheetConfiguration, time t: Double) {
    var newConfiguration = newConfiguration
    newConfiguration.initialDetent = configuration.initialDetent
    newConfiguration.startsPresented = configuration.startsPresented
    // Configurations compare detents by identity, so a custom detent whose closure now reads
    // other state is "equal": a configuration with one is always re-resolved, so the sheet
    // follows what the closure returns now (the engine keeps a resting sheet where it is when
    // nothing moved).
    guard newConfiguration != configuration || newConfiguration.hasCustomDetents else { return }
    configuration = newConfiguration
    drawPending = true  // the look, corners or backdrop may change where the layout does not
    reportUndrawnCloseButton()
    withEngine(t) { $0.send(.updateConfiguration(newConfiguration, animated: true), at: t) }
  }

  /// The container's size and safe area. A size that is not finite, or not positive, says
  /// nothing about where the sheet can be: it is dropped and reported, and the geometry last
  /// measured stays (a later valid size is taken as usual). Non-finite safe-area insets are
  /// taken as 0 (the engine's own rule, reported by it).
  mutating func containerChanged(size: SheetSize, safeArea: SheetInsets, time t: Double) {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      report(
        SheetDiagnostic(
          .invalidGeometry, field: "host.container.size",
          "container size \(size.width) × \(size.height) dropped; the last valid one stays"))
      return
    }
    updateGeometry(time: t) {
      $0.containerSize = size
      $0.safeArea = safeArea
    }
  }

  /// Geometry changed: the engine is created on the first measurement, and told afterwards
  /// (with the keyboard it keeps while the sheet owns a drag: `engineGeometry`).
  mutating func updateGeometry(time t: Double, _ change: (inout HostGeometry) -> Void) {
    let before = engineGeometry.context
    change(&geometry)
    guard geometry.isMeasured else { return }
    guard engine != nil else {
      makeEngine(time: t)
      return
    }
    let context = engineGeometry.context
    guard context != before else { return }
    withEngine(t) { $0.send(.updateContext(context, animated: true), at: t) }
  }

  /// Creates the engine at the first measurement. An inline sheet is on screen at once, at
  /// its selected detent, without animation (hidden, without animation, when its binding
  /// says false). A modal or floating sheet starts off screen and
  /// springs in if the app's binding already says it is presented.
  mutating func makeEngine(time t: Double) {
    var start = configuration
    // A sheet hidden with its anchor comes back at rest where it was (`resumeAtRest`).
    start.initialDetent = resumeDetent ?? knownSelection
    let atRest = (startsAtRest || resumeDetent != nil) && knownPresented == true
    start.startsPresented = configuration.style.capabilities.startsOnScreen || atRest
    var created = SheetEngine(configuration: start, context: engineGeometry.context, time: t)
    drainEvents(of: &created)
    if startsHiddenInline { hideQuietly(&created, time: t) }
    lastPhase = created.phase(at: t)
    engine = created
    drawPending = true
    if atRest {
      attachIfNeeded()
      // At rest from the start: no entrance to wait for.
      moveFocusIntoSheetIfPending()
    } else if configuration.style.capabilities.isPresentable, knownPresented == true,
      !anchorIsAway, !removed
    {
      attachIfNeeded()
      withEngine(t) { $0.send(.present(animated: true), at: t) }
    }
  }

  /// Puts the container on screen, unless it is there, or its anchor is in no window (then it
  /// waits for the anchor: `anchorMoved(inWindow:time:)`). VoiceOver's focus moves into the
  /// sheet when its entrance settles (`focusPending`), as UIKit's presentations post
  /// `screenChanged` when their transition ends: at attach the sheet is still off screen.
  mutating func attachIfNeeded() {
    guard configuration.style.capabilities.isPresentable, !attached, !removed else { return }
    guard !anchorIsAway else {
      waitsForAnchor = true
      return
    }
    attached = true
    focusPending = true
    effects.append(.attach)
  }

  /// Turns the engine's new events into effects, in order, and clears them.
  mutating func drainEvents(of engine: inout SheetEngine) {
    guard !engine.pendingEvents.isEmpty else { return }
    for event in engine.pendingEvents {
      switch event.kind {
      case let .selectionChanged(_, to):
        if knownSelection != to {
          knownSelection = to
          effects.append(.setSelection(to))
        }
      case .detentCrossed:
        effects.append(.haptic)
      case .dragBegan:
        // A finger took the rising sheet: from here it is a drag like any other.
        entering = false
      case .dismissed:
        entering = false
        announcesSettle = false
        if knownPresented == true {
          knownPresented = false
          effects.append(.setPresented(false))
        }
        // The sheets presented from this one's content leave with it.
        effects.append(.dismissChildren)
      case .presented:
        if configuration.style.capabilities.isPresentable {
          entering = true
          // On screen (or on its way): a presentation is open, whoever asked for it.
          presentationOpen = true
        }
        if configuration.style.capabilities.isPresentable, knownPresented != true {
          // Presented from code (the proxy or an accessibility action): the binding follows.
          knownPresented = true
          attachIfNeeded()
          effects.append(.setPresented(true))
        } else if knownPresented == false {
          // An inline sheet with a binding shown from code: the binding follows, and nothing
          // is attached (an inline sheet stays where its modifier is).
          knownPresented = true
          effects.append(.setPresented(true))
        }
      case .dismissBlocked:
        effects.append(.callDismissAttempt)
      case let .settled(id):
        // The entrance's end moves VoiceOver into the sheet, which reads it: an announcement
        // on top would cut that reading off. Other arrivals are announced only after a user
        // action on the sheet (`SheetHostModel+Announcements`).
        let endsEntrance = entering
        entering = false
        holdAfterLift = nil
        let userAction = takeSettleAnnouncement()
        if !moveFocusIntoSheetIfPending(), !endsEntrance, userAction {
          effects.append(.announce(engine.announcement(forSettledOn: id)))
        }
      default:
        break
      }
      effects.append(.event(event))
    }
    engine.clearEvents()
  }
}
