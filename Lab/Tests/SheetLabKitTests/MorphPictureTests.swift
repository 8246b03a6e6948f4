@_spi(Lab) import BottomSheetCore
import Testing

@testable import SheetLabKit

/// `sheetlab` draws the morph of `Lab/Scenarios/modal-grow-from-source.json` (issue #36): the
/// sheet's path per frame comes from the engine's frame and corners, its opacity from the
/// engine's, and the first frame is the source's rectangle.
@Suite("Morph picture")
struct MorphPictureTests {
  static let name = "modal-grow-from-source"
  /// The scenario's source: a 56 × 36 capsule at (318, 58).
  static let source = SheetRect(x: 318, y: 58, width: 56, height: 36)

  /// The `values` of the `animate` child of `node` for `attribute`, split per key.
  static func values(_ node: SVGNode, _ attribute: String) -> [String] {
    node.children.first { $0.name == "animate" && $0.attributes["attributeName"] == attribute }?
      .attributes["values"]?.split(separator: ";").map(String.init) ?? []
  }

  @Test("the picture's first frame is the source's rect, with its corner radius")
  func firstFrameIsTheSource() throws {
    let picture = try StillPictureTests.picture(Self.name)
    let sheet = try #require(picture.element(id: "p-\(Self.name)-sheet"))
    let paths = Self.values(sheet, "d")
    #expect(paths.count > 100)
    let first = try #require(StillPictureTests.bounds(paths[0]))
    #expect(abs(first.x - Self.source.x) <= 0.5)
    #expect(abs(first.y - Self.source.y) <= 0.5)
    #expect(abs(first.width - Self.source.width) <= 0.5)
    #expect(abs(first.height - Self.source.height) <= 0.5)
    // Every corner is the capsule's: arcs of radius 18.
    #expect(paths[0].contains("A18 18 "))
    // The source view is drawn under the sheet, where the sheet starts.
    let drawn = try #require(picture.element(id: "source")?.attributes["d"])
    #expect(drawn == PhoneAnimation.path(Self.source, CornerRadii(top: 18, bottom: 18)))
  }

  @Test("the sheet's opacity is drawn: 0 on the source, 1 at rest, between during the exit")
  func opacityIsDrawn() throws {
    let picture = try StillPictureTests.picture(Self.name)
    let fade = try #require(picture.element(id: "p-\(Self.name)-fade"))
    let opacities = Self.values(fade, "opacity").compactMap(Double.init)
    #expect(opacities.first == 0)
    #expect(opacities.contains(1))
    #expect(opacities.contains { $0 > 0 && $0 < 1 })
    #expect(opacities.last == 0)
    // The still (no SMIL) shows the sheet at rest, opaque.
    #expect(picture.still.element(id: "p-\(Self.name)-fade")?.number("opacity") == 1)
  }

  @Test("pictures without a source have no fade group and no source")
  func othersUnchanged() throws {
    let picture = try StillPictureTests.picture("modal-present-drag-dismiss")
    #expect(picture.element(id: "p-modal-present-drag-dismiss-fade") == nil)
    #expect(picture.element(id: "source") == nil)
  }
}
