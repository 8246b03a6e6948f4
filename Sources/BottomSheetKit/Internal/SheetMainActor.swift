#if canImport(UIKit)
  import Foundation

  /// Reaches the main actor from a closure SwiftUI calls, without trapping off the main thread.
  ///
  /// SwiftUI calls preference actions on the main thread, where apps write `@State`; nothing
  /// Apple documents promises it, and iOS 26 evaluates some closures handed to SwiftUI on its
  /// asynchronous renderer (FB24158327; ciaranrobrien/SwiftUIFlow #4 shows
  /// `MainActor.assumeIsolated` trapping on `com.apple.SwiftUI.AsyncRenderer`). So on the main
  /// thread the action runs at once, as before; anywhere else it is queued to the main actor
  /// instead of trapping (one turn late, which a measurement can afford).
  enum SheetMainActor {
    /// Runs `body` on the main actor: at once on the main thread, else on its next turn.
    static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
      if Thread.isMainThread {
        MainActor.assumeIsolated { body() }
      } else {
        Task { @MainActor in body() }
      }
    }
  }
#endif
