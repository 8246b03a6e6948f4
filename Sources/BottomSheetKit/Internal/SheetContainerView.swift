#if canImport(UIKit)
  import UIKit

  /// The view the package owns: the backdrop, the sheet's shadow and background, and the
  /// content's hosting view, drawn from one ``HostFrame``.
  ///
  /// Hit testing follows the frame by explicit region (``HostFrame/passesTouchThrough(at:)``):
  /// outside the sheet, where the backdrop does not block, the container is not "inside", so
  /// UIKit passes the touch to whatever is behind it. That is decided in `point(inside:with:)`
  /// of a view the package owns, not by returning nil from a hosting view's `hitTest`, which
  /// stopped passing touches through on iOS 18.
  final class SheetContainerView: UIView {
    let backdrop = UIView()
    /// Carries the shadow; its path is the sheet's outline, so the mask cannot clip it.
    let shadowView = UIView()
    /// The sheet: background colour, clipped to the outline; the content lives inside.
    let sheetView = UIView()
    /// The content's view (the hosting controller's), kept at the sheet's size by `draw`.
    private(set) var contentView: UIView?
    let outline = CAShapeLayer()
    /// VoiceOver's escape (two-finger Z) on the sheet.
    var escape: (() -> Void)?
    /// The last frame drawn.
    private(set) var current: HostFrame?
    private var drawnRadii: CornerRadii?
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
      sheetView.backgroundColor = Self.elevatedBackground
      sheetView.layer.mask = outline
      sheetView.clipsToBounds = true
      addSubview(sheetView)
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

    /// Puts the content's view in the sheet; `draw` sizes it with the sheet from the first frame.
    func embed(_ content: UIView) {
      contentView = content
      sheetView.addSubview(content)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      // The backdrop covers the container: it follows the container's size, not the frames.
      backdrop.frame = bounds
    }

    override func accessibilityPerformEscape() -> Bool {
      guard let escape else { return false }
      escape()
      return true
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      guard let current else { return false }
      return !current.passesTouchThrough(at: SheetPoint(point))
    }

    /// Applies one frame: position, size, outline, backdrop, at the host's
    /// ``HostFrame/drawnFrame`` (only its origin changes while an attached sheet moves, so
    /// nothing is laid out again).
    func draw(_ frame: HostFrame) {
      current = frame
      let layout = frame.layout
      backdrop.alpha = CGFloat(layout.backdropOpacity)
      sheetView.isHidden = !frame.showsSheet
      shadowView.isHidden = !frame.showsSheet
      let drawn = frame.drawnFrame
      let size = CGSize(width: drawn.width, height: max(0, drawn.height))
      let origin = CGPoint(x: drawn.x, y: drawn.y)
      if size != drawnSize || layout.cornerRadii != drawnRadii {
        drawnSize = size
        drawnRadii = layout.cornerRadii
        sheetView.bounds = CGRect(origin: .zero, size: size)
        shadowView.bounds = sheetView.bounds
        contentView?.frame = sheetView.bounds
        let path = SheetOutline.path(size: size, radii: layout.cornerRadii)
        outline.frame = sheetView.bounds
        outline.path = path
        shadowView.layer.shadowPath = path
      }
      let center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
      sheetView.center = center
      shadowView.center = center
      accessibilityViewIsModal = frame.isAccessibilityModal
    }

    /// Takes the shadow away.
    func removeShadow() { shadowView.layer.shadowOpacity = 0 }

    /// Sets the shadow under the sheet (drawn outside the clipped sheet, so it shows).
    func setShadow(color: UIColor, radius: Double, y: Double) {
      shadowView.layer.shadowColor = color.cgColor
      shadowView.layer.shadowOpacity = 1
      shadowView.layer.shadowRadius = CGFloat(radius)
      shadowView.layer.shadowOffset = CGSize(width: 0, height: y)
    }
  }

  /// The sheet's outline as a Core Graphics path, with the engine's four corner radii (fitted
  /// to the size by `CornerRadii.fitting(width:height:)`), each corner a circular arc.
  enum SheetOutline {
    static func path(size: CGSize, radii: CornerRadii) -> CGPath {
      let w = Double(size.width)
      let h = Double(size.height)
      let r = radii.fitting(width: w, height: h)
      let path = CGMutablePath()
      path.move(to: CGPoint(x: r.topLeading, y: 0))
      path.addLine(to: CGPoint(x: w - r.topTrailing, y: 0))
      path.addArc(
        tangent1End: CGPoint(x: w, y: 0), tangent2End: CGPoint(x: w, y: r.topTrailing),
        radius: CGFloat(r.topTrailing))
      path.addLine(to: CGPoint(x: w, y: h - r.bottomTrailing))
      path.addArc(
        tangent1End: CGPoint(x: w, y: h), tangent2End: CGPoint(x: w - r.bottomTrailing, y: h),
        radius: CGFloat(r.bottomTrailing))
      path.addLine(to: CGPoint(x: r.bottomLeading, y: h))
      path.addArc(
        tangent1End: CGPoint(x: 0, y: h), tangent2End: CGPoint(x: 0, y: h - r.bottomLeading),
        radius: CGFloat(r.bottomLeading))
      path.addLine(to: CGPoint(x: 0, y: r.topLeading))
      path.addArc(
        tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: r.topLeading, y: 0),
        radius: CGFloat(r.topLeading))
      path.closeSubpath()
      return path
    }
  }
#endif
