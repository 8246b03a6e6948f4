#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import QuartzCore
  import SwiftUI
  import UIKit

  /// The container the package owns for one sheet: an adapter between UIKit and
  /// ``SheetHostModel``. Platform callbacks become ``HostInput`` values stamped with the
  /// platform's own times; the model's ``HostEffect`` values become binding writes,
  /// callbacks, haptics, announcements, scroll-view holds and display-clock switches; its
  /// ``HostFrame`` is drawn by ``SheetContainerView``. Nothing here decides where the sheet goes.
  ///
  /// Modal and floating sheets put this controller's view on top of the anchor's window and
  /// the controller under the anchor (``SheetPresenter``); inline sheets embed it where their
  /// modifier is (``SheetInlineHost``).
  ///
  /// The content's hosting controller is made when the sheet first attaches (an inline sheet:
  /// when its view loads) and, for a presented sheet, released when it detaches: a modifier on
  /// every row of a `List` costs nothing until its sheet is shown, and each presentation starts
  /// its content's state afresh, as Apple's sheet does.
  final class SheetController<Content: View>: UIViewController, UIGestureRecognizerDelegate,
    SheetFamilyMember
  {
    private(set) var host: SheetHostModel
    let rootModel = SheetRootModel()
    private var hosting: UIHostingController<SheetRootView<Content>>?
    private var content: Content
    private var environment: EnvironmentValues
    private let pan = SheetPanRecognizer()
    private let backdropTap = UITapGestureRecognizer()
    private lazy var panTarget = SheetActionTarget { [weak self] _ in self?.panned() }
    private lazy var tapTarget = SheetActionTarget { [weak self] _ in self?.backdropTapped() }
    private let keyboardObservers = SheetObservers()
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
    /// Effects held while SwiftUI updates views, applied on the next main-queue turn.
    private var queue = HostEffectQueue()
    /// The buffers effects pass through: the host's new ones, and the ones to apply now (taken
    /// out for a call, so a nested call takes a fresh one). Reused, so applying allocates nothing.
    private var incoming: [HostEffect] = []
    private var spareEffects: [HostEffect] = []
    /// Whether the next main-queue turn is already asked to apply held effects and draw.
    private var turnScheduled = false
    /// Set while SwiftUI runs an update pass that reached this controller.
    private var isUpdating = false
    /// The element VoiceOver had focused when the sheet attached, to go back to.
    private weak var focusBeforeSheet: AnyObject?
    /// The anchor the presenter put the sheet under (nil for an inline sheet).
    weak var anchor: UIViewController?
    /// This sheet and the sheets presented from its content.
    let family = SheetFamily()

    private var container: SheetContainerView { view as! SheetContainerView }

    init(_ request: SheetRequest<Content>) {
      let presentation = request.presentation
      let reduceMotion = request.environment.accessibilityReduceMotion
      self.presentation = presentation
      self.reduceMotion = reduceMotion
      self.content = request.content
      self.environment = request.environment
      host = SheetHostModel(
        configuration: SheetController.configuration(
          presentation: presentation, options: SheetOptions(),
          chrome: SheetController.chrome(dragIndicator: nil, headerHeight: 0),
          reduceMotion: reduceMotion),
        isPresented: presentation.isPresented?.wrappedValue,
        selection: presentation.selection?.wrappedValue.id)
      super.init(nibName: nil, bundle: nil)
      rootModel.input = { [weak self] input in self?.send(input) }
      rootModel.options = { [weak self] options in self?.optionsChanged(options) }
      rootModel.chromeChanged = { [weak self] in self?.configurationChanged() }
      rootModel.proxy.current = BottomSheetProxy(layout: nil, actions: proxyActions)
      clock.tick = { [weak self] time in self?.send(.frame, at: time) }
      scroll.report = { [weak self] input in self?.send(input) }
      family.parentLeaving = { [weak self] in self?.send(.parentLeaving) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    // MARK: - View

    override func loadView() {
      let container = SheetContainerView(frame: .zero)  // UIKit sizes it
      view = container
      pan.delegate = self
      pan.maximumNumberOfTouches = 1
      pan.addTarget(panTarget, action: SheetActionTarget.action)
      pan.touchDown = { [weak self] touch in self?.touchDown(touch) }
      pan.touchEnded = { [weak self] in self?.touchEndedWithoutPan() }
      pan.coalescedSamples = { [weak self] samples in self?.coalescedSamples(samples) }
      container.addGestureRecognizer(pan)
      backdropTap.addTarget(tapTarget, action: SheetActionTarget.action)
      container.backdrop.addGestureRecognizer(backdropTap)
      container.escape = { [weak self] in self?.send(.escape) }
      container.backdropActivated = { [weak self] in self?.send(.close) }
      container.keyboardGuideMoved = { [weak self] top in self?.keyboardGuideMoved(top) ?? false }
      // An inline sheet is on screen from its first frame; a presented one gets its content
      // when it attaches.
      if !presentation.style.capabilities.isPresentable { makeContentIfNeeded() }
    }

    /// Makes the content's hosting controller, with the latest content and environment.
    private func makeContentIfNeeded() {
      guard hosting == nil else { return }
      rootModel.environment = environment
      let made = UIHostingController(rootView: SheetRootView(model: rootModel, content: content))
      made.view.backgroundColor = .clear
      addChild(made)
      container.embed(made.view)
      made.didMove(toParent: self)
      Backport.disableSafeAreaInsets(of: made)
      hosting = made
      // Before the sheet has a frame, lay the content out at the container's width, so its
      // preferences (detents, title) and its natural height reach the host before the engine
      // starts the entrance, which then aims at the right height from its first frame.
      if container.sheetView.bounds.size.width == 0, view.bounds.size.width > 0 {
        made.view.frame = CGRect(origin: .zero, size: view.bounds.size)
      }
      made.view.layoutIfNeeded()
    }

    /// Releases the content: the next presentation builds it afresh (its `@State` too).
    private func dropContent() {
      guard let made = hosting else { return }
      made.willMove(toParent: nil)
      made.view.removeFromSuperview()
      made.removeFromParent()
      container.embed(nil)
      hosting = nil
      // The measurements stay: the next presentation's content is most likely the same size,
      // so its entrance aims at that height from the start; it reports its own at once.
    }

    // The keyboard is observed while the sheet is in a controller hierarchy (attached under its
    // anchor, or embedded inline): the observers go with it, so nothing outlives the controller.
    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      if parent == nil {
        // The controller may be freed now: the recorder keeps what was recorded so far.
        if let recorder = options.trace?.ref.value { recorder.keep(host.trace) }
        keyboardObservers.removeAll()
        return
      }
      guard keyboardObservers.isEmpty else { return }
      let center = NotificationCenter.default
      for (name, hiding) in [
        (UIResponder.keyboardWillChangeFrameNotification, false),
        (UIResponder.keyboardWillHideNotification, true),
      ] {
        keyboardObservers.add(
          center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
            let report = KeyboardNotice(note, hiding: hiding)
            MainActor.assumeIsolated { self?.keyboardChanged(report) }
          })
      }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      // The content's modifiers (detents, title) arrive as preferences when it is laid out:
      // lay it out first, so the engine starts with them rather than re-targeting later.
      hosting?.view.layoutIfNeeded()
      let size = view.bounds.size
      // A presented sheet's container fills its window, so the window's insets are its own
      // (its controller's parent is the anchor, whose view is 0 × 0: UIKit would hand it
      // insets clipped to that). An inline sheet's are its place's in the screen.
      let safeArea =
        presentation.style.capabilities.isPresentable
        ? view.window?.safeAreaInsets ?? view.safeAreaInsets : view.safeAreaInsets
      if measured.map({ $0.size != size || $0.safeArea != safeArea }) ?? true {
        measured = (size, safeArea)
        send(.container(size: SheetSize(size), safeArea: SheetInsets(safeArea)))
        anchorsChanged(globalAnchors)
      }
      draw()
    }

    // MARK: - From SwiftUI

    /// A SwiftUI update of the modifier: new content, bindings, environment and anchors. It
    /// runs inside SwiftUI's update pass: what the host model asks for meanwhile waits for the
    /// next main-queue turn (``HostEffectQueue``).
    func update(_ request: SheetRequest<Content>) {
      isUpdating = true
      defer { isUpdating = false }
      let presentation = request.presentation
      let reduceMotion = request.environment.accessibilityReduceMotion
      self.presentation = presentation
      content = request.content
      environment = request.environment
      hosting?.rootView = SheetRootView(model: rootModel, content: request.content)
      // Publishing the environment here would change an observed object inside the update.
      scheduleTurn()
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

    /// The anchor entered or left its window (it may happen while SwiftUI updates views).
    func anchorMoved(inWindow: Bool) {
      isUpdating = true
      defer { isUpdating = false }
      send(.anchorInWindow(inWindow))
    }

    /// The modifier went away (`dismantleUIViewController`, inside SwiftUI's update pass). A
    /// sheet on screen plays its exit: the controller stays alive until it has detached.
    func modifierRemoved() {
      isUpdating = true
      defer { isUpdating = false }
      send(.modifierRemoved)
      // Still on screen (its exit plays now), or with effects waiting for the next turn: keep
      // the controller until it has detached. It leaves the anchor now (SwiftUI releases the
      // anchor; a child must not outlive its parent's containment).
      let onScreen = isViewLoaded && view.superview != nil
      if onScreen || !queue.held.isEmpty { SheetKeepAlive.hold(self) }
      if parent != nil {
        willMove(toParent: nil)
        removeFromParent()
      }
    }

    private var selectionBinding: Binding<Detent>? {
      options.selection?.ref.value ?? presentation.selection
    }

    /// Sends the selection binding's value if it is not the one last sent: at each update of
    /// the modifier, and when the content's options bring a binding of their own (its value is
    /// an input then, not at the modifier's next update, which content-owned state may never
    /// cause).
    private func selectionMayHaveChanged() {
      guard let value = selectionBinding?.wrappedValue.id, value != lastSelection else { return }
      lastSelection = value
      send(.selectionBinding(value))
    }

    private func optionsChanged(_ value: SheetOptions) {
      options = value
      rootModel.title = value.title
      rootModel.showsCloseButton = value.closeButton == .visible
      rootModel.background = value.background?.ref.value
      if let shadow = value.shadow {
        container.setShadow(
          color: UIColor(shadow.color), radius: shadow.radius, x: shadow.x, y: shadow.y)
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

    // MARK: - Keyboard

    /// A keyboard frame notification: its end frame is in the screen's coordinate space,
    /// converted here into the container's; whether it is this sheet's keyboard is the host
    /// model's rule (``SheetHostModel/keyboardReading(frame:containerSize:isLocal:isKeyWindow:)``).
    private func keyboardChanged(_ notice: KeyboardNotice) {
      guard isViewLoaded, let window = view.window else { return }
      let size = SheetSize(view.bounds.size)
      if notice.hiding {
        // Not checked against the key window: this window may have just stopped being key
        // (another scene took the keyboard), and its own keyboard is leaving.
        guard notice.isLocal else { return }
        send(.keyboardWillMove(top: nil, duration: notice.duration))
        return
      }
      guard let screenFrame = notice.frame, let screen = window.windowScene?.screen else { return }
      let frame = screen.coordinateSpace.convert(screenFrame, to: view)
      let reading = SheetHostModel.keyboardReading(
        frame: SheetRect(frame), containerSize: size, isLocal: notice.isLocal,
        isKeyWindow: window.isKeyWindow)
      guard !reading.isIgnored else { return }
      send(.keyboardWillMove(top: reading.top, duration: notice.duration))
    }

    /// The keyboard layout guide moved (an interactive dismissal, or a keyboard already up when
    /// the sheet was first laid out): its top edge in container space, nil when it is down.
    private func keyboardGuideMoved(_ top: Double?) -> Bool {
      guard let window = view.window, window.isKeyWindow else { return false }
      send(.keyboardTracked(top: top))
      return true
    }

    /// The container's top in the window's space (SwiftUI's global space).
    private var windowTop: Double { Double(view.convert(CGPoint.zero, to: nil).y) }

    // MARK: - Touches

    private func point(_ touch: UITouch) -> SheetPoint {
      SheetPoint(touch.location(in: view))
    }

    private func touchDown(_ touch: UITouch) {
      let target = scroll.track(from: touch.view, within: container.sheetView)
      send(.touchDown(touch: pan.trackedID, at: point(touch), target: target), at: touch.timestamp)
    }

    /// The digitizer's samples between two display events (a 60 Hz iPhone samples touches at
    /// 120 Hz, iPad Pro at 240), older than the event's own: each with its own place and time.
    /// They arrive as UIKit hands the event to the recognizer, before any action runs for it
    /// (the scroll view's included), so no input of that event is stamped before them. The host
    /// takes them only while the pan has begun; the event's own sample follows as the action.
    private func coalescedSamples(_ samples: [(location: CGPoint, time: Double)]) {
      guard pan.panned else { return }
      for sample in samples {
        send(.panMoved(touch: pan.trackedID, at: SheetPoint(sample.location)), at: sample.time)
      }
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
    /// draws the frame (on the next turn when SwiftUI is updating views: drawing publishes the
    /// content's proxy).
    private func send(_ input: HostInput, at time: Double) {
      host.send(input, at: time)
      apply()
      if isUpdating {
        scheduleTurn()
      } else if case .frame = input {
        draw(at: time)
      } else {
        draw()
      }
    }

    private func apply() {
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
    private func scheduleTurn() {
      guard !turnScheduled else { return }
      turnScheduled = true
      Task { @MainActor [weak self] in self?.nextTurn() }
    }

    private func nextTurn() {
      turnScheduled = false
      if hosting != nil { rootModel.environment = environment }
      var now: [HostEffect] = []
      queue.flush(into: &now)
      perform(now)
      draw()
    }

    private func perform(_ effects: [HostEffect]) {
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
    private func attachAboveAnchor() {
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
    private func detachFromWindow() {
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
    private func moveAccessibilityFocus(_ intoSheet: Bool) {
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

    private func draw(at time: Double = CACurrentMediaTime()) {
      guard isViewLoaded else { return }
      let frame = host.frame(at: time)
      container.draw(frame)
      // The content's proxy follows the frame; only views that read it re-evaluate.
      let proxy = rootModel.proxy.current
      let detentsChanged = !proxy.detents.map(\.id).elementsEqual(
        host.configuration.detents.map(\.id))
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

    /// The proxy's actions, made once: every proxy the content gets carries the same closures.
    private lazy var proxyActions = BottomSheetProxy.Actions(
      select: { [weak self] id, animated in self?.send(.select(id, animated: animated)) },
      present: { [weak self] animated in self?.send(.present(animated: animated)) },
      dismiss: { [weak self] animated in self?.send(.dismiss(animated: animated)) })
  }

  /// What a keyboard notification says, read where it is delivered (outside the controller's
  /// isolation) and handed to it.
  struct KeyboardNotice: Sendable {
    /// The keyboard's end frame, in the screen's coordinate space.
    var frame: CGRect?
    /// The animation's duration in seconds (0 when none is given).
    var duration: Double
    /// Whether the keyboard belongs to this app (`UIKeyboardIsLocalUserInfoKey`; true if absent).
    var isLocal: Bool
    /// A `keyboardWillHide` notification.
    var hiding: Bool

    init(_ note: Notification, hiding: Bool) {
      let info = note.userInfo
      frame = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      // NSNumbers in the dictionary; Foundation bridges them.
      duration = info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
      isLocal = info?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? true
      self.hiding = hiding
    }
  }
#endif

#if canImport(UIKit)
  /// Block-based notification observers, removed when the set is emptied or freed: a
  /// controller that is freed without leaving its parent (its anchor released first) leaves no
  /// observer behind.
  final class SheetObservers: @unchecked Sendable {
    // Touched only on the main thread: added and removed by the controller, and freed with it.
    private var tokens: [NSObjectProtocol] = []

    var isEmpty: Bool { tokens.isEmpty }

    func add(_ token: NSObjectProtocol) { tokens.append(token) }

    func removeAll() {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      tokens = []
    }

    deinit { removeAll() }
  }
#endif
