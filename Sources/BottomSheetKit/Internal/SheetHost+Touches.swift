#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// Touches reach the engine from two machineries — SwiftUI's `DragGesture` on the sheet and the
  /// UIKit pan bridge on its scroll view — which may both see the same finger. The first one to
  /// report a finger feeds the engine until it lifts; the other is only remembered, so a system
  /// cancellation of one does not cancel a finger the other still tracks.
  extension SheetHost {
    // MARK: - Touches (SwiftUI)

    var touchGesture: some Gesture {
      DragGesture(minimumDistance: 0, coordinateSpace: .named(SheetCoordinateSpace.name))
        .updating($swiftUITouchActive) { _, active, _ in active = true }
        .onChanged { value in
          let t = time(value.time)
          if model.touch?.owner != .swiftUI && !(model.touch?.others.contains(.swiftUI) ?? false) {
            touchBegan(.swiftUI, at: value.startLocation, time: t)
          }
          touchMoved(.swiftUI, to: value.location, time: t)
        }
        .onEnded { value in touchEnded(.swiftUI, at: value.location, time: time(value.time)) }
    }

    // MARK: - Touch arbitration (both sources)

    func touchBegan(_ source: SheetTouchSource, at point: CGPoint, time t: Double) {
      if var touch = model.touch {
        // The same finger seen by the other machinery: the first one keeps feeding the engine.
        touch.others.insert(source)
        model.touch = touch
        return
      }
      model.touch = SheetTouchSequence(owner: source)
      let region: TouchRegion? = source == .uiKit ? .content : nil
      record(.down(point, region, t))
      apply(at: t) { engine, t in engine.touchDown(at: sheetPoint(point), time: t, region: region) }
    }

    func touchMoved(_ source: SheetTouchSource, to point: CGPoint, time t: Double) {
      guard model.touch?.owner == source else { return }
      record(.move(point, t))
      apply(at: t) { engine, t in engine.touchMoved(to: sheetPoint(point), time: t) }
    }

    func touchEnded(_ source: SheetTouchSource, at point: CGPoint, time t: Double) {
      guard var touch = model.touch else { return }
      guard touch.owner == source else {
        touch.others.remove(source)
        model.touch = touch
        return
      }
      model.touch = nil
      record(.up(point, t))
      apply(at: t) { engine, t in engine.touchUp(at: sheetPoint(point), time: t) }
    }

    func touchCancelled(_ source: SheetTouchSource) {
      guard var touch = model.touch else { return }
      guard touch.owner == source else {
        touch.others.remove(source)
        model.touch = touch
        return
      }
      if let next = touch.others.first {
        // The other machinery still tracks this finger: it takes over, nothing is cancelled.
        touch.others.remove(next)
        touch.owner = next
        model.touch = touch
        return
      }
      model.touch = nil
      let t = now()
      record(.cancel(t))
      apply(at: t) { engine, t in engine.touchCancelled(time: t) }
    }

    func contentScrolled(offset: Double) {
      let t = now()
      guard let engine = model.engine, abs(engine.contentOffset - offset) > 0.01 else { return }
      record(.scroll(offset, t))
      apply(at: t) { engine, t in engine.contentScrolled(offset: offset, time: t) }
    }

  }
#endif
