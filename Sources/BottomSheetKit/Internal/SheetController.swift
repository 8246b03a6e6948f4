#if canImport(UIKit)
  @_spi(Lab) import BottomSheetCore
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
  /// Its parts: touches (`+Touches`), the keyboard (`+Keyboard`), effects and drawing
  /// (`+Effects`), and the configuration's translation (`+Configuration`).
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
    var host: SheetHostModel
    let rootModel = SheetRootModel()
    var hosting: UIHostingController<SheetRootView<Content>>?
    var content: Content
    var environment: EnvironmentValues
    let pan = SheetPanRecognizer()
    let backdropTap = UITapGestureRecognizer()
    lazy var panTarget = SheetActionTarget { [weak self] _ in self?.panned() }
    lazy var tapTarget = SheetActionTarget { [weak self] _ in self?.backdropTapped() }
    let keyboardObservers = SheetObservers()
    let clock = SheetDisplayClock()
    let haptics = UISelectionFeedbackGenerator()
    let scroll = SheetScrollTracker()
    var presentation: SheetPresentation
    var options = SheetOptions()
    var measured: (size: CGSize, safeArea: UIEdgeInsets)?
    var globalAnchors: [String: Double] = [:]
    var reduceMotion = false
    var reduceTransparency = false
    var lastPresented: Bool?
    var lastSelection: DetentID?
    /// Effects held while SwiftUI updates views, applied on the next main-queue turn.
    var queue = HostEffectQueue()
    /// The buffers effects pass through: the host's new ones, and the ones to apply now (taken
    /// out for a call, so a nested call takes a fresh one). Reused, so applying allocates nothing.
    var incoming: [HostEffect] = []
    var spareEffects: [HostEffect] = []
    /// Whether the next main-queue turn is already asked to apply held effects and draw.
    var turnScheduled = false
    /// Set while SwiftUI runs an update pass that reached this controller.
    var isUpdating = false
    /// The element VoiceOver had focused when the sheet attached, to go back to.
    weak var focusBeforeSheet: AnyObject?
    /// The anchor the presenter put the sheet under (nil for an inline sheet).
    weak var anchor: UIViewController?
    /// This sheet and the sheets presented from its content.
    let family = SheetFamily()

    var container: SheetContainerView { view as! SheetContainerView }

    init(_ request: SheetRequest<Content>) {
      let presentation = request.presentation
      let reduceMotion = request.environment.accessibilityReduceMotion
      let reduceTransparency = request.environment.accessibilityReduceTransparency
      self.presentation = presentation
      self.reduceMotion = reduceMotion
      self.reduceTransparency = reduceTransparency
      self.content = request.content
      self.environment = request.environment
      host = SheetHostModel(
        configuration: SheetController.configuration(
          presentation: presentation, options: SheetOptions(),
          chrome: SheetController.chrome(dragIndicator: nil, headerHeight: 0),
          reduceMotion: reduceMotion, reduceTransparency: reduceTransparency),
        isPresented: presentation.isPresented?.wrappedValue,
        selection: presentation.selection?.wrappedValue.id)
      super.init(nibName: nil, bundle: nil)
      rootModel.input = { [weak self] input in self?.send(input) }
      rootModel.usesGlassLook = host.configuration.look == .glass
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
    func makeContentIfNeeded() {
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
    func dropContent() {
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
      let reduceTransparency = request.environment.accessibilityReduceTransparency
      if reduceMotion != self.reduceMotion || reduceTransparency != self.reduceTransparency {
        self.reduceMotion = reduceMotion
        self.reduceTransparency = reduceTransparency
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

    /// The anchor entered or left its window, or is covered by a presentation
    /// (`anchorInWindow`, `anchorCovered`; it may happen while SwiftUI updates views).
    func anchorMoved(_ input: HostInput) {
      isUpdating = true
      defer { isUpdating = false }
      send(input)
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

    var selectionBinding: Binding<Detent>? {
      options.selection?.ref.value ?? presentation.selection
    }

    /// Sends the selection binding's value if it is not the one last sent: at each update of
    /// the modifier, and when the content's options bring a binding of their own (its value is
    /// an input then, not at the modifier's next update, which content-owned state may never
    /// cause).
    func selectionMayHaveChanged() {
      guard let value = selectionBinding?.wrappedValue.id, value != lastSelection else { return }
      lastSelection = value
      send(.selectionBinding(value))
    }

    func optionsChanged(_ value: SheetOptions) {
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
      // An app background replaces the opaque background and the glass alike.
      container.hasAppBackground = value.background != nil
      configurationChanged()
      selectionMayHaveChanged()
    }

    func configurationChanged() {
      let configuration = Self.configuration(
        presentation: presentation, options: options,
        chrome: Self.chrome(
          dragIndicator: options.dragIndicator,
          headerHeight: rootModel.showsHeader ? rootModel.headerHeight : 0),
        reduceMotion: reduceMotion, reduceTransparency: reduceTransparency)
      send(.configuration(configuration))
      // Inside SwiftUI's update pass (Reduce Motion or Transparency changed in `update`) the
      // header's look is published on the next turn, as the environment is.
      if !isUpdating { publishLook() }
    }

    /// Publishes the header's look (the close role) when it changed: the look follows the
    /// options and the system, not SwiftUI's updates.
    func publishLook() {
      let glass = host.configuration.look == .glass
      if rootModel.usesGlassLook != glass { rootModel.usesGlassLook = glass }
    }

    func anchorsChanged(_ anchors: [String: Double]) {
      globalAnchors = anchors
      guard view.window != nil else { return }
      // SwiftUI's global space is the window's: convert into the container's.
      let top = windowTop
      let local = anchors.mapValues { y in y - top }
      send(.anchors(local))
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
    func send(_ input: HostInput) { send(input, at: pan.eventTime ?? CACurrentMediaTime()) }

    /// Sends an input stamped with the platform's own time for it, applies the effects, and
    /// draws the frame (on the next turn when SwiftUI is updating views: drawing publishes the
    /// content's proxy).
    func send(_ input: HostInput, at time: Double) {
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
      if hosting != nil { rootModel.environment = environment }
      publishLook()
      var now: [HostEffect] = []
      queue.flush(into: &now)
      perform(now)
      draw()
    }

    /// The proxy's actions, made once: every proxy the content gets carries the same closures.
    lazy var proxyActions = BottomSheetProxy.Actions(
      select: { [weak self] id, animated in self?.send(.select(id, animated: animated)) },
      present: { [weak self] animated in self?.send(.present(animated: animated)) },
      dismiss: { [weak self] animated in self?.send(.dismiss(animated: animated)) })
  }

#endif
