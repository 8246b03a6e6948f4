#if canImport(UIKit)
  import QuartzCore
  import SwiftUI
  import UIKit

  /// The container the package owns for one sheet: an adapter between UIKit and
  /// ``SheetHostModel``. Platform callbacks become ``HostInput`` values stamped with the
  /// platform's own times; the model's ``HostEffect`` values become binding writes,
  /// callbacks, haptics, announcements, scroll-view holds and display-clock switches; its
  /// ``HostFrame`` is drawn by ``SheetContainerView``. Nothing here decides where the sheet goes.
  ///
  /// Modal and floating sheets put this controller's view on top of the window
  /// (``SheetPresenter``); inline sheets embed it where their modifier is (``SheetInlineHost``).
  final class SheetController<Content: View>: UIViewController, UIGestureRecognizerDelegate {
    private(set) var host: SheetHostModel
    let rootModel = SheetRootModel()
    private let hosting: UIHostingController<SheetRootView<Content>>
    private let pan = SheetPanRecognizer()
    private let backdropTap = UITapGestureRecognizer()
    private lazy var panTarget = SheetActionTarget { [weak self] _ in self?.panned() }
    private lazy var tapTarget = SheetActionTarget { [weak self] _ in self?.backdropTapped() }
    private var keyboardObservers: [NSObjectProtocol] = []
    private let clock = SheetDisplayClock()
    private let haptics = UISelectionFeedbackGenerator()
    private let scroll = SheetScrollTracker()
    private var presentation: SheetPresentation
    private var options = SheetOptions()
    private var measured: (size: CGSize, safeArea: UIEdgeInsets)?
    private var globalAnchors: [String: Double] = [:]
    private var reduceMotion = false
    private var lastPresented: Bool?
    private var lastSelection: DetentID?
    /// The effect buffer `apply()` hands the host model in exchange for its pending effects:
    /// the two buffers swap back and forth, so applying effects allocates nothing.
    private var spareEffects: [HostEffect] = []
    /// Set by the presenter: put this controller on screen / take it off.
    var attach: (() -> Void)?
    var detach: (() -> Void)?

    private var container: SheetContainerView { view as! SheetContainerView }

    init(_ request: SheetRequest<Content>) {
      let presentation = request.presentation
      let reduceMotion = request.environment.accessibilityReduceMotion
      self.presentation = presentation
      self.reduceMotion = reduceMotion
      host = SheetHostModel(
        configuration: SheetController.configuration(
          presentation: presentation, options: SheetOptions(),
          chrome: SheetController.chrome(dragIndicator: nil, headerHeight: 0),
          reduceMotion: reduceMotion),
        isPresented: presentation.isPresented?.wrappedValue,
        selection: presentation.selection?.wrappedValue)
      hosting = UIHostingController(
        rootView: SheetRootView(model: rootModel, content: request.content))
      super.init(nibName: nil, bundle: nil)
      rootModel.input = { [weak self] input in self?.send(input) }
      rootModel.options = { [weak self] options in self?.optionsChanged(options) }
      rootModel.chromeChanged = { [weak self] in self?.configurationChanged() }
      rootModel.proxy.current = BottomSheetProxy(layout: nil, actions: proxyActions)
      clock.tick = { [weak self] time in self?.send(.frame, at: time) }
      scroll.report = { [weak self] input in self?.send(input) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    // MARK: - View

    override func loadView() {
      let container = SheetContainerView(frame: .zero)  // UIKit sizes it
      view = container
      addChild(hosting)
      hosting.view.backgroundColor = .clear
      container.embed(hosting.view)
      hosting.didMove(toParent: self)
      Backport.disableSafeAreaInsets(of: hosting)

      pan.delegate = self
      pan.maximumNumberOfTouches = 1
      pan.addTarget(panTarget, action: SheetActionTarget.action)
      pan.touchDown = { [weak self] touch in self?.touchDown(touch) }
      pan.touchEnded = { [weak self] in self?.touchEndedWithoutPan() }
      container.addGestureRecognizer(pan)
      backdropTap.addTarget(tapTarget, action: SheetActionTarget.action)
      container.backdrop.addGestureRecognizer(backdropTap)
      container.escape = { [weak self] in self?.send(.escape) }
    }

    // The keyboard is observed while the sheet is in a controller hierarchy (attached to a
    // window, or embedded inline): the observers go with it, so nothing outlives the controller.
    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      if parent == nil {
        // The controller may be freed now: the recorder keeps what was recorded so far.
        if let recorder = options.trace?.ref.value { recorder.keep(host.trace) }
        for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
        keyboardObservers = []
        return
      }
      guard keyboardObservers.isEmpty else { return }
      let center = NotificationCenter.default
      keyboardObservers.append(
        center.addObserver(
          forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
        ) { [weak self] note in
          let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
            .cgRectValue
          let duration = keyboardAnimationDuration(note)
          MainActor.assumeIsolated { self?.keyboardChanged(frame, duration: duration) }
        })
      keyboardObservers.append(
        center.addObserver(
          forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main
        ) { [weak self] note in
          let duration = keyboardAnimationDuration(note)
          MainActor.assumeIsolated { self?.keyboardChanged(nil, duration: duration) }
        })
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      // The content's modifiers (detents, title) arrive as preferences when it is laid out:
      // lay it out first, so the engine starts with them rather than re-targeting later.
      hosting.view.layoutIfNeeded()
      let size = view.bounds.size
      let safeArea = view.safeAreaInsets
      if measured.map({ $0.size != size || $0.safeArea != safeArea }) ?? true {
        measured = (size, safeArea)
        send(
          .container(
            size: SheetSize(width: Double(size.width), height: Double(size.height)),
            safeArea: SheetInsets(
              top: Double(safeArea.top), bottom: Double(safeArea.bottom),
              leading: Double(safeArea.left), trailing: Double(safeArea.right))))
        anchorsChanged(globalAnchors)
      }
      draw()
    }

    // MARK: - From SwiftUI

    /// A SwiftUI update of the modifier: new content, bindings, environment and anchors.
    func update(_ request: SheetRequest<Content>) {
      let presentation = request.presentation
      let reduceMotion = request.environment.accessibilityReduceMotion
      self.presentation = presentation
      hosting.rootView = SheetRootView(model: rootModel, content: request.content)
      rootModel.environment = request.environment
      if reduceMotion != self.reduceMotion {
        self.reduceMotion = reduceMotion
        configurationChanged()
      }
      // Only changes are inputs (SwiftUI updates the modifier for many other reasons).
      if let value = presentation.isPresented?.wrappedValue, value != lastPresented {
        lastPresented = value
        send(.presentedBinding(value))
      }
      selectionMayHaveChanged()
      if request.anchors != globalAnchors { anchorsChanged(request.anchors) }
    }

    private var selectionBinding: Binding<DetentID>? {
      options.selection?.ref.value ?? presentation.selection
    }

    /// Sends the selection binding's value if it is not the one last sent: at each update of
    /// the modifier, and when the content's options bring a binding of their own (its value is
    /// an input then, not at the modifier's next update, which content-owned state may never
    /// cause).
    private func selectionMayHaveChanged() {
      guard let value = selectionBinding?.wrappedValue, value != lastSelection else { return }
      lastSelection = value
      send(.selectionBinding(value))
    }

    private func optionsChanged(_ value: SheetOptions) {
      options = value
      rootModel.title = value.title
      rootModel.showsCloseButton = value.closeButton == .visible
      rootModel.background = value.background?.ref.value
      if let shadow = value.shadow {
        container.setShadow(color: UIColor(shadow.color), radius: shadow.radius, y: shadow.y)
      } else {
        container.removeShadow()  // the modifier went away
      }
      container.sheetView.backgroundColor =
        value.background == nil ? SheetContainerView.elevatedBackground : .clear
      configurationChanged()
      selectionMayHaveChanged()
    }

    private func configurationChanged() {
      send(
        .configuration(
          Self.configuration(
            presentation: presentation, options: options,
            chrome: Self.chrome(
              dragIndicator: options.dragIndicator,
              headerHeight: rootModel.showsHeader ? rootModel.headerHeight : 0),
            reduceMotion: reduceMotion)))
    }

    private func anchorsChanged(_ anchors: [String: Double]) {
      globalAnchors = anchors
      guard view.window != nil else { return }
      // SwiftUI's global space is the window's: convert into the container's.
      let top = windowTop
      let local = anchors.mapValues { y in y - top }
      send(.anchors(local))
    }

    /// The keyboard will end at `screenFrame` (nil: off screen) after `duration` seconds: the
    /// host model moves the sheet's base along with it, frame by frame.
    private func keyboardChanged(_ screenFrame: CGRect?, duration: Double) {
      guard let screenFrame, view.window != nil else {
        send(.keyboardWillMove(top: nil, duration: duration))
        return
      }
      // The keyboard's frame is in the window's space (full-screen windows: the screen's).
      let top = Double(screenFrame.minY) - windowTop
      let visible = top < Double(view.bounds.height) && screenFrame.height > 0
      send(.keyboardWillMove(top: visible ? top : nil, duration: duration))
    }

    /// The container's top in the window's space (SwiftUI's global space, and the keyboard's).
    private var windowTop: Double { Double(view.convert(CGPoint.zero, to: nil).y) }

    // MARK: - Touches

    private func point(_ touch: UITouch) -> SheetPoint {
      SheetPoint(touch.location(in: view))
    }

    private func touchDown(_ touch: UITouch) {
      let tracked = scroll.track(from: touch.view, within: container.sheetView)
      let target = TouchTarget(
        inScrollView: tracked.vertical, inHorizontalScroller: tracked.horizontal)
      send(.touchDown(touch: pan.trackedID, at: point(touch), target: target), at: touch.timestamp)
    }

    private func touchEndedWithoutPan() {
      send(.touchEnded(touch: pan.trackedID))
    }

    private func panned() {
      if pan.state == .began { pan.panned = true }
      guard let touch = pan.trackedTouch else {
        if pan.state == .cancelled || pan.state == .ended {
          send(.panCancelled(touch: pan.trackedID))
        }
        return
      }
      let at = point(touch)
      // The finger's own time, unless another finger's later event was already sent with its
      // time (the followed finger still, a second one moving).
      let time = max(touch.timestamp, pan.eventTime ?? touch.timestamp)
      let id = pan.trackedID
      switch pan.state {
      case .began: send(.panBegan(touch: id, at: at), at: time)
      case .changed: send(.panMoved(touch: id, at: at), at: time)
      case .ended:
        send(.panEnded(touch: id, at: at, velocity: SheetPoint(pan.velocity(in: view))), at: time)
      case .cancelled, .failed: send(.panCancelled(touch: id), at: time)
      default: break
      }
    }

    private func backdropTapped() {
      guard backdropTap.state == .ended else { return }
      // The container's pan sees the backdrop's touches too: the tap ends in its last event.
      send(.backdropTap(at: SheetPoint(backdropTap.location(in: view))))
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard gestureRecognizer === pan else { return true }
      return host.shouldBeginPan(translation: SheetPoint(pan.translation(in: view)))
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool {
      // Only the tracked scroll view's own pan shares the finger (the hand-off); every other
      // recognizer in the content (buttons, a carousel) is cancelled once the sheet owns it.
      gestureRecognizer === pan && scroll.isTrackedPan(other)
    }

    // MARK: - The host model

    /// Sends an input that is not a touch sample or a frame: during a touch sequence at the
    /// latest touch event's time (``SheetPanRecognizer/eventTime``), so it is never later than
    /// the samples that follow it; otherwise at the time its callback runs.
    private func send(_ input: HostInput) { send(input, at: pan.eventTime ?? CACurrentMediaTime()) }

    /// Sends an input stamped with the platform's own time for it, applies the effects, and
    /// draws the frame.
    private func send(_ input: HostInput, at time: Double) {
      host.send(input, at: time)
      apply()
      if case .frame = input { draw(at: time) } else { draw() }
    }

    private func apply() {
      guard !host.effects.isEmpty else { return }
      // An effect can call back into send (an event handler selecting a detent), which applies
      // the new effects before this loop goes on: the spare is taken out for this call, so a
      // nested call takes a fresh buffer and never empties the one being read here.
      var effects: [HostEffect] = []
      swap(&effects, &spareEffects)
      host.takeEffects(into: &effects)
      for effect in effects {
        switch effect {
        case let .setSelection(id):
          if let selection = selectionBinding, selection.wrappedValue != id {
            selection.wrappedValue = id
          }
        case let .setPresented(value):
          if let isPresented = presentation.isPresented, isPresented.wrappedValue != value {
            isPresented.wrappedValue = value
          }
        case .attach: attach?()
        case .detach: detach?()
        case .callOnDismiss: presentation.onDismiss?()
        case .callDismissAttempt: options.onDismissAttempt?.ref.value?()
        case .haptic: haptics.selectionChanged()
        case let .announce(text):
          // The engine's words are localization keys in the app's bundle (see SheetStrings).
          let spoken = Bundle.main.localizedString(forKey: text, value: text, table: nil)
          UIAccessibility.post(notification: .announcement, argument: spoken)
        case let .holdScrollOffset(y): scroll.hold(at: y)
        case let .displayClock(running): clock.isRunning = running
        case let .layoutContent(height, inset):
          rootModel.contentHeight = height
          rootModel.bottomInset = inset
        case let .event(event): options.onEvent?.ref.value?(event)
        }
      }
      spareEffects = effects
      if let recorder = options.trace?.ref.value {
        if recorder.wantsRecording {
          recorder.wantsRecording = false
          host.startRecording()
          recorder.record(from: { [weak self] in self?.host.trace })
        }
      }
    }

    private func draw(at time: Double = CACurrentMediaTime()) {
      guard isViewLoaded else { return }
      let frame = host.frame(at: time)
      container.draw(frame)
      // The content's proxy follows the frame; only views that read it re-evaluate.
      if rootModel.proxy.current.layout != frame.layout, host.engine != nil {
        rootModel.proxy.current = BottomSheetProxy(layout: frame.layout, actions: proxyActions)
      }
      if rootModel.showsGrabber != frame.layout.showsGrabber {
        rootModel.showsGrabber = frame.layout.showsGrabber
      }
      if rootModel.accessibilityValue != frame.accessibilityValue {
        rootModel.accessibilityValue = frame.accessibilityValue
      }
    }

    /// The proxy's actions, made once: every proxy the content gets carries the same closures.
    private lazy var proxyActions = BottomSheetProxy.Actions(
      select: { [weak self] id, animated in self?.send(.select(id, animated: animated)) },
      present: { [weak self] animated in self?.send(.present(animated: animated)) },
      dismiss: { [weak self] animated in self?.send(.dismiss(animated: animated)) })
  }

  /// The keyboard's animation duration from its notification (0 when it says none). A free
  /// function: the notification's closure runs outside the generic controller's isolation.
  private func keyboardAnimationDuration(_ note: Notification) -> Double {
    // An NSNumber in the dictionary; Foundation bridges it to Double.
    note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
  }
#endif
