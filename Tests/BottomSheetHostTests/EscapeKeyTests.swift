@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// Issue #35, item 4: a hardware keyboard's Escape key does what a tap outside the sheet would.
@Suite("Host: the hardware Escape key")
struct EscapeKeyTests {
  @Test("a dimmed modal: Escape dismisses it, once, with its spring, and writes false")
  func dismissesModal() {
    var host = HostDriver.restingModal()
    #expect(host.model.takesEscapeKey)
    host.send(.escapeKey, at: 2)
    #expect(host.last.contains(.setPresented(false)))
    host.frames(from: 2, to: 2.05)
    let leaving = host.layout(at: 2.05).top
    #expect(leaving > 445.5 && leaving < 844, "top \(leaving): springing out, not jumped")
    host.frames(from: 2.05, to: 3.5)
    #expect(host.layout(at: 3.5).phase == .dismissed)
    #expect(host.count(.setPresented(false)) == 1)
    #expect(!host.model.takesEscapeKey, "a dismissed sheet leaves the key to the next responder")
  }

  @Test("guarded: Escape is refused as the tap is, the attempt callback runs, the sheet stays")
  func guarded() {
    var host = HostDriver.restingModal { $0.isDismissible = false }
    host.send(.escapeKey, at: 2)
    #expect(host.eventNames == ["dismissBlocked"])
    host.frames(from: 2, to: 3)
    #expect(host.layout(at: 3).top == 445.5)
    #expect(host.count(.setPresented(false)) == 0)
  }

  @Test("backdrop tap collapses: Escape collapses to the lowest detent")
  func collapses() {
    var host = HostDriver(detents: [.fraction(0.3), .large], selection: "large") {
      $0.backdropTap = .collapse
    }
    host.measure()
    host.frames(from: 0, to: 1.5)
    host.forget()
    let large = host.layout(at: 1.5).top
    host.send(.escapeKey, at: 2)
    host.frames(from: 2, to: 3.5)
    let rest = host.layout(at: 3.5)
    #expect(rest.top > large + 100, "top \(rest.top), was \(large)")
    #expect(rest.isPresented)
    #expect(host.count(.setPresented(false)) == 0)
  }

  /// Each row: where a tap outside reaches the screen behind (or does nothing), Escape is not
  /// claimed and changes nothing.
  @Test(
    "not claimed where a tap outside would not act",
    arguments: [
      ("backdropTap none", SheetStyle.modal, BackdropTapAction.none, DetentID?.none),
      ("undimmed through medium", .modal, .dismiss, "medium"),
      ("inline sheet", .inline, .dismiss, nil),
    ] as [(String, SheetStyle, BackdropTapAction, DetentID?)])
  func notClaimed(row: (String, SheetStyle, BackdropTapAction, DetentID?)) {
    var host = HostDriver(row.1, selection: "medium") {
      $0.backdropTap = row.2
      $0.undimmedThrough = row.3
    }
    host.measure()
    host.frames(from: 0, to: 1.5)
    host.forget()
    #expect(!host.model.takesEscapeKey, "\(row.0)")
    host.send(.escapeKey, at: 2)
    host.frames(from: 2, to: 3)
    #expect(host.layout(at: 3).top == 445.5, "\(row.0): top \(host.layout(at: 3).top)")
    #expect(host.lifecycle.isEmpty, "\(row.0): \(host.lifecycle)")
  }

  @Test("during the entrance and while a finger holds the sheet: not claimed")
  func enteringAndDragging() {
    var host = HostDriver(selection: "medium")
    host.measure()
    host.frames(from: 0, to: 0.05)
    #expect(!host.model.takesEscapeKey, "entering")
    host.frames(from: 0.05, to: 1.5)
    _ = host.drag(from: 460, to: 420, start: 2, lift: false)
    #expect(!host.model.takesEscapeKey, "dragging")
    host.send(.escapeKey, at: 2.3)
    #expect(host.count(.setPresented(false)) == 0)
  }
}
