@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// The newcomer review's S3: an inline sheet's close button hides a sheet that can hide, and is
/// not drawn on one that cannot.
@Suite("Host: an inline sheet's close button")
struct InlineCloseTests {
  static func inline(
    presented: Bool?, configure: (inout SheetConfiguration) -> Void = { _ in }
  ) -> HostDriver {
    var host = HostDriver(
      .inline, detents: [.medium, .large], presented: presented, selection: "medium"
    ) {
      $0.chrome.showsCloseButton = true
      configure(&$0)
    }
    host.measure()
    host.frames(from: 0, to: 0.5)
    host.forget()
    return host
  }

  @Test("with an isPresented binding: the close hides it with its spring and writes false")
  func hidesWithBinding() {
    // Without the chrome flag too: the tap is what counts.
    var plain = HostDriver(
      .inline, detents: [.medium, .large], presented: true, selection: "medium")
    plain.measure()
    plain.send(.close, at: 1)
    #expect(plain.last.contains(.setPresented(false)))
    var host = Self.inline(presented: true)
    #expect(host.model.drawsCloseButton)
    host.send(.close, at: 1)
    #expect(host.last.contains(.setPresented(false)))
    host.frames(from: 1, to: 1.05)
    let leaving = host.layout(at: 1.05).top
    #expect(leaving > 445.5 && leaving < 844)
    host.frames(from: 1.05, to: 2.5)
    #expect(host.layout(at: 2.5).top == 844)
    #expect(host.layout(at: 2.5).phase == .dismissed)
    #expect(host.count(.setPresented(false)) == 1)
    #expect(!host.log.contains(.detach))
    // The written false coming back does nothing; true shows it again.
    host.send(.presentedBinding(false), at: 2.6)
    host.send(.presentedBinding(true), at: 3)
    host.frames(from: 3, to: 4.5)
    #expect(host.layout(at: 4.5).top == 445.5)
  }

  @Test("the guard on: the close is refused, the attempt callback runs, the sheet stays")
  func guarded() {
    var host = Self.inline(presented: true) { $0.isDismissalGuarded = true }
    host.send(.close, at: 1)
    #expect(host.last.first == .callDismissAttempt)
    #expect(host.eventNames == ["dismissBlocked"])
    host.frames(from: 1, to: 2.5)
    #expect(host.layout(at: 2.5).top == 445.5)
    #expect(host.count(.setPresented(false)) == 0)
  }

  @Test("during a drag the close waits for the lift, then hides")
  func duringDrag() {
    var host = Self.inline(presented: true)
    host.drag(from: 460, to: 400, start: 1, lift: false)
    host.send(.close, at: 1.2)
    #expect(!host.last.contains(.setPresented(false)))
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 400), velocity: nil), at: 1.25)
    #expect(host.last.contains(.setPresented(false)))
    host.frames(from: 1.25, to: 3)
    #expect(host.layout(at: 3).phase == .dismissed)
  }

  @Test("dismissible without a binding: the close hides it, with nothing to write")
  func dismissibleWithoutBinding() {
    var host = Self.inline(presented: nil) { $0.isDismissible = true }
    #expect(host.model.drawsCloseButton)
    host.send(.close, at: 1)
    host.frames(from: 1, to: 2.5)
    #expect(host.layout(at: 2.5).phase == .dismissed)
    #expect(host.count(.setPresented(false)) == 0)
  }

  @Test("an inline sheet that cannot hide: no close button, and one diagnostic saying why")
  func cannotHide() {
    var host = Self.inline(presented: nil)
    #expect(!host.model.drawsCloseButton)
    let notes = { (h: HostDriver) in
      h.model.diagnostics.filter { $0.field == "sheet.chrome.closeButton" }
    }
    #expect(notes(host).count == 1)
    #expect(notes(host).first?.message.contains("isPresented") == true)
    // Not per frame, nor per configuration.
    host.frames(from: 0.5, to: 1.5)
    var changed = host.model.configuration
    changed.backdropOpacity = 0.3
    host.send(.configuration(changed), at: 1.6)
    #expect(notes(host).count == 1)
    // A close that reaches it anyway does nothing.
    host.send(.close, at: 2)
    host.frames(from: 2, to: 3)
    #expect(host.layout(at: 3).top == 445.5)
    #expect(host.eventNames.isEmpty)
  }

  @Test(
    "who draws the close button",
    arguments: [
      (SheetStyle.modal, Bool?.some(true), false, true),
      (.floating, true, false, true),
      (.inline, true, false, true),
      (.inline, false, false, true),
      (.inline, nil, true, true),
      (.inline, nil, false, false),
    ])
  func drawn(style: SheetStyle, presented: Bool?, dismissible: Bool, drawn: Bool) {
    for asked in [false, true] {
      let host = HostDriver(style, presented: presented) {
        $0.chrome.showsCloseButton = asked
        $0.isDismissible = dismissible || style != .inline
      }
      #expect(
        host.model.drawsCloseButton == (asked && drawn),
        "\(style) \(String(describing: presented)) asked \(asked)")
      let reported = host.model.diagnostics.contains { $0.field == "sheet.chrome.closeButton" }
      #expect(reported == (asked && !drawn))
    }
  }
}

extension InlineCloseTests {
  @Test("a trace writes the close button and the guard only when set, and reads them back")
  func traceFields() throws {
    var host = HostDriver(.inline, presented: true, recording: true) {
      $0.chrome.showsCloseButton = true
      $0.isDismissalGuarded = true
    }
    host.measure()
    let trace = try #require(host.model.trace)
    let document = try JSONParser.parse(trace.json)
    #expect(document["sheet"]?["chrome"]?["closeButton"] == .bool(true))
    #expect(document["sheet"]?["dismissalGuarded"] == .bool(true))
    let back = try HostTrace(json: trace.json)
    #expect(back.configuration.chrome.showsCloseButton)
    #expect(back.configuration.isDismissalGuarded)
    // Unset, they are not written: files from before them are written the same.
    var plain = HostDriver(.inline, presented: true, recording: true)
    plain.measure()
    let plainDocument = try JSONParser.parse(try #require(plain.model.trace).json)
    #expect(plainDocument["sheet"]?["chrome"]?["closeButton"] == nil)
    #expect(plainDocument["sheet"]?["dismissalGuarded"] == nil)
  }
}
