#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// Records the exact input stream a sheet receives — touches, scroll offsets, geometry,
  /// programmatic calls — as a scenario file (the format of `sheetlab replay`), so a gesture
  /// felt on a device can be replayed, pictured and tested anywhere Swift runs.
  ///
  /// Attach it inside the sheet content, perform the gesture, then read ``scenarioJSON``:
  ///
  /// ```swift
  /// @State private var recorder = BottomSheetTraceRecorder()
  ///
  /// Text("Drag me")
  ///   .bottomSheetTrace(recorder)
  ///   .onBottomSheetEvent { event in
  ///     if case .settled = event.kind { print(recorder.scenarioJSON) }
  ///   }
  /// ```
  ///
  /// Times are seconds since the sheet's engine started (t = 0). Custom detents
  /// (``Detent/custom(_:_:)``) are written by id and cannot be replayed.
  @MainActor public final class BottomSheetTraceRecorder {
    /// One recorded input.
    enum Input {
      case down(CGPoint, Double)
      case move(CGPoint, Double)
      case up(CGPoint, Double)
      case cancel(Double)
      case scroll(Double, Double)
      case setDetent(DetentID, Double)
      case present(Double)
      case dismiss(Double)
      case context(SheetContext, Double)
    }

    private var configuration: SheetConfiguration?
    private var context: SheetContext?
    private var events: [String] = []
    private var lastTime = 0.0

    /// Creates an empty recorder; it starts when the sheet it is attached to appears.
    public init() {}

    /// The number of events recorded so far.
    public var eventCount: Int { events.count }

    /// Forgets the recorded events (the sheet's starting state is kept).
    public func reset() {
      events.removeAll()
      lastTime = 0
    }

    /// The recording as a scenario file (JSON text), or `nil` before the sheet has appeared.
    public var scenarioJSON: String? {
      guard let configuration, let context else { return nil }
      var parts: [String] = []
      parts.append("\"container\": " + Self.container(context))
      parts.append(
        "\"content\": { \"height\": \(Self.number(context.contentHeight)), "
          + "\"scrollable\": \(context.contentScrolls) }")
      parts.append("\"anchors\": " + Self.anchors(context.anchors))
      parts.append("\"sheet\": " + Self.sheet(configuration))
      parts.append("\"events\": [\n    " + events.joined(separator: ",\n    ") + "\n  ]")
      parts.append("\"output\": { \"fps\": 60, \"until\": \(Self.number(lastTime + 1)) }")
      return "{\n  " + parts.joined(separator: ",\n  ") + "\n}\n"
    }

    func begin(configuration: SheetConfiguration, context: SheetContext) {
      self.configuration = configuration
      self.context = context
      reset()
    }

    func record(_ input: Input, epoch: Date) {
      guard configuration != nil else { return }
      let event: String
      let t: Double
      switch input {
      case let .down(p, time):
        (t, event) = (time, Self.touch("down", p, time))
      case let .move(p, time):
        (t, event) = (time, Self.touch("move", p, time))
      case let .up(p, time):
        (t, event) = (time, Self.touch("up", p, time))
      case let .cancel(time):
        (t, event) = (time, "{ \"t\": \(Self.number(time)), \"type\": \"cancel\" }")
      case let .scroll(offset, time):
        t = time
        event =
          "{ \"t\": \(Self.number(time)), \"type\": \"scroll\", \"offset\": \(Self.number(offset)) }"
      case let .setDetent(id, time):
        t = time
        event =
          "{ \"t\": \(Self.number(time)), \"type\": \"setDetent\", "
          + "\"detent\": \(Self.string(id.rawValue)), \"animated\": true }"
      case let .present(time):
        (t, event) = (
          time, "{ \"t\": \(Self.number(time)), \"type\": \"present\", \"animated\": true }"
        )
      case let .dismiss(time):
        (t, event) = (
          time, "{ \"t\": \(Self.number(time)), \"type\": \"dismiss\", \"animated\": true }"
        )
      case let .context(context, time):
        t = time
        event =
          "{ \"t\": \(Self.number(time)), \"type\": \"context\", \"container\": "
          + Self.container(context) + ", \"content\": { \"height\": "
          + Self.number(context.contentHeight) + ", \"scrollable\": \(context.contentScrolls) }, "
          + "\"anchors\": " + Self.anchors(context.anchors) + " }"
      }
      // Events are in time order in the scenario format.
      let time = max(t, lastTime)
      lastTime = time
      events.append(event)
    }

    // MARK: - JSON text

    private static func touch(_ type: String, _ p: CGPoint, _ t: Double) -> String {
      "{ \"t\": \(number(t)), \"type\": \"\(type)\", \"x\": \(number(Double(p.x))), "
        + "\"y\": \(number(Double(p.y))) }"
    }

    private static func container(_ c: SheetContext) -> String {
      "{ \"width\": \(number(c.containerSize.width)), \"height\": \(number(c.containerSize.height)), "
        + "\"safeArea\": { \"top\": \(number(c.safeArea.top)), \"bottom\": \(number(c.safeArea.bottom)), "
        + "\"leading\": \(number(c.safeArea.leading)), \"trailing\": \(number(c.safeArea.trailing)) }, "
        + "\"keyboard\": \(number(c.keyboardHeight)) }"
    }

    private static func anchors(_ anchors: [String: Double]) -> String {
      let items = anchors.keys.sorted().map { "\(string($0)): \(number(anchors[$0] ?? 0))" }
      return "{ " + items.joined(separator: ", ") + " }"
    }

    private static func sheet(_ c: SheetConfiguration) -> String {
      var fields: [String] = []
      fields.append("\"style\": \(string(c.style.rawValue))")
      fields.append(
        "\"detents\": [" + c.detents.map { string($0.id.rawValue) }.joined(separator: ", ") + "]")
      if let initial = c.initialDetent { fields.append("\"initial\": \(string(initial.rawValue))") }
      fields.append("\"dismissible\": \(c.isDismissible)")
      fields.append("\"presented\": \(c.startsPresented)")
      fields.append("\"topInset\": \(number(c.topInset))")
      fields.append(
        "\"floatingInset\": { \"bottom\": \(number(c.floatingInsets.bottom)), "
          + "\"horizontal\": \(number(c.floatingInsets.horizontal)) }")
      fields.append("\"rubberBand\": " + rubberBand(c.behavior.rubberBand))
      fields.append("\"horizontalRubberBand\": " + rubberBand(c.behavior.horizontalRubberBand))
      let spring = c.behavior.effectiveSpring
      fields.append(
        "\"spring\": { \"response\": \(number(spring.response)), "
          + "\"dampingFraction\": \(number(spring.dampingRatio)) }")
      fields.append("\"decelerationRate\": \(number(c.behavior.decelerationRate))")
      if let undimmed = c.undimmedThrough {
        fields.append("\"undimmedThrough\": \(string(undimmed.rawValue))")
      }
      fields.append("\"backdropOpacity\": \(number(c.backdropOpacity))")
      return "{ " + fields.joined(separator: ", ") + " }"
    }

    private static func rubberBand(_ band: RubberBand) -> String {
      switch band {
      case let .elastic(coefficient):
        return "{ \"kind\": \"elastic\", \"coefficient\": \(number(coefficient)) }"
      case let .damped(scale, limit):
        return "{ \"kind\": \"damped\", \"scale\": \(number(scale)), \"limit\": \(number(limit)) }"
      case let .linear(allowance):
        return "{ \"kind\": \"linear\", \"allowance\": \(number(allowance)) }"
      case .none:
        return "{ \"kind\": \"none\" }"
      }
    }

    /// A JSON number: finite values as Swift prints them, anything else as 0.
    private static func number(_ value: Double) -> String {
      value.isFinite ? "\(value)" : "0"
    }

    /// A JSON string literal.
    private static func string(_ value: String) -> String {
      var out = "\""
      for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
          if scalar.value < 0x20 {
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          } else {
            out.unicodeScalars.append(scalar)
          }
        }
      }
      return out + "\""
    }
  }
#endif
