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
  /// Its parts: touches (`+Touches`), the keyboard (`+Keyboard`), effects, presentation and
  /// drawing (`+Effects`), what it follows from SwiftUI (`+Options`), and the configuration's
  /// translation (`+Configuration`).
  ///
  /// Modal and floating sheets are presented, as UIKit presentations, from the top of the
  /// anchor's presentation context (``SheetPresenter``); an inline sheet is a child of the
  /// controller that hosts its screen, its view above the screen's (``SheetInlineHost``).
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
    /// A trackpad's scroll and a mouse's wheel (`+HardwareInput`): no touches, so its own pan.
    let pointerPan = UIPanGestureRecognizer()
    lazy var pointerPanTarget = SheetActionTarget { [weak self] _ in self?.pointerPanned() }
    /// Where the imagined finger of the current scroll touched down, and its number.
    var pointerStart = CGPoint.zero
    var pointerTouchID = 1 << 40
    let keyboardObservers = SheetObservers()
    let clock = SheetDisplayClock()
    let haptics = UISelectionFeedbackGenerator()
    let scroll = SheetScrollTracker()
    var presentation: SheetPresentation
    var options = SheetOptions()
    var measured: (size: CGSize, safeArea: UIEdgeInsets)?
    /// The app's background (`bottomSheetBackground`), drawn by the content's root view.
    var background: SheetBackground?
    /// The background box last drawn (a new box: a new background).
    var drawnBackground: SheetRefBox<SheetBackground>?
    /// The app's header view (`bottomSheetHeader`), drawn by the content's root view.
    var headerView: AnyView?
    /// The header box last drawn.
    var drawnHeader: SheetRefBox<AnyView>?
    /// The anchors last measured, in the base's space (``SheetAnchorSpace``).
    var globalAnchors: [String: Double] = [:]
    /// Where the base's space starts in the container's (an inline sheet: the hosted screen's
    /// top safe-area inset, read when needed); nil for a presented sheet (its anchor says).
    var screenSpaceTop: (() -> Double)?
    /// The base's top and bottom edges in its space (an inline sheet's hosted screen), or its
    /// height (a presented sheet's, from its request), for the geometry's presenting view.
    var baseEdges: (top: Double, bottom: Double)?
    /// Where this sheet's geometry goes (the app's action, the base's readers).
    var geometryOutput: SheetGeometryOutput
    /// The animation the last animated SwiftUI update carries into the content.
    var carried = SheetCarriedAnimation()
    /// The traits last sent to the host (size classes, Dynamic Type, colour scheme).
    var lastTraits: SheetTraits?
    /// Root-view assignments and draws, per display frame (``SheetFrameCounters``).
    var counters = SheetFrameCounters()
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
    /// The anchor that marks the modifier's place, which the sheet is presented from (nil for
    /// an inline sheet).
    weak var anchor: UIViewController?
    /// The frame whose accessibility layout (modality, the backdrop element) was last posted.
    var lastAccessibilityFrame: HostFrame?
    /// Sets the hosted screen's bottom inset (an inline sheet's controller sets it).
    var screenInsetChanged: ((SheetScreenInset, _ rightToLeft: Bool) -> Void)?
    /// The screen inset last applied.
    var appliedScreenInset: SheetScreenInset?
    /// Options the content reported during an update pass, applied on the next turn.
    var pendingOptions: SheetOptions?
    /// Presentations UIKit refused in a row with no transition to wait for (each waits longer).
    var refusedAttaches = 0
    /// This controller presented itself and has not detached: a removal UIKit makes without
    /// the host's detach is noticed against it (``noticeRemovalByPlatform()``).
    var presentedByUs = false
    /// The modifier went away: once nothing waits and nothing is presented, the keep-alive
    /// lets go of the controller.
    var modifierGone = false
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
      geometryOutput = request.geometry
      if let height = request.baseHeight { baseEdges = (0, height) }
      host = SheetHostModel(
        configuration: SheetController.configuration(
          presentation: presentation, options: SheetOptions(),
          chrome: SheetController.chrome(dragIndicator: nil, headerHeight: 0),
          reduceMotion: reduceMotion, reduceTransparency: reduceTransparency),
        isPresented: presentation.isPresented?.wrappedValue,
        selection: presentation.selection?.wrappedValue.id)
      super.init(nibName: nil, bundle: nil)
      // A presented sheet covers the screen with its container (the backdrop, the touch
      // region); the presenter's views stay in the window under it.
      if presentation.style.capabilities.isPresentable {
        modalPresentationStyle = .overFullScreen
      }
      followColorScheme()
      followTraits()
      rootModel.input = { [weak self] input in self?.send(input) }
      rootModel.usesGlassLook = host.configuration.look == .glass
      rootModel.options = { [weak self] options in self?.optionsChanged(options) }
      rootModel.chromeChanged = { [weak self] in self?.configurationChanged() }
      rootModel.proxy.current = BottomSheetProxy(layout: nil, actions: proxyActions)
      clock.tick = { [weak self] time in self?.tick(at: time) }
      scroll.report = { [weak self] input in self?.send(input) }
      family.parentLeaving = { [weak self] in self?.send(.parentLeaving) }
      family.parentDetaching = { [weak self] in self?.finishBecauseParentDetaches() }
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
      installPointerPan(on: container)
      backdropTap.addTarget(tapTarget, action: SheetActionTarget.action)
      container.backdrop.addGestureRecognizer(backdropTap)
      container.escape = { [weak self] in self?.send(.accessibilityEscape) }
      container.backdropActivated = { [weak self] in self?.send(.close) }
      container.keyboardGuideMoved = { [weak self] top in self?.keyboardGuideMoved(top) ?? false }
      container.windowChanged = { [weak self] inWindow in self?.windowChanged(inWindow) }
      // The display link paces to the screen of the container's window (an external display).
      clock.screenSource = container
      container.passThroughView = { [weak self] in self?.viewBehind }
      // An inline sheet is on screen from its first frame; a presented one gets its content
      // when it attaches. An inline sheet's view loads inside SwiftUI's update pass
      // (`makeUIViewController`): what its content reports meanwhile waits for the next turn.
      if !presentation.style.capabilities.isPresentable {
        isUpdating = true
        makeContentIfNeeded()
        isUpdating = false
        scheduleTurn()
      }
    }

    /// The keyboard is observed while the sheet's container is in a window (presented, or
    /// embedded inline on screen): the observers go with it, so nothing outlives the
    /// controller and a sheet that is not shown never hears of a keyboard.
    func windowChanged(_ inWindow: Bool) {
      guard inWindow else {
        keyboardObservers.removeAll()
        // An intermediate presentation of a dismissed stack gets no appearance callback: its
        // views just leave the window.
        noticeRemovalByPlatform()
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

    // The screen behind keeps what it shows (`+ScreenBehind`). Overrides of UIKit's members
    // stay in the class body: a generic class's extension cannot hold them.
    override var prefersStatusBarHidden: Bool {
      statusBarHiddenBehind ?? super.prefersStatusBarHidden
    }
    override var preferredStatusBarStyle: UIStatusBarStyle {
      statusBarStyleBehind ?? super.preferredStatusBarStyle
    }
    override var prefersHomeIndicatorAutoHidden: Bool {
      homeIndicatorHiddenBehind ?? super.prefersHomeIndicatorAutoHidden
    }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
      deferredEdgesBehind ?? super.preferredScreenEdgesDeferringSystemGestures
    }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      orientationsBehind ?? super.supportedInterfaceOrientations
    }

    // The hardware Escape key (`+HardwareInput`).
    override var keyCommands: [UIKeyCommand]? { escapeKeyCommands }
    override var canBecomeFirstResponder: Bool { acceptsKeyFocus }
    #if os(iOS)
      @objc func escapeKeyPressed() { send(.escapeKey) }
      static var escapeKeyAction: Selector { #selector(escapeKeyPressed) }
    #else
      // The mirror build (Linux) has no Objective-C runtime: the same shape, never called.
      func escapeKeyPressed() { send(.escapeKey) }
      static var escapeKeyAction: Selector { Selector(("escapeKeyPressed")) }
    #endif

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      // The top-most controller of a stack UIKit dismissed (with `isBeingDismissed`), or one
      // covered by a full-screen presentation (still presented: nothing to notice then).
      noticeRemovalByPlatform()
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      // The content's modifiers (detents, title) arrive as preferences when it is laid out:
      // lay it out first, so the engine starts with them rather than re-targeting later.
      hosting?.view.layoutIfNeeded()
      let size = view.bounds.size
      // A presented sheet's container fills its window, so the window's insets are its own. An
      // inline sheet's are its place's in the screen.
      let safeArea =
        presentation.style.capabilities.isPresentable
        ? view.window?.safeAreaInsets ?? view.safeAreaInsets : view.safeAreaInsets
      if measured.map({ $0.size != size || $0.safeArea != safeArea }) ?? true {
        measured = (size, safeArea)
        send(.container(size: SheetSize(size), safeArea: SheetInsets(safeArea)))
        anchorsChanged(globalAnchors)
      }
      // After a relayout of the content (a `layoutContent`), the scroll view's room changed:
      // its metrics are read again (reported only if they changed).
      scroll.remeasure()
      draw()
    }

    // MARK: - From SwiftUI

    /// A SwiftUI update of the modifier: new content, bindings, environment and anchors. It
    /// runs inside SwiftUI's update pass: what the host model asks for meanwhile waits for the
    /// next main-queue turn (``HostEffectQueue``).
    func update(_ request: SheetRequest<Content>, transaction: Transaction) {
      isUpdating = true
      defer { isUpdating = false }
      let presentation = request.presentation
      let reduceMotion = request.environment.accessibilityReduceMotion
      self.presentation = presentation
      content = request.content
      environment = request.environment
      geometryOutput = request.geometry
      carried.take(transaction)
      // Content and environment in one root view: they reach the content in the same update.
      if let hosting {
        hosting.rootView = rootView(request.content)
        counters.rootViewAssigned()
      }
      // A trait change inside SwiftUI's update pass would re-render the content during it: the
      // colour scheme reaches the sheet's traits on the next turn.
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
      if let height = request.baseHeight, baseEdges?.bottom != height, anchor != nil {
        baseEdges = (0, height)
      }
      if request.anchors != globalAnchors { anchorsChanged(request.anchors) }
    }

    /// The anchor entered or left its window, or is covered by a presentation
    /// (`anchorInWindow`, `anchorCovered`; it may happen while SwiftUI updates views).
    func anchorMoved(_ input: HostInput) {
      refusedAttaches = 0
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
      // UIKit holds a presented controller until it is dismissed, after the exit; an inline
      // one leaves with the controller that hosts it. Effects still waiting for the next turn
      // keep it until then.
      modifierGone = true
      if !queue.held.isEmpty { SheetKeepAlive.hold(self) }
      // An inline sheet's controller may be freed now: the recorder keeps what was recorded so
      // far (a presented sheet keeps it again, complete, at its detach).
      if let recorder = options.trace?.ref.value { recorder.keep(host.trace) }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      if gestureRecognizer === pointerPan { return pointerPanShouldBegin() }
      guard gestureRecognizer === pan else { return true }
      return host.shouldBeginPan(translation: SheetPoint(pan.translation(in: view)))
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy other: UIGestureRecognizer
    ) -> Bool {
      // An inline sheet inside Apple's `.sheet`: the system sheet's background-dismiss
      // recognizer waits until the sheet's pan has failed, so the two never race for a drag
      // (FloatingPanel's `Core.swift` does the same, by this name).
      gestureRecognizer === pan
        && other.name == "_UISheetInteractionBackgroundDismissRecognizer"
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf other: UIGestureRecognizer
    ) -> Bool {
      // The content's own drags win: a pan recognizer inside the sheet (a carousel or slider
      // built with a drag gesture, which SwiftUI runs on UIKit recognizers since iOS 18) is
      // waited for, except a scroll view's, which shares the finger (FloatingPanel's
      // `Core.swift`: "Do not begin the pan gesture until these gestures fail"). Not the
      // pointer's pan: a drag gesture takes no scroll, so it would never fail for one.
      guard gestureRecognizer === pan, other is UIPanGestureRecognizer,
        !(other.view is UIScrollView), let view = other.view, isViewLoaded,
        view.isDescendant(of: container.sheetView)
      else { return false }
      return true
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool {
      // Only the tracked scroll view's own pan shares the finger (the hand-off); every other
      // recognizer in the content (buttons, a carousel) is cancelled once the sheet owns it.
      isSheetPan(gestureRecognizer) && scroll.isTrackedPan(other)
    }

    /// The proxy's actions, made once: every proxy the content gets carries the same closures.
    lazy var proxyActions = BottomSheetProxy.Actions(
      select: { [weak self] id, animated in self?.send(.select(id, animated: animated)) },
      present: { [weak self] animated in self?.send(.present(animated: animated)) },
      dismiss: { [weak self] animated in self?.send(.dismiss(animated: animated)) })
  }

#endif
