#if canImport(UIKit)
  @_spi(Lab) import BottomSheetCore
  import BottomSheetHost
  import QuartzCore
  import SwiftUI
  import UIKit

  /// The host model's effects applied, and its frame drawn.
  extension SheetController {
    func perform(_ effects: [HostEffect]) {
      for effect in effects {
        switch effect {
        case let .setSelection(id):
          // The binding holds the app's own value: the configured detent with this identity.
          if let selection = selectionBinding, selection.wrappedValue.id != id,
            let detent = host.configuration.detents.first(where: { $0.id == id })
          {
            selection.wrappedValue = detent
          }
        case let .setPresented(value):
          if let isPresented = presentation.isPresented, isPresented.wrappedValue != value {
            isPresented.wrappedValue = value
          }
        case .attach:
          // The element VoiceOver has before the sheet arrives (its modality could move it).
          focusBeforeSheet =
            UIAccessibility.focusedElement(using: .notificationVoiceOver) as AnyObject?
          attachAboveAnchor()
        case .detach:
          detachFromWindow()
        case .callOnDismiss: presentation.onDismiss?()
        case .presentationEnded: presentation.presentationEnded?()
        case .callDismissAttempt: options.onDismissAttempt?.ref.value?()
        case .haptic: haptics.selectionChanged()
        case let .announce(announcement):
          // The engine says what to announce; the package's catalog says it in the user's words.
          UIAccessibility.post(
            notification: .announcement, argument: SheetStrings.spoken(announcement))
        case let .holdScrollOffset(y): scroll.hold(at: y)
        case let .displayClock(running): clock.isRunning = running
        case let .layoutContent(height, inset):
          rootModel.contentHeight = height
          rootModel.bottomInset = inset
        case let .event(event):
          options.onEvent?.ref.value?(event, detents: host.configuration.detents)
          // The entrance's end is an event: the sheet may take the Escape key's focus now.
          claimKeyFocusIfFree()
        case .dismissChildren:
          // The sheet begins to leave: the sheets presented from its content go with it, and
          // the keyboard goes down with it now, as with Apple's sheet, not after the exit.
          family.dismissChildren()
          if presentation.style.capabilities.isPresentable { viewIfLoaded?.endEditing(true) }
        case let .accessibilityScreenChanged(intoSheet): moveAccessibilityFocus(intoSheet)
        }
      }
      if let recorder = options.trace?.ref.value, recorder.wantsRecording {
        recorder.wantsRecording = false
        host.startRecording()
        recorder.record(
          from: { [weak self] in self?.host.trace }, cost: { [weak self] in self?.counters.cost })
      }
    }

    /// Presents this controller, without animation (the engine's spring is the entrance),
    /// from the top of the anchor's presentation context: the anchor, then
    /// `presentedViewController` up to the topmost controller that is not being dismissed
    /// (nathantannar4/Transmission presents from the top of its host's context the same way).
    /// Then makes the content and joins the sheet whose content holds the anchor.
    ///
    /// A presenter in the middle of a transition (a push that brought the anchor in, another
    /// presentation or dismissal, this sheet's own dismissal still finishing) is waited for:
    /// UIKit does not start a presentation then. Every refusal is reported to the host
    /// (``HostInput/attachFailed``), so it shows nothing, writes no binding and calls no
    /// `onDismiss` for a sheet nobody saw, and the attach runs again when something that held
    /// it changes (``HostInput/presenterReady``): see ``attachRefused(waitingFor:)``.
    func attachAboveAnchor() {
      guard !isPresentedByUIKit else { return }  // already presented
      // Our own dismissal has not finished (a re-presentation in the turn after a detach, an
      // `item:` swap): UIKit would refuse; wait for the dismissal's end.
      if presentingViewController != nil, parent == nil {
        attachRefused(waitingFor: transitionCoordinator)
        return
      }
      guard let anchor, anchor.viewIfLoaded?.window != nil else {
        attachRefused(waitingFor: nil)
        return
      }
      var presenter: UIViewController = anchor
      var dismissing: UIViewController?
      while let next = presenter.presentedViewController, next !== self {
        guard !next.isBeingDismissed else {
          dismissing = next
          break
        }
        presenter = next
      }
      if let transition = presenter.transitionCoordinator ?? dismissing?.transitionCoordinator {
        attachRefused(waitingFor: transition)
        return
      }
      presenter.present(self, animated: false)
      guard isPresentedByUIKit else {
        attachRefused(waitingFor: nil)
        return
      }
      refusedAttaches = 0
      presentedByUs = true
      // The screen behind keeps its status bar, home indicator, deferred edges and
      // orientations (``SheetController`` forwards them): UIKit asks again now.
      setNeedsUpdateOfScreenBehind()
      makeContentIfNeeded()
      // The nearest sheet up the responder chain presented this one from its content.
      var responder = anchor.next
      while let current = responder {
        if let member = current as? SheetFamilyMember, member !== self {
          member.family.adopt(family)
          break
        }
        responder = current.next
      }
    }

    /// Tells the host the sheet is not attached, then tells it when the presenter may be ready.
    ///
    /// What ends the wait is something that changes: the end of the transition that held the
    /// presentation (its coordinator's completion, as Transmission waits on a dismissing
    /// controller's coordinator), or the anchor's next arrival in a window (the host attaches
    /// then by itself). A refusal with neither (UIKit logged "Attempt to present …" for a
    /// reason it does not expose) is tried again after a back-off (0.3, 1 and 3 s), and then
    /// only on the anchor's next arrival. Both inputs go through the main queue, in this
    /// order, so `presenterReady` can never reach the host before the refusal it answers.
    func attachRefused(waitingFor transition: UIViewControllerTransitionCoordinator?) {
      // After the rest of this effect list (which started the clock for the entrance), so the
      // host's undoing of the attach comes last.
      Task { @MainActor [weak self] in self?.send(.attachFailed) }
      guard anchor?.viewIfLoaded?.window != nil else { return }  // the anchor's window says when
      if let transition,
        transition.animate(
          alongsideTransition: nil,
          completion: { [weak self] _ in
            // Completions run on the main queue; the input goes after the refusal above.
            Task { @MainActor [weak self] in self?.send(.presenterReady) }
          })
      {
        return
      }
      let backOff = [0.3, 1.0, 3.0]
      guard refusedAttaches < backOff.count else { return }
      let delay = backOff[refusedAttaches]
      refusedAttaches += 1
      Task { @MainActor [weak self] in
        try? await Task.sleep(nanoseconds: UInt64(delay * 1e9))
        self?.send(.presenterReady)
      }
    }

    /// Dismisses the presentation after the exit (or takes nothing away for an inline sheet,
    /// which leaves with the controller that hosts it), releases the content, and lets go of
    /// the controller.
    ///
    /// The sheets presented from this one's content go first, each finishing as a sheet
    /// UIKit removed (``finishBecauseParentDetaches()``): dismissing this one takes everything
    /// above it, and their `onDismiss` must not be lost with the content that holds their
    /// modifiers. The content is released on the next turn, never inside the action that
    /// dismissed the sheet (a button in the content calling `dismiss(animated: false)`).
    func detachFromWindow() {
      // The controller may be freed now: the recorder keeps what was recorded so far.
      if let recorder = options.trace?.ref.value { recorder.keep(host.trace) }
      family.finishChildren()
      presentedByUs = false
      // Dismissing from the presenter takes the sheet and anything still presented above it
      // (an alert from its content) away together, without UIKit's animation.
      if isPresentedByUIKit, !isBeingDismissed, let presenting = presentingViewController {
        presenting.dismiss(animated: false)
      }
      family.leaveParent()
      lastAccessibilityFrame = nil
      // Held until the next turn, which releases the content unless the sheet came back.
      Task { @MainActor in
        if !self.presentedByUs, self.presentation.style.capabilities.isPresentable {
          self.dropContent()
        }
        SheetKeepAlive.release(self)
      }
    }

    /// UIKit took the sheet away without the host's detach: a presentation lower in the stack
    /// was dismissed ("dismisses its immediate child view controller and all view controllers
    /// above that child", `dismiss(animated:completion:)`), or an app-wide
    /// `rootViewController.dismiss`. Called from `viewDidDisappear` (the top-most controller
    /// of a dismissed stack) and when the container leaves its window (the intermediate ones,
    /// which UIKit "simply removes from the stack"); decided on the next turn, once UIKit's
    /// dismissal has run, by whether UIKit still presents this controller.
    func noticeRemovalByPlatform() {
      guard presentedByUs else { return }
      Task { @MainActor [weak self] in
        guard let self, self.presentedByUs, !self.isPresentedByUIKit else { return }
        self.finishRemoval()
      }
    }

    /// The parent sheet detaches while this one is still presented from its content: this one
    /// goes first, top-down, and finishes as a sheet UIKit removed (binding, `onDismiss` once).
    func finishBecauseParentDetaches() {
      guard presentedByUs else { return }
      if isPresentedByUIKit, !isBeingDismissed, let presenting = presentingViewController {
        presenting.dismiss(animated: false)
      }
      finishRemoval()
    }

    /// Tells the host the presentation is gone (``HostInput/dismissedByPlatform``: the binding
    /// written, `onDismiss` once, its own children told), and lets go of what it held.
    private func finishRemoval() {
      presentedByUs = false
      family.finishChildren()
      send(.dismissedByPlatform)
      family.leaveParent()
      lastAccessibilityFrame = nil
      dropContent()
      SheetKeepAlive.release(self)
    }

    /// Hands the sheet's geometry, when it changed (the host decides: once per drawn frame
    /// while the sheet moves, once at rest), to the app's `onBottomSheetGeometryChange` action
    /// and the base's ``BottomSheetGeometryReader`` views, in the coordinate space of the view
    /// carrying the modifier. On a display-link tick it runs at once; any other draw may come
    /// from inside a SwiftUI pass, so it runs on the next turn.
    func reportGeometry(_ frame: HostFrame, tick: Bool) {
      let output = geometryOutput
      guard output.handler != nil || output.source != nil else { return }
      let edges = presenterEdges
      let presenter = SheetRect(
        x: 0, y: edges.top, width: Double(viewIfLoaded?.bounds.width ?? 0),
        height: max(0, edges.bottom - edges.top))
      guard let geometry = host.geometryChange(for: frame, presenterFrame: presenter) else {
        return
      }
      counters.reportedGeometry()
      let value = BottomSheetGeometry(geometry)
      if tick {
        output.source?.publish(value)
        output.handler?.action(value)
      } else {
        Task { @MainActor in
          output.source?.publish(value)
          output.handler?.action(value)
        }
      }
    }

    /// The top and bottom edges of the view carrying the modifier, in the container's space:
    /// the base's own frame in its space (an inline sheet's hosted screen, measured; a
    /// presented sheet's base, from its top edge and measured height) moved to where that
    /// space starts. Before anything is measured: the container's own height.
    var presenterEdges: (top: Double, bottom: Double) {
      let spaceTop = baseSpaceTop ?? 0
      let containerHeight = Double(viewIfLoaded?.bounds.height ?? 0)
      guard let base = baseEdges else { return (spaceTop, containerHeight) }
      return (spaceTop + base.top, spaceTop + base.bottom)
    }

    /// `bottomSheetSafeAreaInset(upThrough:)`: the inline sheet's screen gets the host's inset
    /// (it follows where the sheet rests), applied only when it changed.
    /// A side panel insets the side it covers (`SheetHostModel.screenInset(upThrough:)`).
    func applyScreenInset() {
      guard let apply = screenInsetChanged else { return }
      let inset = options.screenInsetUpThrough.map { host.screenInset(upThrough: $0) } ?? .none
      guard inset != appliedScreenInset else { return }
      appliedScreenInset = inset
      apply(inset, lastTraits?.layoutDirection == .rightToLeft)
    }

    /// VoiceOver's focus: into the sheet when its entrance has settled (the host says when;
    /// Apple's presentations post `.screenChanged` as their transition ends), back to the
    /// element that had it, remembered at the attach, once the sheet has left.
    func moveAccessibilityFocus(_ intoSheet: Bool) {
      if intoSheet {
        UIAccessibility.post(notification: .screenChanged, argument: container.sheetView)
      } else {
        // The element may be gone (SwiftUI rebuilds accessibility elements when the presenter
        // re-renders): the presenter's region, where the modifier's anchor is, rather than
        // VoiceOver's default, the top of the screen.
        UIAccessibility.post(
          notification: .screenChanged,
          argument: focusBeforeSheet ?? anchor?.viewIfLoaded?.superview)
        focusBeforeSheet = nil
      }
    }

    /// Draws the host's frame at `time`. Outside a display-link tick (`animated` false: a
    /// measurement, a binding, a keyboard notification, which UIKit delivers inside its own
    /// animation block, or a rotation's layout pass) the frame is applied without UIKit's
    /// implicit animation, so nothing animates on top of the engine's own motion
    /// (`UIView.performWithoutAnimation(_:)`).
    func draw(at time: Double = CACurrentMediaTime(), tick: Bool = false) {
      guard isViewLoaded else { return }
      let frame = host.frame(at: time)
      host.didDraw()
      counters.drew(linkRunning: clock.isRunning)
      if tick {
        container.draw(frame)
      } else {
        UIView.performWithoutAnimation { container.draw(frame) }
      }
      // The content takes no touch while the sheet enters or leaves (a second tap on "Save" as
      // it leaves does nothing); the container keeps its pan.
      if let content = hosting?.view, content.isUserInteractionEnabled != frame.contentIsInteractive
      {
        content.isUserInteractionEnabled = frame.contentIsInteractive
      }
      reportGeometry(frame, tick: tick)
      applyScreenInset()
      if frame.changesAccessibilityLayout(since: lastAccessibilityFrame) {
        // A presented sheet is modal for VoiceOver in the container view of its presentation,
        // the sibling of the presenter's views (`accessibilityViewIsModal` hides siblings).
        // Only this controller's own presentation: an inline sheet inside a presented screen
        // would reach that screen's presentation (the getter walks up to an ancestor's) and
        // switch its modality off.
        if isPresentedByUIKit {
          presentationController?.containerView?.accessibilityViewIsModal =
            frame.isAccessibilityModal
        }
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
      }
      lastAccessibilityFrame = frame
      // The content's proxy follows the frame; only views that read it re-evaluate.
      let proxy = rootModel.proxy.current
      // Compared in place: this runs every display frame, and mapping to identities would
      // allocate two arrays each time.
      let detentsChanged = !proxy.detents.elementsEqual(host.configuration.detents) {
        $0.id == $1.id
      }
      if proxy.layout != frame.layout || detentsChanged, host.engine != nil {
        rootModel.proxy.current = BottomSheetProxy(
          layout: frame.layout, detents: host.configuration.detents, actions: proxyActions)
      }
      if rootModel.showsGrabber != frame.layout.showsGrabber {
        rootModel.showsGrabber = frame.layout.showsGrabber
      }
      if rootModel.accessibilityValue != frame.accessibilityValue {
        rootModel.accessibilityValue = frame.accessibilityValue
      }
      if rootModel.adjustableElement != frame.adjustableElement {
        rootModel.adjustableElement = frame.adjustableElement
      }
      let sizing = host.contentSizing
      if rootModel.contentSizing != sizing { rootModel.contentSizing = sizing }
    }
  }
#endif
