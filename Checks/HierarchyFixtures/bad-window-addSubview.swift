// Fixture for Checks/check-hierarchy --self-test; never compiled (outside every package's
// sources and every lint path). Below the header: Sources/BottomSheetKit/Internal/
// SheetController+Effects.swift exactly as it was at commit b5a0e51, whose attachAboveAnchor
// makes this controller a child of the anchor and puts its view straight into the window
// (UIKit's hierarchyInconsistencyException shape). It must fail on the window.addSubview line,
// once as a view added to a window and once as a child's view outside its parent's view.
// expect: 68
// expect: 68
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
          attachAboveAnchor()
          makeContentIfNeeded()
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
        case let .event(event): options.onEvent?.ref.value?(event)
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

    /// Puts the container on top of the anchor's window and this controller under the anchor
    /// (``SheetPresenter`` says why there), and joins the sheet whose content holds the anchor.
    func attachAboveAnchor() {
      guard parent == nil, let anchor, let window = anchor.view.window else { return }
      anchor.addChild(self)
      view.frame = window.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      window.addSubview(view)
      didMove(toParent: anchor)
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

    /// Takes the container off the window after the exit, releases the content, and lets go
    /// of the controller if the modifier is already gone.
    func detachFromWindow() {
      // UIKit's order for removing a child: tell it, take its view away, then remove it.
      let hadParent = parent != nil
      if hadParent { willMove(toParent: nil) }
      view.removeFromSuperview()
      if hadParent { removeFromParent() }
      dropContent()
      family.leaveParent()
      SheetKeepAlive.release(self)
    }

    /// VoiceOver's focus: into the sheet once it is laid out (the next turn), remembering the
    /// element that had it; back to that element after the sheet has left.
    func moveAccessibilityFocus(_ intoSheet: Bool) {
      if intoSheet {
        focusBeforeSheet =
          UIAccessibility.focusedElement(using: .notificationVoiceOver) as AnyObject?
        Task { @MainActor [weak self] in
          UIAccessibility.post(notification: .screenChanged, argument: self?.container.sheetView)
        }
      } else {
        UIAccessibility.post(notification: .screenChanged, argument: focusBeforeSheet)
        focusBeforeSheet = nil
      }
    }

    func draw(at time: Double = CACurrentMediaTime()) {
      guard isViewLoaded else { return }
      let frame = host.frame(at: time)
      container.draw(frame)
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
