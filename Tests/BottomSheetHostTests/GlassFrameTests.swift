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

  /// The inset card is drawn where the engine lays it out: 8 pt above the bottom edge with its
  /// bottom corners rounded. (Before, every sheet on the bottom edge was drawn 1 688 pt tall, so
  /// the gap and the bottom corners were off screen: bottom y 2 133.5, corners top only.)
  @Test func theInsetCardIsDrawnWithItsGapAndBottomCorners() {
    var host = HostDriver(.modal) { $0.look = .glass }
    let medium = settled(&host)
    #expect(medium.drawnFrame == SheetRect(x: 8, y: 445.5, width: 374, height: 390.5))
    #expect(medium.drawnFrame.y + medium.drawnFrame.height == 844 - 8)
    #expect(medium.corners == .uniform(radius: 16, corners: [.top, .bottom]))
    // At full height the sheet is edge-attached: drawn twice the container tall, as before.
    host.send(.select("large", animated: false), at: 2)
    let large = host.model.frame(at: HostDriver.boot + 2)
    #expect(large.drawnFrame == SheetRect(x: 0, y: 47, width: 390, height: 2 * 844))
    #expect(large.corners == .uniform(radius: 16, corners: .top))
  }

  /// The content is laid out once, at the attached width (390 on this phone), and scaled to the
  /// drawn sheet: 374 / 390 at medium, 1 at large, and in between the drawn width over 390 at
  /// every sample of a drag, so its text never re-wraps while the sheet moves (review B5).
  @Test func theContentIsScaledNotRelaidOut() {
    var host = HostDriver(.modal) { $0.look = .glass }
    let medium = settled(&host)
    #expect(medium.contentWidth == 390)
    #expect(abs(medium.contentScale - 374.0 / 390) < 1e-12)
    host.drag(from: 460, to: 100, start: 2, duration: 0.3)
    var widths: Set<Double> = []
    var t = 2.0
    while t <= 2.35 {
      let frame = host.model.frame(at: HostDriver.boot + t)
      widths.insert(frame.contentWidth)
      #expect(abs(frame.contentScale * frame.contentWidth - frame.drawnFrame.width) < 1e-9)
      t += 0.01
    }
    #expect(widths == [390])
    host.frames(from: 2.4, to: 4)
    host.send(.select("large", animated: false), at: 4.1)
    #expect(host.model.frame(at: HostDriver.boot + 4.1).contentScale == 1)
  }

  /// A floating card is not scaled: its content is laid out at the card's own width.
  @Test func aFloatingCardIsNotScaled() {
    var host = HostDriver(.floating, detents: [.height(200)])
    let card = settled(&host)
    #expect(card.contentWidth == card.drawnFrame.width)
    #expect(card.contentScale == 1)
  }

  /// Midway the card is still a card: drawn at its frame, bottom corners at half the radius.
  @Test func midwayTheCardIsDrawnAtItsFrame() {
    var host = HostDriver(.inline) { $0.look = .glass }
    _ = settled(&host)
    host.drag(from: 600, to: 600 - 199.25, start: 2, lift: false)
    let frame = host.model.frame(at: HostDriver.boot + 2.3)
    let progress = (frame.layout.height - 398.5) / (797 - 398.5)
    #expect(frame.drawnFrame == frame.layout.frame)
    #expect(abs(frame.drawnFrame.y + frame.drawnFrame.height - (844 - 8 * (1 - progress))) < 1e-9)
    guard case let .path(radii) = frame.corners else {
      Issue.record("expected a path, got \(frame.corners)")
      return
    }
    #expect(radii.topLeading == 16)
    #expect(abs(radii.bottomLeading - 16 * (1 - progress)) < 1e-9)
  }

  /// The shape morph of today's look (`morphsShape`) had the same fault: its floating card's
  /// gap above the bottom edge (the 34-pt safe area + its 12-pt floating inset) was drawn off
  /// screen.
  @Test func theMorphingCardIsDrawnWithItsGapToo() {
    var host = HostDriver(.modal) { $0.morphsShape = true }
    let medium = settled(&host)
    #expect(medium.drawnFrame == medium.layout.frame)
    #expect(medium.drawnFrame.y + medium.drawnFrame.height == 844 - 34 - 12)
    #expect(medium.corners == .uniform(radius: 16, corners: [.top, .bottom]))
    #expect(!medium.drawsGlass)
    #expect(medium.opaqueOpacity == 1)
  }

  /// Today's attached sheet is drawn as before: twice the container tall, top corners only.
  @Test func theStandardSheetIsStillDrawnTwiceTheContainerTall() {
    var host = HostDriver(.modal)
    let medium = settled(&host)
    #expect(medium.drawnFrame == SheetRect(x: 0, y: 445.5, width: 390, height: 2 * 844))
    #expect(medium.corners == .uniform(radius: 16, corners: .top))
  }

  /// Apple's sheet is inset at every detent that is not full height, its highest included: a
  /// `[.medium]` sheet and `[.height(200), .medium]` at `.medium` are inset glass. (Before, a
  /// single detent, or the highest of several, was edge-attached and opaque: x 0, opacity 1.)
  @Test(arguments: [[Detent.medium], [.height(200), .medium]])
  func belowFullHeightTheHighestDetentIsInsetGlass(_ detents: [Detent]) {
    var host = HostDriver(.modal, detents: detents, selection: "medium") { $0.look = .glass }
    let frame = settled(&host)
    #expect(frame.layout.selectedDetent == "medium")
    #expect(frame.layout.frame == SheetRect(x: 8, y: 445.5, width: 374, height: 390.5))
    #expect(frame.opaqueOpacity == 0)
    #expect(frame.drawnFrame.y + frame.drawnFrame.height == 836)
    #expect(frame.corners == .uniform(radius: 16, corners: [.top, .bottom]))
    // Resting inset, the content keeps clear of the 26 pt of the strip it covers, not 34.
    #expect(
      host.log.last { if case .layoutContent = $0 { true } else { false } }
        == .layoutContent(height: 378.5, bottomInset: 26))
  }

  /// A sheet whose only detent is full height is edge-attached and opaque.
  @Test func aLargeOnlySheetIsAttached() {
    var host = HostDriver(.modal, detents: [.large]) { $0.look = .glass }
    let frame = settled(&host)
    #expect(frame.layout.frame == SheetRect(x: 0, y: 47, width: 390, height: 797))
    #expect(frame.opaqueOpacity == 1)
    #expect(frame.drawnFrame.height == 2 * 844)
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

  /// (appearance, running system, linked SDK, glass compiled, the compatibility key) → look.
  @Test(arguments: [
    (BottomSheetAppearance.automatic, 26, 26, true, false, SheetLook.glass),
    (.automatic, 26, 26, true, true, .standard),
    (.automatic, 18, 26, true, false, .standard),
    (.automatic, 26, 26, false, false, .standard),
    (.glass, 26, 26, true, true, .glass),
    (.glass, 25, 26, true, false, .standard),
    (.opaque, 26, 26, true, false, .standard),
    (.opaque, 27, 27, true, false, .standard),
    // Built with the iOS 27 SDK the key is ignored (Apple's page for the key), on iOS 27 …
    (.automatic, 27, 27, true, true, .glass),
    (.automatic, 28, 28, true, true, .glass),
    // … and on iOS 26, where Apple's page says the same of such a build.
    (.automatic, 26, 27, true, true, .glass),
    // Built with the iOS 26 SDK the key still counts on iOS 27: tied to the SDK, not the
    // running system (Apple Developer Forums thread 832710).
    (.automatic, 27, 26, true, true, .standard),
    (.automatic, 27, 27, false, true, .standard),
  ])
  func whichLookRuns(
    _ appearance: BottomSheetAppearance, _ system: Int, _ sdk: Int, _ compiled: Bool,
    _ compatibility: Bool, _ expected: SheetLook
  ) {
    #expect(
      appearance.look(
        systemMajorVersion: system, linkedSDKMajorVersion: sdk, glassCompiled: compiled,
        designRequiresCompatibility: compatibility) == expected)
  }

  @Test func theLinkedSDKFromTheInfoPlist() {
    #expect(
      BottomSheetAppearance.sdkMajorVersion(platformVersion: "26.2", sdkName: "iphoneos26.2") == 26)
    #expect(BottomSheetAppearance.sdkMajorVersion(platformVersion: "27.0", sdkName: nil) == 27)
    #expect(
      BottomSheetAppearance.sdkMajorVersion(platformVersion: nil, sdkName: "iphoneos27.1") == 27)
    #expect(BottomSheetAppearance.sdkMajorVersion(platformVersion: "", sdkName: "iphoneos") == nil)
    #expect(BottomSheetAppearance.sdkMajorVersion(platformVersion: nil, sdkName: nil) == nil)
  }
}
