@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// A tap on the grabber cycles the detents, as Apple's grabber does (issue #36, item 2).
@Suite("Host: grabber tap")
struct GrabberTapTests {
  static func announced(_ host: HostDriver) -> [SheetAnnouncement] {
    host.log.compactMap {
      if case let .announce(announcement) = $0 { return announcement }
      return nil
    }
  }

  static func selections(_ host: HostDriver) -> [DetentID] {
    host.log.compactMap {
      if case let .setSelection(id) = $0 { return id }
      return nil
    }
  }

  @Test("taps go to the next larger detent and wrap to the smallest, each arrival announced")
  func cycles() {
    var host = HostDriver.restingModal()
    host.send(.grabberTapped, at: 2)
    host.frames(from: 2, to: 3)
    #expect(host.layout(at: 3).frame.y == 47)  // large: 844 − 797
    host.send(.grabberTapped, at: 3.1)
    host.frames(from: 3.1, to: 4)
    #expect(host.layout(at: 4).frame.y == 445.5)  // medium: 844 − 398.5
    #expect(Self.selections(host) == ["large", "medium"])
    #expect(Self.announced(host) == [.settled(.expanded), .settled(.collapsed)])
    #expect(host.eventNames.filter { $0 == "settled" }.count == 2)
    // A drag's arrival plays no haptic (the haptic marks a finger crossing a detent); nor does a tap's.
    #expect(host.count(.haptic) == 0)
  }

  @Test("three detents: 200 → medium → large → 200")
  func cyclesThree() {
    var host = HostDriver(detents: [.height(200), .medium, .large], selection: "height:200")
    host.measure()
    host.frames(from: 0, to: 1.5)
    host.forget()
    for (k, expected) in [("medium", 445.5), ("large", 47), ("height:200", 644)].enumerated() {
      let t = 2 + Double(k)
      host.send(.grabberTapped, at: t)
      host.frames(from: t, to: t + 0.9)
      #expect(host.layout(at: t + 0.9).frame.y == expected.1, "tap \(k + 1)")
      #expect(Self.selections(host).last == DetentID(expected.0))
    }
    #expect(Self.announced(host).count == 3)
  }

  @Test("the adjustable element's increment still stops at the largest detent")
  func incrementUnchanged() {
    var host = HostDriver.restingModal()
    host.send(.select("large", animated: false), at: 1.6)
    host.forget()
    host.send(.accessibilityIncrement, at: 2)
    host.frames(from: 2, to: 2.5)
    #expect(Self.selections(host).isEmpty)
    host.send(.grabberTapped, at: 3)
    host.frames(from: 3, to: 4)
    #expect(Self.selections(host) == ["medium"])
  }

  @Test("nothing with one detent, a hidden grabber, or a sheet that is not presented")
  func ignored() {
    var one = HostDriver(detents: [.large], selection: "large")
    one.measure()
    one.frames(from: 0, to: 1.5)
    one.forget()
    one.send(.grabberTapped, at: 2)
    one.frames(from: 2, to: 2.5)
    #expect(one.eventNames.isEmpty)

    var hidden = HostDriver.restingModal { $0.chrome.grabber = .hidden }
    hidden.send(.grabberTapped, at: 2)
    hidden.frames(from: 2, to: 2.5)
    #expect(hidden.eventNames.isEmpty)

    var away = HostDriver(presented: false)
    away.measure()
    away.send(.grabberTapped, at: 1)
    away.frames(from: 1, to: 1.5)
    #expect(away.eventNames.isEmpty)
  }
}

extension GrabberTapTests {
  @Test("a grabber tap during a drag does nothing: the finger has the sheet")
  func ignoredDuringDrag() {
    var host = HostDriver.restingModal()
    host.drag(from: 460, to: 440, start: 2, lift: false)
    host.send(.grabberTapped, at: 2.3)
    // Held still, then lifted: the sheet returns to medium (a tap taken as a request would be
    // deferred to this lift and carry the sheet to large).
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 440), velocity: nil), at: 2.5)
    host.frames(from: 2.5, to: 3.5)
    #expect(Self.selections(host).isEmpty)
    #expect(host.layout(at: 3.5).frame.y == 445.5)
  }
}
