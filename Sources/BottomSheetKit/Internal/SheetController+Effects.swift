#if canImport(UIKit)
  import BottomSheetCore
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
        case .dismissChildren: family.dismissChildren()
        case let .accessibilityScreenChanged(intoSheet): moveAccessibilityFocus(intoSheet)
        }
      }
      if let recorder = options.trace?.ref.value, recorder.wantsRecording {
        recorder.wantsRecording = false
        host.startRecording()
        recorder.record(from: { [weak self] in self?.host.trace })
      }
    }

    /// Presents this controller, without animation (the engine's spring is the entrance),
    /// from the top of the anchor's presentation context: the anchor, then
    /// `presentedViewController` up to the topmost controller that is not being dismissed
    /// (nathantannar4/Transmission presents from the top of its host's context the same way).
    /// Then makes the content and joins the sheet whose content holds the anchor.
    ///
    /// A presenter in the middle of a transition (a push that brought the anchor in, another
    /// presentation or dismissal) is waited for: UIKit does not start a presentation then. The
    /// host is told the sheet is not attached (``HostInput/attachFailed``), so it shows
    /// nothing, writes no binding and calls no `onDismiss` for a sheet nobody saw, and the
    /// attach runs again when the transition has finished (``HostInput/presenterReady``). A
    /// presentation UIKit refuses outright (it logs "Attempt to present …") is reported the
    /// same way.
    func attachAboveAnchor() {
      guard presentingViewController == nil else { return }  // already presented
      guard let anchor, anchor.viewIfLoaded?.window != nil else {
        attachRefused(waitForTransition: nil)
        return
      }
      var presenter: UIViewController = anchor
      while let next = presenter.presentedViewController, next !== self, !next.isBeingDismissed {
        presenter = next
      }
      if let transition = presenter.transitionCoordinator {
        attachRefused(waitForTransition: transition)
        return
      }
      presenter.present(self, animated: false)
      guard presentingViewController != nil else {
        attachRefused(waitForTransition: nil)
        return
      }
      refusedAttaches = 0
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

    /// Tells the host the sheet is not attached, and when the presenter may be ready: at the
    /// end of the transition that held it, or on the next main-queue turn.
    ///
    /// A refusal with no transition to wait for is tried again on the next turns, three times
    /// at most; then the anchor's next arrival in a window tries again.
    private func attachRefused(
      waitForTransition transition: UIViewControllerTransitionCoordinator?
    ) {
      // After the rest of this effect list (which started the clock for the entrance), so the
      // host's undoing of the attach comes last.
      Task { @MainActor [weak self] in self?.send(.attachFailed) }
      guard anchor?.viewIfLoaded?.window != nil else { return }  // the anchor's window says when
      if let transition,
        transition.animate(
          alongsideTransition: nil,
          completion: { [weak self] _ in
            MainActor.assumeIsolated { self?.send(.presenterReady) }
          })
      {
        return
      }
      refusedAttaches += 1
      guard refusedAttaches <= 3 else { return }
      Task { @MainActor [weak self] in self?.send(.presenterReady) }
    }

    /// Dismisses the presentation after the exit (or takes nothing away for an inline sheet,
    /// which leaves with the controller that hosts it), releases the content, and lets go of
    /// the controller.
    func detachFromWindow() {
      // The controller may be freed now: the recorder keeps what was recorded so far.
      if let recorder = options.trace?.ref.value { recorder.keep(host.trace) }
      // Dismissing from the presenter takes the sheet and anything still presented above it
      // (an alert from its content) away together, without UIKit's animation.
      if let presenting = presentingViewController, !isBeingDismissed {
        presenting.dismiss(animated: false)
      }
      dropContent()
      family.leaveParent()
      lastAccessibilityFrame = nil
      SheetKeepAlive.release(self)
    }

    /// Hands the app's `onBottomSheetGeometryChange` action the sheet's geometry when it
    /// changed (the host decides: every drawn frame while the sheet moves, once at rest), in
    /// the coordinate space of the view carrying the modifier. On a display-link tick it runs
    /// at once; any other draw may come from inside a SwiftUI pass, so it runs on the next turn.
    func reportGeometry(_ frame: HostFrame, tick: Bool) {
      guard let handler = environment.bottomSheetGeometryHandler,
        let geometry = host.geometryChange(for: frame, presenterTop: presenterTop)
      else { return }
      let value = BottomSheetGeometry(geometry)
      if tick {
        handler.action(value)
      } else {
        Task { @MainActor in handler.action(value) }
      }
    }

    /// The top edge of the view carrying the modifier, in the container's space: 0 for an
    /// inline sheet (its container fills that view); the anchor's place for a presented one
    /// (the anchor view sits at that view's top-leading corner).
    var presenterTop: Double {
      guard let base = anchor?.viewIfLoaded, base.window != nil, view.window != nil else {
        return 0
      }
      return Double(base.convert(CGPoint.zero, to: view).y)
    }

    /// `bottomSheetSafeAreaInset(upThrough:)`: the inline sheet's screen gets the host's inset
    /// (it follows where the sheet rests), applied only when it changed.
    func applyScreenInset() {
      guard let apply = screenInsetChanged else { return }
      let inset = options.screenInsetUpThrough.map { host.screenBottomInset(upThrough: $0) } ?? 0
      guard inset != appliedScreenInset else { return }
      appliedScreenInset = inset
      apply(inset)
    }

    /// VoiceOver's focus: into the sheet when its entrance has settled (the host says when;
    /// Apple's presentations post `.screenChanged` as their transition ends), back to the
    /// element that had it, remembered at the attach, once the sheet has left.
    func moveAccessibilityFocus(_ intoSheet: Bool) {
      if intoSheet {
        UIAccessibility.post(notification: .screenChanged, argument: container.sheetView)
      } else {
        UIAccessibility.post(notification: .screenChanged, argument: focusBeforeSheet)
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
        presentationController?.containerView?.accessibilityViewIsModal =
          frame.isAccessibilityModal
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
