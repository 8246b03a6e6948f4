#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import UIKit

  /// A controller that has a ``SheetFamily``: what a sheet looks for up its anchor's responder
  /// chain to find the sheet it was presented from.
  @MainActor protocol SheetFamilyMember: AnyObject {
    var family: SheetFamily { get }
  }
#endif
