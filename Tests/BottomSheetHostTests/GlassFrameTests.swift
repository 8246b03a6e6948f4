@_spi(Lab) import BottomSheetCore
@testable @_spi(Lab) import BottomSheetHost
import Testing

/// What the layer is told to draw for the glass look, and which look runs where.
@Suite("Host: glass look")
struct GlassFrameTests {
  func settled(_ host: inout HostDriver) -> HostFrame {
    host.measure()
    host.frames(from: 0, to: 1.5)
    return host.model.frame(at: HostDriver.boot + 1.5)
  }

  @Test func glassAtMediumOpaqueAtLarge() {
    var host = HostDriver(.modal) { $0.look = .glass }
    let medium = settled(&host)
    #expect(medium.drawsGlass)
    #expect(medium.opaqueOpacity == 0)
    #expect(medium.concentricCorners)
    #expect(medium.layout.frame.x == 8)
    host.send(.select("large", animated: false), at: 2)
    let large = host.model.frame(at: HostDriver.boot + 2)
    #expect(large.drawsGlass)
    #expect(large.opaqueOpacity == 1)
    #expect(large.layout.frame.x == 0)
  }

  @Test func midwayTheOpaqueLayerFollowsTheHeight() {
    var host = HostDriver(.inline) { $0.look = .glass }
    _ = settled(&host)
    // medium 398.5 (top y 445.5) → large 797: halfway is 199.25 pt higher.
    host.drag(from: 600, to: 600 - 199.25, start: 2, lift: false)
    let frame = host.model.frame(at: HostDriver.boot + 2.3)
    // The finger's slop: the sheet follows it from where the pan began, a little short of
    // halfway; the blend and the inset follow the sheet's own height.
    let progress = (frame.layout.height - 398.5) / (797 - 398.5)
    #expect(progress > 0.4 && progress < 0.5)
    #expect(abs(frame.opaqueOpacity - progress) < 1e-9)
    #expect(abs(frame.layout.frame.x - 8 * (1 - progress)) < 1e-9)
  }

  @Test func reduceTransparencyDrawsNoGlass() {
    var host = HostDriver(.modal) {
      $0.look = .glass
      $0.reducesTransparency = true
    }
    let frame = settled(&host)
    #expect(!frame.drawsGlass)
    #expect(frame.opaqueOpacity == 1)
    // The geometry is the glass look's: Reduce Transparency changes the material only.
    #expect(frame.layout.frame.x == 8)
  }

  @Test func theStandardLookDrawsWhatItDrewBefore() {
    var host = HostDriver(.modal)
    let frame = settled(&host)
    #expect(!frame.drawsGlass)
    #expect(frame.opaqueOpacity == 1)
    #expect(!frame.concentricCorners)
    #expect(frame.layout.frame.x == 0)
  }

  @Test func theFloatingCardIsAlwaysGlass() {
    var host = HostDriver(.floating, detents: [.height(240)]) { $0.look = .glass }
    let frame = settled(&host)
    #expect(frame.drawsGlass)
    #expect(frame.opaqueOpacity == 0)
  }

  /// Resting inset 8 pt above the bottom edge, the sheet covers 34 − 8 pt of the home
  /// indicator's strip; at large, all of it.
  @Test func contentKeepsClearOfTheStripItCovers() {
    var host = HostDriver(.modal) { $0.look = .glass }
    _ = settled(&host)
    #expect(host.log.contains(.layoutContent(height: 378.5, bottomInset: 26)))
    host.send(.select("large", animated: false), at: 2)
    #expect(
      host.log.last { if case .layoutContent = $0 { true } else { false } }
        == .layoutContent(height: 777, bottomInset: 34))
  }

  @Test(arguments: [
    (SheetAppearance.automatic, 26, true, false, SheetLook.glass),
    (.automatic, 26, true, true, .standard),
    (.automatic, 18, true, false, .standard),
    (.automatic, 26, false, false, .standard),
    (.glass, 26, true, true, .glass),
    (.glass, 25, true, false, .standard),
    (.opaque, 26, true, false, .standard),
    (.opaque, 27, true, false, .standard),
  ])
  func whichLookRuns(
    _ appearance: SheetAppearance, _ version: Int, _ compiled: Bool, _ compatibility: Bool,
    _ expected: SheetLook
  ) {
    #expect(
      appearance.look(
        systemMajorVersion: version, glassCompiled: compiled,
        designRequiresCompatibility: compatibility) == expected)
  }
}
