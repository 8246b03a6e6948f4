#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import UIKit

  /// The layer's one bridge to Objective-C: a target whose selector calls a closure, for the
  /// APIs that take a target and an action (gesture recognizers, `CADisplayLink`).
  ///
  /// Everything else in the layer is plain Swift, so the only code the Linux mirror build cannot
  /// compile as written is the `@objc` method below; the real SDK check compiles it
  /// (`scripts/ios-sdk-check`). The closure is held strongly and captures its owner weakly, so a
  /// target never keeps a sheet alive.
  @MainActor final class SheetActionTarget: NSObject {
    private let handler: (Any) -> Void

    /// Creates a target calling `handler` with the sender.
    init(_ handler: @escaping (Any) -> Void) {
      self.handler = handler
    }

    #if os(iOS)
      @objc func fire(_ sender: Any) { handler(sender) }
      /// The selector to pass with this target.
      static var action: Selector { #selector(fire(_:)) }
    #else
      // The mirror build (Linux) has no Objective-C runtime: the same shape, never called.
      func fire(_ sender: Any) { handler(sender) }
      static var action: Selector { Selector(("fire:")) }
    #endif
  }
#endif
