/// Everything about a sheet that the app decides: its style, where it rests, how it moves,
/// and how it looks at the engine's level (backdrop, chrome heights, corners, width).
///
/// ```swift
/// var configuration = SheetConfiguration(style: .modal, detents: [.medium, .large])
/// configuration.undimmedThrough = "medium"     // no dimming at medium and below
/// configuration.isDismissible = false          // a drag down is refused: dismissBlocked
/// ```
///
/// Out-of-range values are repaired by the engine when it reads the configuration, with a
/// diagnostic each (``SheetEngine/diagnostics``): negative insets and radii → 0, backdrop
/// opacity → 0…1, a non-positive maximum width → the default.
public struct SheetConfiguration: Sendable, Hashable {
  /// The kind of sheet.
  public var style: SheetStyle
  /// Where the sheet can rest. Empty → `large`, with a diagnostic.
  public var detents: [Detent]
  /// The detent shown first; nil → the lowest.
  public var initialDetent: DetentID?
  /// Whether a drag down (or backdrop tap) may dismiss; an inline sheet that allows it can be
  /// hidden. Default: true for modal and floating, false for inline.
  public var isDismissible: Bool
  /// Whether the app's dismissal guard is on (`bottomSheetInteractiveDismissDisabled(true)`).
  /// Default false.
  ///
  /// A modal or floating sheet's guard is ``isDismissible`` false, which refuses every user
  /// dismissal; the layer sets both. An inline sheet's ``isDismissible`` says only whether a
  /// drag may hide it, and is false by default, so its close button reads this instead:
  /// guarded, a tap on it is refused (`dismissBlocked`, the app's attempt callback); otherwise
  /// it hides a sheet that can hide.
  public var isDismissalGuarded = false
  /// Whether a modal/floating sheet is on screen, at rest, at time 0. Inline sheets always are.
  public var startsPresented: Bool
  /// Extra gap kept free above the sheet's highest position, below the top safe area.
  public var topInset: Double
  /// A floating card's gaps to the edges.
  public var floatingInsets: FloatingInsets
  /// How the sheet moves.
  public var behavior: SheetBehavior
  /// The largest detent at which the backdrop is clear and touches reach the screen behind
  /// (Apple's `presentationBackgroundInteraction(.enabled(upThrough:))`); nil → always dimmed.
  public var undimmedThrough: DetentID?
  /// The backdrop's opacity when fully dimmed. Default 0.4.
  public var backdropOpacity: Double
  /// What a tap on the dimmed backdrop does. Default ``BackdropTapAction/dismiss``.
  public var backdropTap: BackdropTapAction
  /// Grabber and header heights.
  public var chrome: SheetChrome
  /// Corner radius of the sheet's top corners (and a floating card's bottom ones). Default 16
  /// attached, 24 floating.
  public var cornerRadius: Double
  /// The widest the sheet gets; wider containers centre it. Default 640.
  public var maximumWidth: Double
  /// Shape morphing: a floating card at the low detents that becomes edge-attached at the
  /// highest, interpolating insets and corners with the position.
  public var morphsShape: Bool
  /// Accessibility names per detent (otherwise "collapsed", "half", "expanded", …).
  public var detentNames: [DetentID: String]
  /// The look: today's sheet, or the iOS 26 glass sheet (``SheetLook``). The host chooses it;
  /// `standard` by default, so a configuration means what it meant before the glass look.
  public var look: SheetLook = .standard
  /// What the sheet becomes in each size class (a side panel, a centred form sheet, a card, a
  /// full-screen cover): ``SheetAdaptation``, read by ``SheetPlacement/decide(style:adaptation:context:)``.
  /// Nothing changes until the host reports a size class.
  public var adaptation = SheetAdaptation()
  /// Reduce Transparency is on: the glass look draws its opaque layer at every position
  /// (`SheetGlass.opaqueOpacity(look:style:progress:reducesTransparency:)`); the geometry
  /// does not change.
  public var reducesTransparency = false
  /// The view the sheet grows out of (``SheetSource``), in container space; nil (the default):
  /// the sheet rises from the bottom edge.
  public var source: SheetSource?
  /// A backdrop whose opacity follows the sheet between two detents (``BackdropFade``); nil
  /// (the default): ``undimmedThrough`` and ``backdropOpacity`` decide.
  public var backdropFade: BackdropFade?

  /// Creates a configuration with the style's defaults.
  public init(
    style: SheetStyle = .modal,
    detents: [Detent] = [.medium, .large],
    initialDetent: DetentID? = nil,
    isDismissible: Bool? = nil,
    startsPresented: Bool = true,
    topInset: Double = 0,
    floatingInsets: FloatingInsets = FloatingInsets(),
    behavior: SheetBehavior? = nil,
    undimmedThrough: DetentID? = nil,
    backdropOpacity: Double = 0.4,
    backdropTap: BackdropTapAction = .dismiss,
    chrome: SheetChrome = SheetChrome(),
    cornerRadius: Double? = nil,
    maximumWidth: Double = 640,
    morphsShape: Bool = false,
    detentNames: [DetentID: String] = [:]
  ) {
    self.style = style
    self.detents = detents
    self.initialDetent = initialDetent
    self.isDismissible = isDismissible ?? style.capabilities.isDismissibleByDefault
    self.startsPresented = startsPresented
    self.topInset = topInset
    self.floatingInsets = floatingInsets
    self.behavior = behavior ?? SheetBehavior.defaults(for: style)
    self.undimmedThrough = undimmedThrough
    self.backdropOpacity = backdropOpacity
    self.backdropTap = backdropTap
    self.chrome = chrome
    self.cornerRadius = cornerRadius ?? style.capabilities.defaultCornerRadius
    self.maximumWidth = maximumWidth
    self.morphsShape = morphsShape
    self.detentNames = detentNames
  }

  /// A copy with every value in range, and a diagnostic for each repair.
  func sanitized() -> (configuration: SheetConfiguration, diagnostics: [SheetDiagnostic]) {
    var c = self
    var notes: [SheetDiagnostic] = []
    func nonNegative(_ value: inout Double, _ field: String, default fallback: Double = 0) {
      if !value.isFinite || value < 0 {
        notes.append(
          SheetDiagnostic(.invalidConfiguration, field: field, "\(value) replaced by \(fallback)"))
        value = fallback
      }
    }
    nonNegative(&c.topInset, "sheet.topInset")
    nonNegative(&c.floatingInsets.bottom, "sheet.floatingInset.bottom")
    nonNegative(&c.floatingInsets.horizontal, "sheet.floatingInset.horizontal")
    nonNegative(&c.cornerRadius, "sheet.cornerRadius")
    nonNegative(&c.chrome.grabberHeight, "sheet.chrome.grabber")
    nonNegative(&c.chrome.headerHeight, "sheet.chrome.header")
    nonNegative(&c.behavior.velocityThreshold, "sheet.velocityThreshold", default: 300)
    // +∞ is a setting, not an error: every release is a nudge (FloatingPanel's rule).
    if c.behavior.nudgeDistance.isNaN || c.behavior.nudgeDistance < 0 {
      notes.append(
        SheetDiagnostic(
          .invalidConfiguration, field: "sheet.nudgeDistance",
          "\(c.behavior.nudgeDistance) replaced by 70"))
      c.behavior.nudgeDistance = 70
    }
    nonNegative(&c.behavior.nudgeSkipTime, "sheet.nudgeSkipTime", default: 0.1)
    if !c.backdropOpacity.isFinite || c.backdropOpacity < 0 || c.backdropOpacity > 1 {
      let fixed = c.backdropOpacity.isFinite ? clamp(c.backdropOpacity, 0, 1) : 0.4
      notes.append(
        SheetDiagnostic(
          .invalidConfiguration, field: "sheet.backdropOpacity",
          "\(c.backdropOpacity) replaced by \(fixed)"))
      c.backdropOpacity = fixed
    }
    if !c.maximumWidth.isFinite || c.maximumWidth <= 0 {
      notes.append(
        SheetDiagnostic(
          .invalidConfiguration, field: "sheet.maximumWidth", "\(c.maximumWidth) replaced by 640"))
      c.maximumWidth = 640
    }
    let rate = c.behavior.decelerationRate
    if !rate.isFinite || rate <= 0 || rate >= 1 {
      let fixed = Projection.sanitizedRate(rate)
      notes.append(
        SheetDiagnostic(
          .invalidConfiguration, field: "sheet.decelerationRate", "\(rate) replaced by \(fixed)"))
      c.behavior.decelerationRate = fixed
    }
    // An invalid band already behaves as a hard stop; say so, and make the value say it too.
    func validBand(_ band: inout RubberBand, _ field: String) {
      guard !band.hasValidParameters else { return }
      notes.append(
        SheetDiagnostic(
          .invalidConfiguration, field: field, "\(band) replaced by .none (a hard stop)"))
      band = .none
    }
    validBand(&c.behavior.rubberBand, "sheet.rubberBand")
    validBand(&c.behavior.horizontalRubberBand, "sheet.horizontalRubberBand")
    c.adaptation = c.adaptation.sanitized(into: &notes)
    if c.behavior.spring.isSanitized {
      notes.append(
        SheetDiagnostic(
          .invalidConfiguration, field: "sheet.spring", "invalid spring replaced by the default"))
    }
    notes += c.sanitizeAppearance()
    return (c, notes)
  }
}

extension SheetConfiguration {
  /// The detents a sheet gets when the app names none: a floating card fits its content;
  /// attached sheets offer `medium` and `large`, like Apple's sheet.
  package static func defaultDetents(for style: SheetStyle) -> [Detent] {
    style.capabilities.defaultDetents
  }
}
