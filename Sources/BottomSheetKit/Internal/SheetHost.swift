#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// The name of the coordinate space every sheet drag is measured in: the sheet's stable
  /// container, never the moving sheet (the persistent-sheet design shook while it used the
  /// sheet's local space).
  enum SheetCoordinateSpace {
    static let name = "BottomSheetKit.container"
  }

  /// How a host is asked to show its sheet.
  struct SheetPresentation {
    var style: SheetStyle
    /// `nil` for inline sheets, which are always shown.
    var isPresented: Binding<Bool>?
    var onDismiss: (() -> Void)?
    /// Detents given to the inline modifier itself (content modifiers can override them).
    var detents: [Detent]?
    /// The selection given to the inline modifier itself.
    var selection: Binding<DetentID>?
  }

  /// Which gesture machinery delivered a touch.
  enum SheetTouchSource: Hashable {
    case swiftUI
    case uiKit
  }

  /// One finger's sequence; SwiftUI's drag and the scroll bridge can both see it.
  struct SheetTouchSequence {
    var owner: SheetTouchSource
    var others: Set<SheetTouchSource> = []
  }

  /// The measured container: the area the sheet lives in (safe areas included).
  struct SheetContainerMeasure: Equatable {
    var size = CGSize.zero
    var safeArea = EdgeInsets()
    var globalOrigin = CGPoint.zero
  }

  /// Everything the host keeps between renders.
  struct SheetModel {
    var engine: SheetEngine?
    var epoch = Date()
    var animating = false
    var touch: SheetTouchSequence?
    var hapticTick = 0
    var configurationKey: SheetConfiguration?
    var lastPhase: SheetPhase?
    /// Between a `presented` event and the end of that motion.
    var presenting = false
  }

  /// The view behind every public sheet modifier: measures, forwards input to the engine and
  /// draws `engine.layout(at:)`.
  struct SheetHost<Base: View, Sheet: View>: View {
    let base: Base
    let sheet: Sheet
    let presentation: SheetPresentation

    @State var model = SheetModel()
    @State var options = SheetOptions()
    @State var container = SheetContainerMeasure()
    @State var keyboardProbeMaxY = 0.0
    @State var anchors: [String: Double] = [:]
    @State var contentMetrics = SheetContentMetrics()
    @State var measuredContentHeight = 0.0
    @State var headerHeight = 0.0
    @GestureState var swiftUITouchActive = false
    @Environment(\.accessibilityReduceMotion) var reduceMotion

    var body: some View {
      TimelineView(.animation(minimumInterval: nil, paused: !model.animating)) { timeline in
        let layout = currentLayout(at: timeline.date)
        let proxy = makeProxy(layout)
        ZStack {
          keyboardProbe
          base
            .environment(\.bottomSheet, proxy)
            .ignoresSafeArea(.keyboard, edges: .bottom)
        }
        .onPreferenceChange(SheetAnchorsKey.self) { value in anchorsChanged(value) }
        .overlay(alignment: .topLeading) {
          GeometryReader { geometry in
            sheetLayer(layout, proxy: proxy)
              .onAppear { containerChanged(measure(geometry)) }
              .onChange(of: measure(geometry)) { value in containerChanged(value) }
          }
          .ignoresSafeArea()
        }
        .onChange(of: layout?.phase) { phase in phaseChanged(phase) }
      }
      .onChange(of: presentation.isPresented?.wrappedValue) { value in presentedChanged(value) }
      .onChange(of: selectionValue) { value in selectionChanged(value) }
      .onChange(of: configurationKey) { _ in configurationChanged() }
      .onChange(of: contextKey) { _ in contextChanged() }
      .modifier(Backport.SelectionFeedback(trigger: model.hapticTick))
    }

    // MARK: - Layers

    private var keyboardProbe: some View {
      GeometryReader { geometry in
        Color.clear.preference(
          key: SheetKeyboardProbeKey.self, value: Double(geometry.frame(in: .global).maxY))
      }
      .onPreferenceChange(SheetKeyboardProbeKey.self) { value in keyboardProbeMaxY = value }
      .allowsHitTesting(false)
      .accessibilityHidden(true)
    }

    private func sheetLayer(_ layout: SheetLayout?, proxy: BottomSheetProxy) -> some View {
      ZStack(alignment: .topLeading) {
        if let layout, layout.backdropOpacity > 0 || layout.backdropBlocksTouches {
          Color.black
            .opacity(layout.backdropOpacity)
            .contentShape(Rectangle())
            .allowsHitTesting(layout.backdropBlocksTouches)
            .gesture(touchGesture)
            .accessibilityHidden(true)
        }
        if let layout, layout.phase != .dismissed {
          sheetBody(layout, proxy: proxy)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .coordinateSpace(name: SheetCoordinateSpace.name)
      .onChange(of: swiftUITouchActive) { active in
        if !active { touchCancelled(.swiftUI) }
      }
    }

    private func sheetBody(_ layout: SheetLayout, proxy: BottomSheetProxy) -> some View {
      let frame = layout.frame
      let attached = presentation.style != .floating && !(options.morphsShape ?? false)
      let backgroundHeight = attached ? Double(container.size.height) + frame.height : frame.height
      let shadow = options.shadow ?? defaultShadow
      return SheetChromeView(
        content: sheet,
        showsGrabber: showsGrabber,
        grabberHeight: showsGrabber ? SheetChromeView<Sheet>.grabberHeight : 0,
        title: options.title,
        showsCloseButton: options.closeButton == .visible,
        contentHeight: layout.contentHeight,
        accessibilityValue: model.engine?.accessibilityValue ?? "",
        onHeaderHeight: { value in headerHeight = value },
        onContentHeight: { value in measuredContentHeight = value },
        onClose: { accessibilityAction(.escape(now())) },
        onIncrement: { accessibilityAction(.increment(now())) },
        onDecrement: { accessibilityAction(.decrement(now())) },
        onEscape: { accessibilityAction(.escape(now())) }
      )
      .environment(\.bottomSheet, proxy)
      .frame(width: frame.width, alignment: .top)
      .background(alignment: .top) {
        SheetBackgroundView(style: options.background?.ref.value, cornerRadii: layout.cornerRadii)
          .frame(width: frame.width, height: max(0, backgroundHeight))
          .shadow(color: shadow.color, radius: shadow.radius, x: 0, y: shadow.y)
      }
      .mask(alignment: .top) {
        SheetShape(radii: layout.cornerRadii)
          .frame(width: frame.width, height: max(0, backgroundHeight))
      }
      .offset(x: frame.x, y: frame.y)
      .simultaneousGesture(touchGesture)
      .accessibilityAddTraits(presentation.style == .inline ? [] : .isModal)
      .onPreferenceChange(SheetOptionsKey.self) { value in options = value }
      .onPreferenceChange(SheetContentMetricsKey.self) { value in contentMetrics = value }
    }

    private var defaultShadow: SheetShadow {
      SheetShadow(color: Color.black.opacity(0.15), radius: 12, y: 0)
    }

    var showsGrabber: Bool {
      switch options.dragIndicator {
      case .visible: return true
      case .hidden: return false
      default:
        return SheetConfiguration.showsGrabberByDefault(
          resolvedDetentCount: model.engine?.detents.count ?? 0)
      }
    }

    /// An accessibility action (or the close button), recorded like every other input.
    private func accessibilityAction(_ input: BottomSheetTraceRecorder.Input) {
      record(input)
      switch input {
      case let .increment(t): apply(at: t) { engine, t in engine.accessibilityIncrement(time: t) }
      case let .decrement(t): apply(at: t) { engine, t in engine.accessibilityDecrement(time: t) }
      case let .escape(t): apply(at: t) { engine, t in engine.accessibilityEscape(time: t) }
      default: break
      }
    }

    // MARK: - Engine plumbing

    func now() -> Double { time(Date()) }

    func time(_ date: Date) -> Double {
      let t = date.timeIntervalSince(model.epoch)
      return max(t, model.engine?.time ?? 0)
    }

    /// `nil` until the container has been measured and the engine exists.
    private func currentLayout(at date: Date) -> SheetLayout? {
      model.engine?.layout(at: time(date))
    }

    func sheetPoint(_ point: CGPoint) -> SheetPoint {
      SheetPoint(x: Double(point.x), y: Double(point.y))
    }

    /// Runs `change` on the engine at `t`, then hands its events to the observers.
    func apply(at t: Double? = nil, _ change: (inout SheetEngine, Double) -> Void) {
      guard var engine = model.engine else { return }
      let t = t ?? now()
      change(&engine, t)
      // Most samples produce no event: leave the buffer alone then, since copying it out and
      // clearing it would force a copy-on-write allocation on every touch sample.
      let events = engine.pendingEvents.isEmpty ? [] : engine.pendingEvents
      if !events.isEmpty { engine.clearEvents() }
      model.engine = engine
      model.animating = engine.layout(at: t).phase == .settling
      for event in events { dispatch(event, engine: engine) }
    }

    private func dispatch(_ event: SheetEvent, engine: SheetEngine) {
      switch event.kind {
      case let .selectionChanged(_, to):
        if let selection = presentation.selection ?? options.selection?.ref.value,
          selection.wrappedValue != to
        {
          selection.wrappedValue = to
        }
      case .detentCrossed:
        model.hapticTick &+= 1
      case .dismissed:
        model.presenting = false
        if let isPresented = presentation.isPresented, isPresented.wrappedValue {
          isPresented.wrappedValue = false
        }
      case .dismissBlocked:
        options.onDismissAttempt?.ref.value?()
      case let .settled(id):
        model.presenting = false
        Backport.announce(engine.announcement(forSettledOn: id))
      case .presented:
        model.presenting = true
      default:
        break
      }
      options.onEvent?.ref.value?(event)
    }

    private func phaseChanged(_ phase: SheetPhase?) {
      guard let phase else { return }
      // A spring ended between two inputs: let the engine emit `settled` and stop the clock.
      apply { engine, t in engine.advance(to: t) }
      if phase == .dismissed, model.lastPhase != .dismissed, model.lastPhase != nil {
        presentation.onDismiss?()
      }
      model.lastPhase = phase
    }

    private func presentedChanged(_ value: Bool?) {
      guard let value, let engine = model.engine, engine.isPresented != value else { return }
      let t = now()
      record(value ? .present(t) : .dismiss(t))
      apply(at: t) { engine, t in
        if value {
          engine.present(animated: true, time: t)
        } else {
          engine.dismiss(animated: true, time: t)
        }
      }
    }

    private var selectionValue: DetentID? {
      (presentation.selection ?? options.selection?.ref.value)?.wrappedValue
    }

    private func selectionChanged(_ value: DetentID?) {
      guard let value, let engine = model.engine, engine.selectedDetentID != value else { return }
      let t = now()
      record(.setDetent(value, t))
      apply(at: t) { engine, t in engine.select(value, animated: true, time: t) }
    }

    // MARK: - Configuration and context

    private func containerChanged(_ value: SheetContainerMeasure) {
      container = value
      if model.engine == nil, value.size.width > 0, value.size.height > 0 {
        makeEngine()
      }
    }

    private func anchorsChanged(_ value: [String: Double]) {
      anchors = value
    }

    private func makeEngine() {
      var configuration = configurationKey
      configuration.initialDetent = selectionValue
      configuration.startsPresented = presentation.isPresented?.wrappedValue ?? true
      model.epoch = Date()
      let engine = SheetEngine(configuration: configuration, context: contextKey, time: 0)
      model.engine = engine
      model.configurationKey = configurationKey
      model.lastPhase = engine.layout(at: 0).phase
      options.trace?.ref.value?.begin(configuration: configuration, context: contextKey)
    }

    /// Configuration modifiers changed (often because the content was just laid out): the
    /// engine keeps its motion, presentation and selection, so nothing restarts.
    private func configurationChanged() {
      guard model.engine != nil, model.configurationKey != configurationKey else { return }
      let configuration = configurationKey
      model.configurationKey = configuration
      apply { engine, t in engine.updateConfiguration(configuration, animated: true, time: t) }
    }

    private func contextChanged() {
      guard model.engine != nil else { return }
      let context = contextKey
      let t = now()
      record(.context(context, t))
      apply(at: t) { engine, t in engine.updateContext(context, animated: true, time: t) }
    }

    func record(_ input: BottomSheetTraceRecorder.Input) {
      options.trace?.ref.value?.record(input, epoch: model.epoch)
    }

    private func makeProxy(_ layout: SheetLayout?) -> BottomSheetProxy {
      BottomSheetProxy(
        layout: layout,
        containerOrigin: container.globalOrigin,
        actions: BottomSheetProxy.Actions(
          select: { id, animated in
            let t = now()
            record(.setDetent(id, t))
            apply(at: t) { engine, t in engine.select(id, animated: animated, time: t) }
          },
          present: { animated in
            let t = now()
            record(.present(t))
            apply(at: t) { engine, t in engine.present(animated: animated, time: t) }
          },
          dismiss: { animated in
            let t = now()
            record(.dismiss(t))
            apply(at: t) { engine, t in engine.dismiss(animated: animated, time: t) }
          },
          touch: { phase, point in
            let t = now()
            switch phase {
            case .began: touchBegan(.uiKit, at: point, time: t)
            case .moved: touchMoved(.uiKit, to: point, time: t)
            case .ended: touchEnded(.uiKit, at: point, time: t)
            case .cancelled: touchCancelled(.uiKit)
            }
          },
          scrolled: { offset in contentScrolled(offset: offset) }))
    }

  }
#endif
