#if canImport(UIKit)
  @_spi(Lab) import BottomSheetCore
  import BottomSheetHost
  import SwiftUI
  import UIKit

  /// The values the sheet follows from SwiftUI: the content's root view, its options
  /// (preferences), the selection binding, the colour scheme, the anchors, and where a touch
  /// the frame lets through goes.
  extension SheetController {
    /// The content's root view: the chrome and the content, with the presenting view's
    /// environment and the app's background, as values.
    func rootView(_ content: Content) -> SheetRootView<Content> {
      SheetRootView(
        model: rootModel, content: content, environment: environment, background: background,
        headerView: headerView, animation: carried.animation,
        animationGeneration: carried.generation)
    }

    /// UIKit draws parts of the sheet (the opaque background, the glass) from its traits, the
    /// content from SwiftUI's environment: the sheet's controller takes the colour scheme the
    /// content gets, so a `.environment(\.colorScheme, .dark)` around the presenter gives a
    /// dark sheet (`overrideUserInterfaceStyle`, iOS 13; its children and views inherit it).
    func followColorScheme() {
      let style: UIUserInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
      if overrideUserInterfaceStyle != style { overrideUserInterfaceStyle = style }
    }

    /// Sends the environment's traits when they changed (a rotation's size classes, Dynamic
    /// Type), so the detents a custom detent computes from them are resolved again. Outside
    /// SwiftUI's update pass: at creation and on the next turn after an update.
    func followTraits() {
      let traits = SheetTraits(environment: environment)
      guard traits != lastTraits else { return }
      lastTraits = traits
      send(.traits(traits))
    }

    /// Whether UIKit presents this very controller: a modal or floating sheet between its
    /// attach and its detach.
    ///
    /// `presentingViewController` alone cannot say it: "If the view controller was not presented
    /// modally, but one of its ancestors was, this property contains the view controller that
    /// presented the ancestor" (its reference page), so an inline sheet inside Apple's `.sheet`,
    /// a `.fullScreenCover` or a modal bottom sheet's content has one too. A presented
    /// controller has no parent and is its presenter's `presentedViewController` (or is being
    /// presented, during the transition).
    var isPresentedByUIKit: Bool {
      guard presentation.style.capabilities.isPresentable, parent == nil,
        let presenting = presentingViewController
      else { return false }
      return presenting.presentedViewController === self || isBeingPresented
    }

    /// Where a touch the sheet lets through goes: the presenter's own views (a presented
    /// sheet's container is above them in UIKit's container view for the presentation, which
    /// would otherwise take the touch). Nil for an inline sheet, wherever it is (inside a
    /// presentation too): its screen is its sibling, which UIKit's own hit test reaches once
    /// the container declines the point.
    var viewBehind: UIView? {
      guard isPresentedByUIKit, let presenting = presentingViewController else { return nil }
      // A presenter inside a presentation (a system sheet) is found in the container view of
      // that presentation, with the dimming view around it: the presented controller is the
      // presenter's outermost ancestor, by identity again, for the reason above.
      var outermost = presenting
      while let parent = outermost.parent { outermost = parent }
      if outermost.presentingViewController?.presentedViewController === outermost,
        let containerView = outermost.presentationController?.containerView
      {
        return containerView
      }
      return presenting.view
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
      // The content laid out inside SwiftUI's update pass (an inline sheet's content is made as
      // its view loads, in `makeUIViewController`): its options are applied on the next turn,
      // never published inside the update.
      guard !isUpdating else {
        pendingOptions = value
        scheduleTurn()
        return
      }
      options = value
      if rootModel.title != value.title { rootModel.title = value.title }
      // The background changed (its box is new at every evaluation of its modifier): the root
      // view carries it.
      if value.background != drawnBackground || value.header != drawnHeader {
        drawnBackground = value.background
        background = value.background?.ref.value
        drawnHeader = value.header
        headerView = value.header?.ref.value
        let hasHeader = headerView != nil
        if rootModel.hasHeaderView != hasHeader { rootModel.hasHeaderView = hasHeader }
        hosting?.rootView = rootView(content)
      }
      if let shadow = value.shadow {
        container.setShadow(
          color: UIColor(shadow.color), radius: shadow.radius, x: shadow.x, y: shadow.y)
      } else {
        container.removeShadow()  // the modifier went away
      }
      // An app background replaces the opaque background and the glass alike.
      container.hasAppBackground = value.background != nil
      // The backdrop's and the grabber's looks (`bottomSheetBackdrop`, `bottomSheetGrabber`).
      container.backdrop.show(value.backdrop)
      if rootModel.grabber != value.grabber { rootModel.grabber = value.grabber }
      configurationChanged()
      // The host decides whether the close button the app asked for is drawn.
      let closes = host.drawsCloseButton
      if rootModel.showsCloseButton != closes { rootModel.showsCloseButton = closes }
      selectionMayHaveChanged()
    }

    func configurationChanged() {
      let configuration = Self.configuration(
        presentation: presentation, options: options,
        chrome: Self.chrome(
          dragIndicator: options.dragIndicator,
          headerHeight: rootModel.showsHeader ? rootModel.headerHeight : 0,
          closeButton: options.closeButton == .visible),
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

    /// Anchors measured in the base view's space (``SheetAnchorSpace``), converted into the
    /// container's: an inline sheet's base space starts at the hosted screen's top safe-area
    /// inset (``SheetScreenRoot``); a presented sheet's anchor view sits at the base's
    /// top-leading corner.
    func anchorsChanged(_ anchors: [String: Double]) {
      globalAnchors = anchors
      guard let top = baseSpaceTop else { return }
      send(.anchors(anchors.mapValues { y in y + top }))
    }

    /// The hosted screen's base moved or resized (an inline sheet), in its space.
    func baseFrameChanged(top: Double, bottom: Double) {
      guard baseEdges.map({ $0.top != top || $0.bottom != bottom }) ?? true else { return }
      baseEdges = (top, bottom)
      draw()
    }

    /// Where the base view's space starts, as a y in the container's space; nil while it
    /// cannot be known (a presented sheet's anchor or container out of a window).
    var baseSpaceTop: Double? {
      if let screenSpaceTop { return screenSpaceTop() }
      guard let anchor else { return 0 }
      guard let base = anchor.viewIfLoaded, base.window != nil, let view = viewIfLoaded,
        view.window != nil
      else { return nil }
      return Double(base.convert(CGPoint.zero, to: view).y)
    }
  }
#endif
