import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// A value a custom detent's closure reads, changed by the test as an app's state would be.
private final class Box: @unchecked Sendable {
  var height = 200.0
}

@Suite("Host: custom detents re-read, and the header detent")
struct CustomDetentTests {
  @Test(
    "a custom detent whose closure reads changed state moves the sheet when the configuration is re-read"
  )
  func customClosureReread() {
    let box = Box()
    let peek = Detent.custom("peek") { _ in box.height }
    var host = HostDriver(detents: [peek, .large], selection: "peek")
    host.measure()
    host.frames(from: 0, to: 1.5)
    // A custom height is measured from the container's bottom edge: 844 − 200.
    #expect(abs(host.layout(at: 1.5).top - 644) < 0.5)
    box.height = 300
    // The same configuration (equal by identity) is sent again, as the layer does when the
    // content re-renders its detents: the closure is asked again.
    host.send(.configuration(host.model.configuration), at: 1.6)
    host.frames(from: 1.6, to: 3)
    #expect(abs(host.layout(at: 3).top - 544) < 0.5)
  }

  @Test("an equal configuration of built-in detents changes nothing")
  func builtInEqualDropped() {
    var host = HostDriver.restingModal()
    let before = host.layout(at: 1.5)
    host.send(.configuration(host.model.configuration), at: 1.6)
    #expect(host.last.isEmpty)
    #expect(host.layout(at: 1.7).top == before.top)
  }

  @Test(
    "the header detent rests on the grabber and the measured header, above the home indicator",
    arguments: [
      (style: SheetStyle.modal, grabber: GrabberVisibility.visible, header: 56.0, height: 110.0),
      (style: .modal, grabber: .hidden, header: 56.0, height: 90.0),
      (style: .modal, grabber: .visible, header: 88.5, height: 142.5),
      (style: .inline, grabber: .visible, header: 56.0, height: 110.0),
    ])
  func headerDetent(style: SheetStyle, grabber: GrabberVisibility, header: Double, height: Double) {
    var host = HostDriver(style, detents: [.header, .large], selection: "header") {
      $0.chrome = SheetChrome(grabberHeight: 20, headerHeight: header, grabber: grabber)
      $0.look = .standard
    }
    host.measure()
    host.frames(from: 0, to: 1.5)
    // Grabber + header + the 34 pt home-indicator strip, from the container's bottom edge.
    #expect(abs(844 - host.layout(at: 1.5).top - height) < 0.5)
  }
}
