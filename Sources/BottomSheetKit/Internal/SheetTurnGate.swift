#if canImport(UIKit)
  import Foundation

  /// Lets an action through once per main-queue turn: two recognizers that both answer one tap
  /// (the glass close button and the 44-pt area around it, should SwiftUI ever let both fire)
  /// send one close, and a guarded sheet calls its dismiss-attempt handler once.
  @MainActor final class SheetTurnGate {
    private var closed = false

    /// Runs `action` unless an action already ran in this turn.
    func run(_ action: () -> Void) {
      guard !closed else { return }
      closed = true
      DispatchQueue.main.async { [weak self] in self?.closed = false }
      action()
    }
  }
#endif
