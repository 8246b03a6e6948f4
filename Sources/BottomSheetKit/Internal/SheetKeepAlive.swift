#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import UIKit

  /// Keeps a sheet's controller alive after its modifier went away while effects still wait
  /// for the next main-queue turn (nothing else holds it then: SwiftUI has released the
  /// representable). A presented sheet is held by UIKit until it is dismissed after its exit;
  /// the keep-alive lets go at the detach, or on the next turn once nothing waits.
  @MainActor enum SheetKeepAlive {
    private static var held: [ObjectIdentifier: UIViewController] = [:]

    static func hold(_ controller: UIViewController) {
      held[ObjectIdentifier(controller)] = controller
    }

    static func release(_ controller: UIViewController) {
      held[ObjectIdentifier(controller)] = nil
    }
  }
#endif
