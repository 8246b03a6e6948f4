#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// An event handler in either form: the app's detents, or (deprecated) the engine's event.
  enum SheetEventHandler {
    case detents((BottomSheetEvent) -> Void)
    case identities((SheetEvent) -> Void)

    /// Calls the handler with `event`, its detents looked up in `detents`.
    func callAsFunction(_ event: SheetEvent, detents: [Detent]) {
      switch self {
      case let .detents(action): action(BottomSheetEvent(event, detents: detents))
      case let .identities(action): action(event)
      }
    }
  }
#endif
