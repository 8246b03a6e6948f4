#if canImport(UIKit)
  @_spi(Lab) import BottomSheetCore
  import BottomSheetHost
  import QuartzCore
  import SwiftUI
  import UIKit

  /// Inputs in, effects out, and the turns that apply what waited for SwiftUI's update pass.
  extension SheetController {
    /// Sends an input that is not a touch sample or a frame: during a touch sequence at the
    /// latest touch event's time (``SheetPanRecognizer/eventTime``), so it is never later than
    /// the samples that follow it; otherwise at the time its callback runs.
    func send(_ input: HostInput) { send(input, at: pan.eventTime ?? CACurrentMediaTime()) }

    /// Sends an input stamped with the platform's own time for it, applies the effects, and
    /// draws the frame (on the next turn when SwiftUI is updating views: drawing publishes the
    /// content's proxy).
    ///
    /// `draws` false: one of several inputs of one platform event (a touch event's coalesced
    /// samples), whose last input draws, once for them all.
    func send(_ input: HostInput, at time: Double, draws: Bool = true) {
      host.send(input, at: time)
      apply()
      if isUpdating {
        scheduleTurn()
      } else if case .advance = input {
        counters.tick()
        // A tick after which the host's frame is unchanged draws nothing (the clock also runs
        // while a finger drags, for the display's rate: B-12).
        if host.needsDraw { draw(at: time, tick: true) }
      } else if draws {
        draw()
      }
    }

    /// A display-link tick: during a keyboard slide, where the keyboard is shown now (the
    /// host follows it instead of its stand-in curve), then the frame.
    func tick(at time: Double) {
      if host.isKeyboardSliding, isViewLoaded {
        send(.keyboardPresented(top: container.keyboardTopShownNow()), at: time, draws: false)
      }
      send(.advance, at: time)
    }

    func apply() {
      guard !host.effects.isEmpty else { return }
      host.takeEffects(into: &incoming)
      // An effect can call back into send (an event handler selecting a detent), which applies
      // the new effects before this loop goes on: the spare is taken out for this call, so a
      // nested call takes a fresh buffer and never empties the one being read here.
      var now: [HostEffect] = []
      swap(&now, &spareEffects)
      now.removeAll(keepingCapacity: true)
      if queue.admit(incoming, duringViewUpdate: isUpdating, into: &now) { scheduleTurn() }
      perform(now)
      spareEffects = now
    }

    /// Asks the next main-queue turn to apply the held effects, publish the environment and
    /// draw (once, however often it is asked before then).
    func scheduleTurn() {
      guard !turnScheduled else { return }
      turnScheduled = true
      Task { @MainActor [weak self] in self?.nextTurn() }
    }

    func nextTurn() {
      turnScheduled = false
      followColorScheme()
      followTraits()
      if let pending = pendingOptions {
        pendingOptions = nil
        optionsChanged(pending)
      }
      publishLook()
      var now: [HostEffect] = []
      queue.flush(into: &now)
      perform(now)
      draw()
      // An inline sheet has nothing presented to wait for; a presented one is held by UIKit
      // until its detach. (`presentingViewController` is inherited from a presented ancestor,
      // so it cannot tell the two apart: ``isPresentedByUIKit`` can.)
      if modifierGone, !isPresentedByUIKit, queue.held.isEmpty {
        SheetKeepAlive.release(self)
      }
    }

  }
#endif
