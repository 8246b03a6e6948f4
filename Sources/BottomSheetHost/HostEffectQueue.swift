@_spi(Lab) import BottomSheetCore
/// When the layer may apply the host's effects: now, or on the next main-queue turn.
///
/// SwiftUI calls `updateUIViewController` inside its view-update pass. Writing a binding,
/// publishing an `ObservableObject`, calling the app's callbacks or adding views to the window
/// there makes SwiftUI warn ("Modifying state during view update", "Publishing changes from
/// within view updates") and can drop the write (SwiftUIX issue 387, TCA issue 1459;
/// FloatingPanel writes its state binding from a `Task` for the same reason). So effects that arise during an update
/// pass are held and applied on the next main-queue turn; while any are held, later effects
/// queue behind them, so everything runs in the order the host emitted it.
///
/// ```swift
/// host.takeEffects(into: &fresh)
/// if queue.admit(fresh, duringViewUpdate: isUpdating, into: &now) {
///   DispatchQueue.main.async { queue.flush(into: &now); apply(now) }
/// }
/// apply(now)
/// ```
///
/// Complexity: O(*n*) in the effects admitted; allocation-free once its buffers have grown.
public struct HostEffectQueue: Sendable {
  /// The effects held for the next turn, oldest first.
  public private(set) var held: [HostEffect] = []

  /// Creates an empty queue.
  public init() {}

  /// Takes effects the host just emitted.
  ///
  /// - Parameters:
  ///   - effects: The host's new effects, in order.
  ///   - duringViewUpdate: Whether they arose inside SwiftUI's update pass.
  ///   - now: Receives the effects to apply now (appended, in order).
  /// - Returns: Whether the layer must schedule a `flush(into:)` on the next main-queue
  ///   turn: true the first time effects are held.
  public mutating func admit(
    _ effects: [HostEffect], duringViewUpdate: Bool, into now: inout [HostEffect]
  ) -> Bool {
    guard !effects.isEmpty else { return false }
    guard duringViewUpdate || !held.isEmpty else {
      now.append(contentsOf: effects)
      return false
    }
    let schedule = held.isEmpty
    held.append(contentsOf: effects)
    return schedule
  }

  /// Hands over every held effect, in order, and holds none.
  public mutating func flush(into now: inout [HostEffect]) {
    now.append(contentsOf: held)
    held.removeAll(keepingCapacity: true)
  }
}
