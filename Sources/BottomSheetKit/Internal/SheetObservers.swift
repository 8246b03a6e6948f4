#if canImport(UIKit)
  import Foundation

  /// Block-based notification observers, removed when the set is emptied or freed: a
  /// controller that is freed without leaving its parent (its anchor released first) leaves no
  /// observer behind.
  final class SheetObservers: @unchecked Sendable {
    // Touched only on the main thread: added and removed by the controller, and freed with it.
    var tokens: [NSObjectProtocol] = []

    var isEmpty: Bool { tokens.isEmpty }

    func add(_ token: NSObjectProtocol) { tokens.append(token) }

    func removeAll() {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      tokens = []
    }

    deinit { removeAll() }
  }
#endif
