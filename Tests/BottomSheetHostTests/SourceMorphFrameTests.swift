@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// The display frame of a sheet growing out of its source.
@Suite("Host: a sheet growing out of its source")
struct SourceMorphFrameTests {
  @Test("the drawn frame is the source's while it grows, stretched only once it rests")
  func drawnFrameFollowsTheMorph() {
    let source = SheetSource(
      rect: SheetRect(x: 330, y: 60, width: 44, height: 44), cornerRadius: 22)
    var host = HostDriver(presented: false) { $0.source = source }
    host.measure()
    host.send(.presentedBinding(true), at: 0.5)
    let first = host.model.frame(at: HostDriver.boot + 0.5)
    #expect(first.drawnFrame == source.rect)
    #expect(first.corners == .uniform(radius: 22, corners: [.top, .bottom]))
    #expect(abs(first.contentScale - 44.0 / 390) < 1e-12)
    host.frames(from: 0.5, to: 2)
    let rest = host.model.frame(at: HostDriver.boot + 2)
    #expect(rest.drawnFrame == SheetRect(x: 0, y: 445.5, width: 390, height: 2 * 844))
    #expect(rest.contentScale == 1)
  }

  @Test("the host passes the source and Reduce Motion through the configuration")
  func sourceThroughHost() {
    let source = SheetSource(
      rect: SheetRect(x: 330, y: 60, width: 44, height: 44), cornerRadius: 22)
    for reduceMotion in [false, true] {
      var host = HostDriver(presented: false) {
        $0.source = source
        $0.behavior.reduceMotion = reduceMotion
      }
      host.measure()
      host.send(.presentedBinding(true), at: 0.5)
      let first = host.layout(at: 0.5)
      #expect(first.opacity == 0)
      #expect(first.morphProgress == 0)
      if reduceMotion {
        #expect(first.frame == SheetRect(x: 0, y: 445.5, width: 390, height: 398.5))
      } else {
        #expect(first.frame == source.rect)
        #expect(first.cornerRadii.topLeading == 22)
      }
      host.frames(from: 0.5, to: 2)
      #expect(host.layout(at: 2).frame == SheetRect(x: 0, y: 445.5, width: 390, height: 398.5))
      #expect(host.layout(at: 2).opacity == 1)
    }
  }
}
