@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// The host across size classes, on the catalogue's exact sizes: the geometry the screen
/// behind hears (the panel's frame and side), the side the hosted screen insets, and the
/// selection binding written at most once through a rotation or a Split View resize.
@Suite("Host: iPad and landscape")
struct SizeClassHostTests {
  /// The environment as the layer reports it: the container, then the traits (two inputs, as
  /// SwiftUI hands them over; between them the host has a new size with the old traits).
  static func enter(
    _ host: inout HostDriver, _ device: ScreenDevice, _ arrangement: ScreenArrangement,
    at t: Double
  ) {
    guard let environment = ScreenCatalog.environment(device, arrangement) else { return }
    host.send(.container(size: environment.size, safeArea: environment.safeArea), at: t)
    host.send(
      .traits(
        SheetTraits(
          horizontalSizeClass: environment.horizontalSizeClass,
          verticalSizeClass: environment.verticalSizeClass)), at: t + 0.01)
    host.frames(from: t + 0.02, to: t + 1.5)
  }

  static func selectionWrites(_ host: HostDriver) -> [DetentID] {
    host.log.compactMap {
      if case let .setSelection(id) = $0 { return id }
      return nil
    }
  }

  @Test("an inline side panel reports its frame and its side; its height over the bottom is 0")
  func sidePanelGeometry() throws {
    var host = HostDriver(
      .inline, detents: [.height(200), .large], presented: nil, selection: "large")
    Self.enter(&host, .iPadPro13, .landscape, at: 0)
    let frame = host.model.frame(at: HostDriver.boot + 1.5)
    // The hosted screen's safe-area frame: below the 24 pt status bar, above the 20 pt strip.
    let presenter = SheetRect(x: 0, y: 24, width: 1376, height: 988)
    let change = host.model.geometryChange(for: frame, presenterFrame: presenter)
    let geometry = try #require(change)
    #expect(geometry.edge == .leading)
    #expect(geometry.frame == SheetRect(x: 10, y: 10, width: 375, height: 968))
    #expect(geometry.height == 0)
    #expect(geometry.phase == .idle)
  }

  @Test("a phone's bottom sheet reports no frame, as before placements")
  func phoneGeometryUnchanged() throws {
    var host = HostDriver(.inline, detents: [.height(200)], presented: nil)
    Self.enter(&host, .iPhone16, .portrait, at: 0)
    let frame = host.model.frame(at: HostDriver.boot + 1.5)
    let presenter = SheetRect(x: 0, y: 59, width: 393, height: 759)
    let change = host.model.geometryChange(for: frame, presenterFrame: presenter)
    let geometry = try #require(change)
    #expect(geometry == SheetGeometry(top: 593, height: 166, progress: 0, phase: .idle))
  }

  @Test("the hosted screen insets the panel's side: 375 + 10 on the leading side")
  func sideInset() {
    var host = HostDriver(
      .inline, detents: [.height(200), .medium, .large], presented: nil, selection: "medium")
    Self.enter(&host, .iPadAir11, .landscape, at: 0)
    #expect(
      host.model.screenInset(upThrough: "large") == SheetScreenInset(edge: .leading, length: 385))
    #expect(host.model.screenBottomInset(upThrough: "large") == 0)
    // Split View 1/3: the phone's sheet again, insetting the bottom: medium (820 − 24) / 2
    // less the 20 pt strip.
    Self.enter(&host, .iPadAir11, .splitOneThird, at: 2)
    #expect(
      host.model.screenInset(upThrough: "large") == SheetScreenInset(edge: .bottom, length: 378))
  }

  @Test("a trailing panel in a right-to-left layout insets the trailing side")
  func trailingInset() {
    var host = HostDriver(.inline, detents: [.large], presented: nil) {
      $0.adaptation.panelEdge = .trailing
    }
    Self.enter(&host, .iPadPro13, .portrait, at: 0)
    host.send(
      .traits(
        SheetTraits(
          horizontalSizeClass: .regular, verticalSizeClass: .regular,
          layoutDirection: .rightToLeft)), at: 2)
    host.frames(from: 2, to: 3.5)
    #expect(host.model.screenInset(upThrough: "large").edge == .trailing)
    // Trailing in right-to-left is the left side of the container.
    #expect(host.layout(at: 3.5).frame.x == 10)
  }

  @Test("form sheet ↔ Split View 1/3 ↔ landscape: the selection binding is never written")
  func formRoundTripWritesNothing() {
    var host = HostDriver(.modal, detents: [.medium, .large], selection: "medium")
    Self.enter(&host, .iPadAir11, .portrait, at: 0)
    #expect(host.layout(at: 1.5).placement.kind == .centered(.form))
    Self.enter(&host, .iPadAir11, .splitOneThird, at: 2)
    #expect(host.layout(at: 3.5).placement.kind == .bottom)
    #expect(host.layout(at: 3.5).height == 398)
    Self.enter(&host, .iPadAir11, .landscape, at: 4)
    #expect(host.layout(at: 5.5).height == 620)
    #expect(Self.selectionWrites(host) == [])
  }

  @Test("a detent that leaves itself out in landscape: one write there, none on the way back")
  func rotationWritesOnce() {
    let bar = Detent(
      id: "bar",
      kind: .custom { context in context.traits.verticalSizeClass == .compact ? nil : 120 })
    var host = HostDriver(
      .inline, detents: [bar, .medium, .large], presented: nil, selection: "bar")
    Self.enter(&host, .iPhone16, .portrait, at: 0)
    Self.enter(&host, .iPhone16, .landscape, at: 2)
    Self.enter(&host, .iPhone16, .portrait, at: 4)
    Self.enter(&host, .iPhone16, .landscape, at: 6)
    #expect(Self.selectionWrites(host) == ["medium"])
    #expect(host.layout(at: 7.5).placement.kind == .sidePanel)
  }
}

extension SizeClassHostTests {
  @Test("a side panel is drawn at its frame, and its content gets no home-indicator strip")
  func sidePanelDrawnFrame() {
    var host = HostDriver(.inline, detents: [.height(200), .large], presented: nil)
    Self.enter(&host, .iPadPro13, .landscape, at: 0)
    let frame = host.model.frame(at: HostDriver.boot + 1.5)
    #expect(frame.drawnFrame == SheetRect(x: 10, y: 802, width: 375, height: 200))
    let insets = host.log.compactMap {
      if case let .layoutContent(_, bottomInset) = $0 { return bottomInset }
      return nil
    }
    #expect(insets.last == 0)
    // On the phone the attached sheet is drawn down past the container (its bottom never shows)
    // and its content keeps the 34 pt strip clear.
    Self.enter(&host, .iPhone16, .portrait, at: 2)
    let phone = host.model.frame(at: HostDriver.boot + 3.5)
    #expect(phone.drawnFrame.height == 2 * 852)
    let phoneInsets = host.log.compactMap {
      if case let .layoutContent(_, bottomInset) = $0 { return bottomInset }
      return nil
    }
    #expect(phoneInsets.last == 34)
  }
}
