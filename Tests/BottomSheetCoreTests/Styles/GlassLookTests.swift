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

  @Test func badProgressAndDetentListsNeverYieldNaN() {
    #expect(SheetGlass.progress(height: .nan, detents: []) == 1)
    let one = [ResolvedDetent(id: "a", height: 100)]
    #expect(SheetGlass.progress(height: 50, detents: one) == 1)
    let same = one + [ResolvedDetent(id: "b", height: 100)]
    #expect(SheetGlass.progress(height: 50, detents: same) == 1)
    #expect(SheetGlass.inset(progress: .nan) == 0)
    #expect(SheetGlass.scale(progress: 0, width: .nan) == 1)
    #expect(
      SheetGlass.opaqueOpacity(
        look: .glass, style: .modal, progress: .nan, reducesTransparency: false)
        == 1)
  }
}
