#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import UIKit

  /// The view the package owns: the backdrop, the sheet's shadow and background, and the
  /// content's hosting view, drawn from one ``HostFrame``.
  ///
  /// Corners follow ``HostFrame/corners``: the layer's own continuous corners where one radius
  /// will do, a mask only where the radii differ.
  ///
  /// Hit testing follows the frame by explicit region (``HostFrame/passesTouchThrough(at:)``):
  /// outside the sheet, where the backdrop does not block, the container is not "inside", so
  /// UIKit passes the touch to whatever is behind it. That is decided in `point(inside:with:)`
  /// of a view the package owns, not by returning nil from a hosting view's `hitTest`, which
  /// stopped passing touches through on iOS 18.
  final class SheetContainerView: UIView {
    let backdrop = SheetBackdropView()
    /// Carries the shadow; its path is the sheet's outline, so the mask cannot clip it. While
    /// the glass shows, a mask keeps the shadow outside the outline: the filled shadow path
    /// would otherwise show through the see-through glass as a dark slab (the mask is on this
    /// view, never on a superview of the glass).
    let shadowView = UIView()
    /// The shadow's mask while glass shows: everything but the sheet's outline.
    private let shadowMask = CAShapeLayer()
    private var shadowMasked = false
    /// Whether the sheet's corners were handed to the system (`cornerConfiguration`), so that
    /// leaving the glass look hands them back as fixed radii.
    private var cornersConfigured = false
    /// The sheet, clipped to the outline: its background (the glass, the opaque layer over it)
    /// and the content live inside.
    let sheetView = UIView()
    /// The opaque background, over the glass when there is glass: faded in as the glass sheet
    /// rises (``HostFrame/opaqueOpacity``), so the glass view itself is never under an alpha
    /// below 1. Hidden under an app background.
    let opaqueView = UIView()
    /// The Liquid Glass view (iOS 26), made the first time a frame draws glass.
    private(set) var glassView: UIView?
    /// The app set a background (`bottomSheetBackground`): it replaces the opaque background and
    /// the glass alike, as `presentationBackground` replaces the system sheet's.
    var hasAppBackground = false
    private var drawnConcentric = false
    /// The content's view (the hosting controller's), laid out and scaled by `draw`.
    private(set) var contentView: UIView?
    /// The scale the content view is drawn at (``HostFrame/contentScale``).
    private var contentScale: CGFloat = 1
    let outline = CAShapeLayer()
    /// VoiceOver's escape (two-finger Z) on the sheet.
    var escape: (() -> Void)?
    /// VoiceOver activated the backdrop (its "Dismiss" button).
    var backdropActivated: (() -> Void)? {
      get { backdrop.activated }
      set { backdrop.activated = newValue }
    }
    /// The keyboard layout guide's top edge moved (nil: no keyboard covers the container).
    /// Returns whether the report was taken (a window that is not key ignores it, and the same
    /// position is then reported again at the next layout).
    var keyboardGuideMoved: ((Double?) -> Bool)?
    /// A view pinned to the keyboard layout guide's top: its frame follows the keyboard,
    /// interactive dismissal included, and moving it lays the container out.
    private let keyboardProbe = UIView()
    private var reportedKeyboardTop: Double??
    /// The container entered (true) or left (false) a window.
    var windowChanged: ((Bool) -> Void)?
    /// The view a touch outside the sheet goes to, where the frame lets it through (a
    /// presented sheet: the presenter's; nil for an inline sheet, whose screen is a sibling
    /// UIKit reaches on its own).
    var passThroughView: (() -> UIView?)?
    /// The last frame drawn.
    private(set) var current: HostFrame?
    private var drawnCorners: SheetCornerShape?
    private var drawnSize = CGSize.zero

    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .clear
      backdrop.backgroundColor = .black
      backdrop.alpha = 0
      addSubview(backdrop)
      shadowView.backgroundColor = .clear
      shadowView.layer.shadowColor = UIColor.black.cgColor
      shadowView.layer.shadowOpacity = 0
      addSubview(shadowView)
      sheetView.backgroundColor = .clear
      sheetView.clipsToBounds = true
      opaqueView.backgroundColor = Self.elevatedBackground
      opaqueView.isUserInteractionEnabled = false
      sheetView.addSubview(opaqueView)
      addSubview(sheetView)
      backdrop.isAccessibilityElement = false
      backdrop.accessibilityTraits = .button
      // Layers that back no view animate their changes implicitly (0.25 s), which
      // `UIView.performWithoutAnimation` does not stop: the masks follow the sheet exactly.
      for layer in [outline, shadowMask] {
        layer.actions = ["position": NSNull(), "bounds": NSNull(), "path": NSNull()]
      }
      keyboardProbe.isUserInteractionEnabled = false
      keyboardProbe.isHidden = true
      keyboardProbe.translatesAutoresizingMaskIntoConstraints = false
      addSubview(keyboardProbe)
      // The probe's bottom edge sits on the guide's top (Auto Layout, as UIKit's keyboard
      // guide is meant to be used): when the keyboard moves, the container lays out again.
      let guide = keyboardLayoutGuide
      NSLayoutConstraint.activate([
        NSLayoutConstraint(
          item: keyboardProbe, attribute: .leading, relatedBy: .equal, toItem: self,
          attribute: .leading, multiplier: 1, constant: 0),
        NSLayoutConstraint(
          item: keyboardProbe, attribute: .width, relatedBy: .equal, toItem: nil,
          attribute: .notAnAttribute, multiplier: 1, constant: 1),
        NSLayoutConstraint(
          item: keyboardProbe, attribute: .height, relatedBy: .equal, toItem: nil,
          attribute: .notAnAttribute, multiplier: 1, constant: 1),
        NSLayoutConstraint(
          item: keyboardProbe, attribute: .bottom, relatedBy: .equal, toItem: guide,
          attribute: .top, multiplier: 1, constant: 0),
      ])
    }

    /// The system background at the elevated level (the colour Apple's sheets use in dark
    /// mode), whatever level the container itself is at.
    static let elevatedBackground = UIColor { traits in
      UIColor.systemBackground.resolvedColor(
        with: UITraitCollection(traitsFrom: [
          traits, UITraitCollection(userInterfaceLevel: .elevated),
        ]))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Puts the content's view in the sheet (nil: none, after it was released); `draw` sizes
    /// it with the sheet.
    func embed(_ content: UIView?) {
      contentView = content
      if let content {
        content.frame = sheetView.bounds
        sheetView.addSubview(content)
        contentScale = 1
        if let current { placeContent(current) }
      }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      // The backdrop covers the container: it follows the container's size, not the frames.
      backdrop.frame = bounds
      // The keyboard guide's top, read from the probe pinned to it. With no keyboard the guide
      // is the bottom safe area's height: nothing covers the container then.
      let keyboardTop = SheetHostModel.keyboardGuideTop(
        Double(keyboardProbe.frame.maxY), containerHeight: Double(bounds.height),
        bottomSafeArea: Double(safeAreaInsets.bottom))
      if reportedKeyboardTop != .some(keyboardTop), keyboardGuideMoved?(keyboardTop) == true {
        reportedKeyboardTop = .some(keyboardTop)
      }
    }

    /// The keyboard guide's top as the keyboard is shown now, in container space (nil: no
    /// keyboard covers the container): read from the probe's presentation layer, which follows
    /// the keyboard on UIKit's own curve during a slide, while its model frame has already
    /// jumped to the slide's end (the guide's constraint changes inside the keyboard's
    /// animation: WWDC21 "Your guide to keyboard layout").
    func keyboardTopShownNow() -> Double? {
      let probe = keyboardProbe.layer.presentation()?.frame ?? keyboardProbe.frame
      return SheetHostModel.keyboardGuideTop(
        Double(probe.maxY), containerHeight: Double(bounds.height),
        bottomSafeArea: Double(safeAreaInsets.bottom))
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      // A new window: its keyboard is reported afresh.
      reportedKeyboardTop = nil
      windowChanged?(window != nil)
    }

    /// An inline sheet lets the escape through (the navigation stack behind it goes back); a
    /// presented one takes it as a close request (``HostFrame/handlesEscape``).
    override func accessibilityPerformEscape() -> Bool {
      guard let escape, current?.handlesEscape == true else { return false }
      escape()
      return true
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      guard let current else { return false }
      return !current.passesTouchThrough(at: SheetPoint(point))
    }

    /// Outside the sheet, where the frame lets touches through, the presenter's own hit: a
    /// presented sheet's container lies in the container view UIKit made for the presentation,
    /// which takes every touch its subviews decline. Returning the presenting view's hit is
    /// what `UIPopoverPresentationController.passthroughViews` does for a popover, and what
    /// custom presentations that let touches through do (IBAnimatable
    /// `PresentationBackgroundView`, provide-ios `CustomHeightModalTouchForwardingView`). The
    /// region is the host's frame (``HostFrame/passesTouchThrough(at:)``), never a probe of
    /// SwiftUI's hosting views.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      if let hit = super.hitTest(point, with: event) { return hit }
      guard isUserInteractionEnabled, !isHidden, let current,
        current.passesTouchThrough(at: SheetPoint(point)),
        let behind = passThroughView?(), !behind.isDescendant(of: self)
      else { return nil }
      return behind.hitTest(convert(point, to: behind), with: event)
    }

    /// Applies one frame: position, size, outline, backdrop, at the host's
    /// ``HostFrame/drawnFrame`` (only its origin changes while an attached sheet moves, so
    /// nothing is laid out again).
    func draw(_ frame: HostFrame) {
      current = frame
      let layout = frame.layout
      backdrop.draw(opacity: layout.backdropOpacity)
      sheetView.isHidden = !frame.showsSheet
      shadowView.isHidden = !frame.showsSheet
      let drawn = frame.drawnFrame
      let size = CGSize(width: drawn.width, height: max(0, drawn.height))
      let origin = CGPoint(x: drawn.x, y: drawn.y)
      drawSurface(frame)
      let glassShows = glassView.map { !$0.isHidden } ?? false
      var reshaped = false
      if size != drawnSize || frame.corners != drawnCorners
        || frame.concentricCorners != drawnConcentric
      {
        reshaped = true
        drawnSize = size
        drawnCorners = frame.corners
        drawnConcentric = frame.concentricCorners
        sheetView.bounds = CGRect(origin: .zero, size: size)
        shadowView.bounds = sheetView.bounds
        opaqueView.frame = sheetView.bounds
        glassView?.frame = sheetView.bounds
        shadowView.layer.shadowPath = shape(
          frame.corners, size: size, concentric: frame.concentricCorners)
      }
      if reshaped || glassShows != shadowMasked {
        maskShadow(glassShows, corners: frame.corners, size: size)
      }
      let center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
      sheetView.center = center
      shadowView.center = center
      placeContent(frame)
      accessibilityViewIsModal = frame.isAccessibilityModal
      backdrop.isAccessibilityElement = frame.backdropIsDismissControl
      backdrop.uncoveredHeight = frame.showsSheet ? max(0, origin.y) : bounds.height
    }

    /// Lays the content out at the host's ``HostFrame/contentWidth`` and the container's
    /// height, which change with the container only, and scales it to the drawn sheet
    /// (``HostFrame/contentScale``): while a glass sheet narrows and widens with its position,
    /// its content is scaled, as Apple's sheet is, never laid out again, so its text does not
    /// re-wrap during a drag (the content's own frame is the host's content height, top-aligned;
    /// the sheet view clips what lies below). No width yet (the host has no engine): the content
    /// keeps the size it was measured at, rather than being laid out at 0 × 0.
    private func placeContent(_ frame: HostFrame) {
      guard let contentView, frame.contentWidth > 0, bounds.height > 0 else { return }
      let layoutSize = CGSize(width: frame.contentWidth, height: bounds.height)
      if contentView.bounds.size != layoutSize {
        contentView.bounds = CGRect(origin: .zero, size: layoutSize)
      }
      let scale = CGFloat(frame.contentScale)
      if scale != contentScale {
        contentScale = scale
        contentView.transform =
          scale == 1 ? CGAffineTransform.identity : CGAffineTransform(scaleX: scale, y: scale)
      }
      // Scaled about its centre: centred across the sheet, its top edge on the sheet's.
      contentView.center = CGPoint(
        x: sheetView.bounds.width / 2, y: layoutSize.height * scale / 2)
    }

    /// The sheet's background: the glass (when the frame draws glass and the app set no
    /// background) under the opaque layer at the frame's opacity; the opaque layer alone
    /// otherwise; neither under an app background. Per frame: an alpha and two flags.
    private func drawSurface(_ frame: HostFrame) {
      if frame.drawsGlass, !hasAppBackground, glassView == nil,
        let glass = Backport.makeGlassView()
      {
        glass.frame = sheetView.bounds
        sheetView.insertSubview(glass, at: 0)
        glassView = glass
        drawnCorners = nil  // round the new view too
      }
      let glass = frame.drawsGlass && !hasAppBackground && glassView != nil
      glassView?.isHidden = !glass
      opaqueView.isHidden = hasAppBackground
      opaqueView.alpha = glass ? CGFloat(frame.opaqueOpacity) : 1
    }

    /// Rounds the sheet: one radius with the continuous corner curve Apple's sheets use, on the
    /// corners that have it (no mask, no offscreen pass, while the content scrolls too); a
    /// path as a mask only where the radii differ. Concentric corners (the glass look, iOS 26)
    /// are the system's, at least the top radius, with no mask at all: a mask on a superview
    /// of a visual effect view makes the effect fail (UIVisualEffectView.h). Returns the
    /// outline for the shadow (the engine's radii).
    private func shape(_ corners: SheetCornerShape, size: CGSize, concentric: Bool) -> CGPath {
      let rect = CGRect(origin: .zero, size: size)
      if concentric {
        let minimum: Double
        switch corners {
        case let .uniform(radius, _): minimum = radius
        case let .path(radii): minimum = radii.topLeading
        }
        if Backport.setConcentricCorners(of: sheetView, minimum: minimum) {
          cornersConfigured = true
          sheetView.layer.mask = nil
          if let glassView { _ = Backport.setConcentricCorners(of: glassView, minimum: minimum) }
          switch corners {
          case let .uniform(radius, rounded):
            return UIBezierPath(
              roundedRect: rect, byRoundingCorners: Self.rectCorners(rounded),
              cornerRadii: CGSize(width: radius, height: radius)
            ).cgPath
          case let .path(radii):
            return SheetOutline.path(size: size, radii: radii)
          }
        }
      }
      if cornersConfigured {
        // Leaving the glass look: the system's concentric corners are replaced by fixed radii
        // (the ones drawn below; square under a path mask), so cornerConfiguration and the
        // layer's corner radius never disagree.
        cornersConfigured = false
        let fixed = Self.fixedRadii(corners)
        _ = Backport.setFixedCorners(of: sheetView, radii: fixed)
        if let glassView { _ = Backport.setFixedCorners(of: glassView, radii: fixed) }
      }
      switch corners {
      case let .uniform(radius, rounded):
        sheetView.layer.mask = nil
        sheetView.layer.cornerRadius = CGFloat(radius)
        sheetView.layer.cornerCurve = .continuous
        var mask: CACornerMask = []
        for (corner, layerCorner, _) in Self.cornerTable where rounded.contains(corner) {
          mask.insert(layerCorner)
        }
        sheetView.layer.maskedCorners = mask
        // UIBezierPath's rounded rectangle uses the same continuous curve.
        return UIBezierPath(
          roundedRect: rect, byRoundingCorners: Self.rectCorners(rounded),
          cornerRadii: CGSize(width: radius, height: radius)
        ).cgPath
      case let .path(radii):
        let path = SheetOutline.path(size: size, radii: radii)
        sheetView.layer.cornerRadius = 0
        outline.frame = rect
        outline.path = path
        sheetView.layer.mask = outline
        return path
      }
    }

    /// Keeps the shadow outside the sheet's outline while the glass shows (`masked`), so none
    /// of it is seen through the glass; no mask otherwise (an opaque sheet covers its shadow).
    /// The mask reaches past the outline by the shadow's blur and offset. It follows the
    /// engine's radii: where the system's concentric corners are rounder, a sliver of shadow
    /// next to each corner is masked too.
    private func maskShadow(_ masked: Bool, corners: SheetCornerShape, size: CGSize) {
      shadowMasked = masked
      guard masked else {
        shadowView.layer.mask = nil
        return
      }
      let layer = shadowView.layer
      let margin =
        3 * Double(layer.shadowRadius)
        + max(abs(Double(layer.shadowOffset.width)), abs(Double(layer.shadowOffset.height))) + 8
      let radii: CornerRadii
      if case let .path(r) = corners { radii = r } else { radii = Self.fixedRadii(corners) }
      shadowMask.frame = CGRect(origin: .zero, size: size)
      shadowMask.path = SheetOutline.outside(size: size, radii: radii, margin: margin)
      layer.mask = shadowMask
    }

    /// Takes the shadow away.
    func removeShadow() { shadowView.layer.shadowOpacity = 0 }

    /// Sets the shadow under the sheet (drawn outside the clipped sheet, so it shows).
    func setShadow(color: UIColor, radius: Double, x: Double, y: Double) {
      shadowView.layer.shadowColor = color.cgColor
      shadowView.layer.shadowOpacity = 1
      shadowView.layer.shadowRadius = CGFloat(radius)
      shadowView.layer.shadowOffset = CGSize(width: x, height: y)
      // The mask's margin follows the shadow's reach.
      if shadowMasked, let current {
        maskShadow(true, corners: current.corners, size: sheetView.bounds.size)
      }
    }
  }
#endif
