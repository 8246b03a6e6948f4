@_spi(Lab) import BottomSheetCore
import Testing

/// The iOS 26 look's engine parts: the inset by position, the glass-to-opaque blend, and the
/// bottom safe area added to custom heights. Phone: 390 × 844, safe area 47 / 34.
@Suite("Glass look")
struct GlassLookTests {
  func glass(
    _ style: SheetStyle = .modal, _ detents: [Detent] = [.medium, .large],
    context: SheetContext = phone, configure: (inout SheetConfiguration) -> Void = { _ in }
  ) -> SheetEngine {
    engine(style, detents, context: context) {
      $0.look = .glass
      configure(&$0)
    }
  }

  @Test(arguments: [SheetStyle.modal, .inline])
  func insetByEightPointsAtMediumAndAttachedAtLarge(_ style: SheetStyle) {
    var e = glass(style)
    let medium = e.layout(at: 0)
    // medium = 797 / 2 from the container's bottom; the card is 8 pt in from every edge.
    #expect(medium.frame == SheetRect(x: 8, y: 844 - 398.5, width: 374, height: 398.5 - 8))
    #expect(medium.cornerRadii == CornerRadii(top: 16, bottom: 16))
    e.send(.select("large", animated: false), at: 0.1)
    let large = e.layout(at: 0.1)
    #expect(large.frame == SheetRect(x: 0, y: 47, width: 390, height: 797))
    #expect(large.cornerRadii == CornerRadii(top: 16, bottom: 0))
  }

  @Test func theInsetFollowsThePositionContinuously() {
    var e = glass()
    // Halfway from medium (398.5) to large (797): half the inset, half the blend.
    let halfway = 398.5 + (797 - 398.5) / 2
    e.drag(from: 500, to: 500 - (halfway - 398.5), duration: 0.1, lift: false)
    let mid = e.layout(at: e.time)
    #expect(abs(mid.height - halfway) < 1e-9)
    #expect(abs(mid.frame.x - 4) < 1e-9)
    #expect(abs(mid.frame.width - 382) < 1e-9)
    #expect(abs(mid.cornerRadii.bottomLeading - 8) < 1e-9)
    let progress = e.morphFactor(height: mid.height)
    #expect(abs(progress - 0.5) < 1e-9)
    let opaque = SheetGlass.opaqueOpacity(
      look: .glass, style: .modal, progress: progress, reducesTransparency: false)
    #expect(abs(opaque - 0.5) < 1e-9)
  }

  /// The UIKit trace's scale (about 0.961 at the partial detents) on a 402-pt wide phone.
  @Test func scaleMatchesTheTraceOnA402PointPhone() {
    let wide = SheetContext(
      containerSize: SheetSize(width: 402, height: 874), safeArea: SheetInsets(top: 62, bottom: 34))
    let l = glass(context: wide).layout(at: 0)
    let scale = l.frame.width / 402
    #expect(abs(scale - 0.961) < 0.002)
    #expect(SheetGlass.scale(progress: 0, width: 402) == scale)
    #expect(SheetGlass.scale(progress: 1, width: 402) == 1)
    #expect(SheetGlass.inset(progress: 0) == 8)
    #expect(SheetGlass.inset(progress: 1) == 0)
  }

  @Test func opaqueLayerByLookStyleAndReduceTransparency() {
    for progress in [0.0, 0.25, 1] {
      #expect(
        SheetGlass.opaqueOpacity(
          look: .standard, style: .modal, progress: progress, reducesTransparency: false) == 1)
      #expect(
        SheetGlass.opaqueOpacity(
          look: .glass, style: .modal, progress: progress, reducesTransparency: true) == 1)
      #expect(
        SheetGlass.opaqueOpacity(
          look: .glass, style: .inline, progress: progress, reducesTransparency: false)
          == progress)
      // A floating card is glass at every position.
      #expect(
        SheetGlass.opaqueOpacity(
          look: .glass, style: .floating, progress: progress, reducesTransparency: false) == 0)
    }
  }

  @Test func customHeightsGainTheBottomSafeArea() {
    let detents: [Detent] = [
      .height(300), Detent(id: "c", kind: .custom { _ in 200 }), .medium, .large,
    ]
    let g = glass(.modal, detents).detents.map(\.height)
    let s = engine(.modal, detents).detents.map(\.height)
    #expect(s == [200, 300, 398.5, 797])
    #expect(g == [234, 334, 398.5, 797])
    #expect(SheetGlass.customHeight(300, bottomSafeArea: .nan) == 300)
    #expect(SheetGlass.customHeight(300, bottomSafeArea: -5) == 300)
  }

  @Test func theFloatingCardKeepsItsShape() {
    let card = glass(.floating, [.height(240)]).layout(at: 0)
    let today = engine(.floating, [.height(240)]).layout(at: 0)
    #expect(card.frame == today.frame)
    #expect(card.cornerRadii == today.cornerRadii)
  }

  @Test func theStandardLookIsUnchanged() {
    let l = engine(.modal, [.medium, .large]).layout(at: 0)
    #expect(l.frame == SheetRect(x: 0, y: 844 - 398.5, width: 390, height: 398.5))
    #expect(!SheetConfiguration(style: .modal).morphs)
    #expect(SheetConfiguration(style: .modal).look == .standard)
  }

  /// Inset at every detent below full height, the highest included (Apple's sheet is scaled at
  /// every non-large detent: issue 732's `['auto']` and `[0.7, 0.95]`). Before, the highest
  /// detent, or a single one, was edge-attached: x 0, width 390, bottom radius 0.
  @Test(arguments: [
    [Detent.medium], [.height(200), .medium], [.fraction(0.3), .medium],
  ])
  func theHighestDetentBelowFullHeightIsInset(_ detents: [Detent]) {
    let l = glass(.modal, detents, configure: { $0.initialDetent = "medium" }).layout(at: 0)
    #expect(l.frame == SheetRect(x: 8, y: 844 - 398.5, width: 374, height: 398.5 - 8))
    #expect(l.cornerRadii == CornerRadii(top: 16, bottom: 16))
  }

  /// The progress runs from the highest detent below full height to full height: with
  /// `[.fraction(0.7), .fraction(0.95)]` (557.9 and 757.15 of 797) the 0.95 detent is inset
  /// glass, and a pull past it toward 797 starts the blend.
  @Test func progressIsKeyedToFullHeight() {
    let detents = [ResolvedDetent(id: "a", height: 557.9), ResolvedDetent(id: "b", height: 757.15)]
    #expect(SheetGlass.progress(height: 757.15, detents: detents, maximumHeight: 797) == 0)
    #expect(SheetGlass.progress(height: 557.9, detents: detents, maximumHeight: 797) == 0)
    let mid = SheetGlass.progress(height: 777.075, detents: detents, maximumHeight: 797)
    #expect(abs(mid - 0.5) < 1e-9)
    #expect(SheetGlass.progress(height: 797, detents: detents, maximumHeight: 797) == 1)
    // A detent within the merge tolerance of full height counts as full height.
    let large = detents + [ResolvedDetent(id: "c", height: 796.6)]
    #expect(SheetGlass.progress(height: 796.6, detents: large, maximumHeight: 797) == 1)
    #expect(SheetGlass.progress(height: 757.15, detents: large, maximumHeight: 797) == 0)
    // Only full height: attached at every height.
    let only = [ResolvedDetent(id: "large", height: 797)]
    #expect(SheetGlass.progress(height: 400, detents: only, maximumHeight: 797) == 1)
  }

  /// `[.large]` alone is edge-attached and opaque, as Apple's full-height sheet.
  @Test func aLargeOnlySheetIsAttached() {
    let l = glass(.modal, [.large]).layout(at: 0)
    #expect(l.frame == SheetRect(x: 0, y: 47, width: 390, height: 797))
    #expect(l.cornerRadii == CornerRadii(top: 16, bottom: 0))
  }

  /// The shape morph of today's look keeps its rule (second-highest to highest detent): the
  /// glass rule changes nothing there.
  @Test func theStandardShapeMorphKeepsItsRule() {
    let e = engine(.modal, [.height(200), .medium]) { $0.morphsShape = true }
    #expect(e.morphFactor(height: 398.5) == 1)
    #expect(e.morphFactor(height: 200) == 0)
    #expect(abs(e.morphFactor(height: 299.25) - 0.5) < 1e-9)
  }

  /// Landscape (844 × 390, safe area 47 at each side, 21 at the bottom): the side gap is
  /// measured inside the safe area, and the sheet is at most `maximumWidth` (640) wide,
  /// centred: x = 47 + (750 − 640) / 2 = 102, so the glass card is 102 pt from each screen edge
  /// and never under the sensor housing. Its bottom gap is the 8 pt of the portrait card.
  @Test func landscapeTheCardIsCentredAndAtMostTheMaximumWidth() {
    let landscape = SheetContext(
      containerSize: SheetSize(width: 844, height: 390),
      safeArea: SheetInsets(top: 0, bottom: 21, leading: 47, trailing: 47))
    let l = glass(.modal, [.medium, .large], context: landscape).layout(at: 0)
    #expect(l.frame.x == 102)
    #expect(l.frame.width == 640)
    #expect(l.frame.y + l.frame.height == 390 - 8)
    // Narrower than the maximum (a 600-pt maximum on a 700-pt wide landscape container):
    // 8 pt inside the safe area, 55 pt from the screen's edges.
    let narrow = SheetContext(
      containerSize: SheetSize(width: 700, height: 390),
      safeArea: SheetInsets(top: 0, bottom: 21, leading: 47, trailing: 47))
    let n = glass(.modal, [.medium, .large], context: narrow) { $0.maximumWidth = 700 }
      .layout(at: 0)
    #expect(n.frame.x == 55)
    #expect(n.frame.width == 700 - 2 * 55)
  }

  @Test func badProgressAndDetentListsNeverYieldNaN() {
    #expect(SheetGlass.progress(height: .nan, detents: [], maximumHeight: 797) == 1)
    #expect(SheetGlass.progress(height: 400, detents: [], maximumHeight: .nan) == 1)
    #expect(SheetGlass.progress(height: 400, detents: [], maximumHeight: 797) == 1)
    let one = [ResolvedDetent(id: "a", height: 100)]
    #expect(SheetGlass.progress(height: 50, detents: one, maximumHeight: 797) == 0)
    #expect(SheetGlass.progress(height: 50, detents: one, maximumHeight: 0) == 1)
    #expect(SheetGlass.inset(progress: .nan) == 0)
    #expect(SheetGlass.scale(progress: 0, width: .nan) == 1)
    #expect(
      SheetGlass.opaqueOpacity(
        look: .glass, style: .modal, progress: .nan, reducesTransparency: false)
        == 1)
  }

  /// A custom height that is not a number passes through the safe-area rule as it is, and the
  /// resolver drops it with a diagnostic: no detent, no NaN in the layout.
  @Test func aNaNCustomHeightIsDroppedNotLaidOut() {
    #expect(SheetGlass.customHeight(.nan, bottomSafeArea: 34).isNaN)
    let e = glass(.modal, [Detent(id: "c", kind: .custom { _ in .nan }), .medium, .large])
    #expect(e.detents.map(\.id) == ["medium", "large"])
    let l = e.layout(at: 0)
    #expect(l.frame.x.isFinite && l.frame.y.isFinite && l.frame.height.isFinite)
  }
}
