@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// The presentation review's F4: a refused attach never strands the sheet.
@Suite("Host: a refused attach is retried, reported, and never strands the sheet")
struct RefusedAttachTests {
  /// A modal whose anchor is in its window, presented at 0.5 and refused there.
  static func refused() -> HostDriver {
    var host = HostDriver(presented: false)
    host.measure()
    host.send(.anchorInWindow(true), at: 0.1)
    host.send(.presentedBinding(true), at: 0.5)
    host.send(.attachFailed, at: 0.5)
    return host
  }

  @Test("appendix A probe 1: refused, the anchor leaves and comes back: it attaches again")
  func anchorAwayAndBack() {
    var host = Self.refused()
    host.send(.anchorInWindow(false), at: 0.8)
    #expect(host.last.isEmpty)
    host.send(.anchorInWindow(true), at: 1.0)
    #expect(host.last.first == .attach)
    #expect(host.count(.attach) == 2)
    host.frames(from: 1, to: 2.5)
    #expect(host.layout(at: 2.5).top == 445.5)
    // Waiting, the binding stayed true: nothing was written, nothing called.
    #expect(host.count(.setPresented(false)) == 0)
    #expect(host.count(.callOnDismiss) == 0)
  }

  @Test("every refusal is reported, numbered")
  func reported() {
    var host = Self.refused()
    #expect(host.model.diagnostics.filter { $0.field == "host.attachFailed" }.count == 1)
    host.send(.presenterReady, at: 1)
    host.send(.attachFailed, at: 1)
    let notes = host.model.diagnostics.filter { $0.field == "host.attachFailed" }
    #expect(notes.count == 2)
    #expect(notes.map { $0.message.contains("refusal \(1)") } == [true, false])
    #expect(notes.map { $0.message.contains("refusal \(2)") } == [false, true])
    #expect(host.model.attachRefusals == 2)
    // One with nothing to undo is reported too, and counts no refusal.
    var stray = HostDriver(presented: false)
    stray.measure()
    stray.send(.attachFailed, at: 0.5)
    #expect(stray.model.diagnostics.filter { $0.field == "host.attachFailed" }.count == 1)
    #expect(stray.model.attachRefusals == 0)
  }

  @Test("a retry waits for presenterReady or the anchor's arrival: no other input attaches")
  func noBurst() {
    var host = Self.refused()
    var changed = host.model.configuration
    changed.backdropOpacity = 0.3
    let inputs: [HostInput] = [
      .advance, .container(size: phoneSize, safeArea: phoneInsets), .presentedBinding(true),
      .present(animated: true), .anchors(["header": 300]), .configuration(changed),
      .keyboard(top: 500), .keyboard(top: nil), .anchorCovered,
      .selectionBinding("large"), .contentHeight(300), .advance,
    ]
    for (i, input) in inputs.enumerated() { host.send(input, at: 0.6 + Double(i) * 0.05) }
    host.frames(from: 1.3, to: 2)
    #expect(host.count(.attach) == 1)
    #expect(host.layout(at: 2).phase == .dismissed)
    host.send(.presenterReady, at: 2.1)
    #expect(host.last.first == .attach)
    #expect(host.count(.attach) == 2)
  }

  @Test("binding false while waiting ends the wait silently; true again tries at once")
  func falseWhileWaiting() {
    var host = Self.refused()
    host.forget()
    host.send(.presentedBinding(false), at: 0.8)
    #expect(host.last == [.presentationEnded])
    host.send(.presenterReady, at: 0.9)
    host.send(.anchorInWindow(false), at: 1)
    host.send(.anchorInWindow(true), at: 1.1)
    #expect(host.count(.attach) == 0)
    // A new request is not a retry: the presenter may take it now.
    host.send(.presentedBinding(true), at: 1.5)
    #expect(host.last.first == .attach)
    host.frames(from: 1.5, to: 3)
    #expect(host.layout(at: 3).top == 445.5)
    #expect(host.count(.callOnDismiss) == 0)
  }
}
