@_spi(Lab) import BottomSheetCore
extension SheetHostModel {
  /// Whether the layer has something new to draw: an input since its last ``didDraw()``
  /// changed what ``frame(at:)`` returns, or a display frame (``HostInput/advance``) found a
  /// spring in flight or arriving.
  ///
  /// The layer draws only when it is true, and then calls ``didDraw()``, so that while the
  /// sheet moves it draws once per display frame at most, and the app's geometry callback
  /// (``geometryChange(for:presenterFrame:)``) runs at most once per draw:
  ///
  /// - for a touch event, it sends every sample of the event first (the coalesced ones,
  ///   `UIEvent.coalescedTouches(for:)`, then the event's own), then draws once if this is
  ///   true;
  /// - on a display-link tick, it sends ``HostInput/advance`` (after
  ///   ``HostInput/keyboardPresented(top:)`` during a keyboard slide), then draws if this is
  ///   true: a tick while a finger drags the sheet with no new sample since the last draw, or a
  ///   tick at rest, draws nothing;
  /// - after any other input (a measurement, a binding, a keyboard notification), the same.
  ///
  /// A tap on a resting sheet, a touch-down that catches nothing and a keyboard reading that is
  /// still pending leave it false.
  public var needsDraw: Bool { drawPending }

  /// The layer drew ``frame(at:)``: ``needsDraw`` is false until something changes again.
  public mutating func didDraw() { drawPending = false }

  /// The frame to draw at `timestamp` (the display link's target time). Pure: it changes
  /// nothing, so the layer may ask as often as it likes.
  ///
  /// While the display clock runs it never draws earlier than the latest display frame it was
  /// sent (``HostInput/advance``): a draw for any other input, stamped with the current media
  /// time, would otherwise step a moving sheet back by up to a frame.
  public func frame(at timestamp: Double) -> HostFrame {
    guard let engine else {
      let height = geometry.containerSize.height
      let layout = SheetLayout.hidden(containerHeight: height.isFinite ? height : 0)
      return HostFrame(
        layout: layout, accessibilityValue: .dismissed, isAccessibilityModal: false,
        showsSheet: false, drawnFrame: layout.frame, corners: .uniform(radius: 0, corners: []),
        handlesEscape: false, backdropIsDismissControl: false, adjustableElement: .none,
        drawsGlass: false, opaqueOpacity: 1, concentricCorners: false, contentIsInteractive: false,
        contentWidth: 0, contentScale: 1)
    }
    var t = timestamp.isFinite ? max(now, timestamp - (epoch ?? timestamp)) : now
    // While the display clock runs, a draw for another input (a measurement, a binding, a
    // keyboard notification, stamped with the current media time) is never drawn before the
    // frame already shown: the display link's target time is the next vsync, up to a frame
    // ahead of "now", and drawing at "now" would step the sheet back a frame, then forward.
    if clockRunning, let latestFrameTime { t = max(t, latestFrameTime) }
    let layout = engine.layout(at: t)
    var drawn = layout.frame
    // A morphing sheet below its attached end is a card: its bottom edge and corners show; so
    // is a sheet growing out of its source (`SheetSource`) until it reaches its lowest detent,
    // and a side panel or centred sheet (`SheetPlacement`), which never reaches the bottom.
    let metrics = engine.metrics
    let morph = metrics.morphs ? engine.morphFactor(height: layout.height) : 1
    let attached =
      engine.configuration.style.capabilities.isAttachedToBottomEdge && !metrics.roundsAllCorners
    if attached && morph >= 1 && layout.morphProgress >= 1 {
      drawn.height = max(drawn.height, 2 * engine.context.containerSize.height)
    }
    let presentable = configuration.style.capabilities.isPresentable
    let onScreen = layout.phase != .dismissed && layout.isPresented
    let glass = configuration.look == .glass
    let contentWidth = metrics.morphs ? metrics.attachedWidth : metrics.width
    let adjustable: AdjustableElement =
      engine.detents.count < 2 ? .none : layout.showsGrabber ? .grabber : .sheetTop
    return HostFrame(
      layout: layout, accessibilityValue: engine.accessibilityValue,
      isAccessibilityModal: layout.backdropBlocksTouches && presentable,
      showsSheet: layout.phase != .dismissed, drawnFrame: drawn,
      corners: SheetCornerShape(
        radii: layout.cornerRadii, frame: drawn,
        containerHeight: engine.context.containerSize.height),
      handlesEscape: presentable && onScreen,
      backdropIsDismissControl: presentable && onScreen && layout.backdropBlocksTouches
        && configuration.backdropTap == .dismiss,
      adjustableElement: adjustable,
      drawsGlass: glass && !configuration.reducesTransparency,
      opaqueOpacity: SheetGlass.opaqueOpacity(
        look: configuration.look, style: configuration.style,
        progress: morph,
        reducesTransparency: configuration.reducesTransparency),
      concentricCorners: glass,
      contentIsInteractive: onScreen && !entering,
      contentWidth: contentWidth,
      contentScale: contentWidth > 0 && drawn.width > 0 ? drawn.width / contentWidth : 1)
  }

  /// How the layer lays the content out: at its natural height (the layer then measures that
  /// height: ``HostInput/contentHeight(_:)``) when a detent fits the content, so the sheet can
  /// be made as tall as the content; else filling the room the sheet gives (a `List`, a map,
  /// anything without a natural height), and no natural height is measured.
  public var contentSizing: ContentSizing {
    configuration.detents.contains { if case .fitsContent = $0.kind { true } else { false } }
      ? .natural : .fill
  }

  /// A display frame. Drawing is pure (`frame(at:)`), so a frame moves no clock: a touch
  /// whose own timestamp is a little older than a frame already drawn (touches are delivered
  /// after the instant they describe) is still taken at its timestamp. Only when the motion has
  /// come to rest does the engine's time advance to the frame, to emit `settled`, or while the
  /// keyboard slides, to move the sheet with it — and then not while a finger drags the sheet,
  /// whose touches keep the clock.
  mutating func displayFrame(at timestamp: Double) {
    guard let engine, let epoch, timestamp.isFinite else {
      if !timestamp.isFinite {
        report(SheetDiagnostic(.timeWentBackwards, field: "host.timestamp", "non-finite timestamp"))
      }
      return
    }
    let t = max(now, timestamp - epoch)
    // A frame while a finger drags the sheet and no keyboard moves it: the finger's samples
    // move the sheet and keep the clock, so the frame changes nothing, draws nothing and is
    // not recorded (the clock runs during a drag only for the display's frame rate).
    if touch?.engaged == true, keyboardMotion == nil, pendingKeyboard == nil { return }
    if clockRunning { latestFrameTime = max(latestFrameTime ?? t, t) }
    let settling = engine.phase(at: t) == .settling
    // A spring in flight is drawn on every frame, and on the frame it arrives on; a frame
    // during a drag with no new touch sample, or at rest, draws nothing new.
    if settling || lastPhase == .settling { drawPending = true }
    // A frame of the spring after a sheet-owned lift holds the scroll view (recorded, so a
    // replay holds it on the same frames); the frame the spring arrives on does not.
    let held = clockRunning && settling && holdOnFrame()
    let keyboardMoves = keyboardMotion != nil || pendingKeyboard != nil
    guard clockRunning, keyboardMoves || !settling else {
      if held { trace?.record(.advance, at: t - recordingOrigin) }
      return
    }
    trace?.record(.advance, at: t - recordingOrigin)
    // While a finger drags the sheet, its touches keep the clock: a display link's target time
    // is the next vsync, ahead of the samples the finger's next event carries (a coalesced one
    // a frame more), so a frame that advanced the clock would have those samples taken at the
    // frame's time and the release estimated from wrong times (a keyboard slide runs frames
    // mid-drag). The keyboard is still placed where it is at the frame's time.
    let engineTime = touch?.engaged == true ? now : t
    now = engineTime
    applyPendingKeyboard(time: engineTime)
    if keyboardMotion != nil { followKeyboard(at: t, engineTime: engineTime) }
    withEngine(engineTime) { $0.send(.advance, at: engineTime) }
    afterInput(time: engineTime)
  }
}
