#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI
  import UIKit

  /// Where the hosted screen's measured anchors go (set by ``SheetInlineController``).
  @MainActor final class SheetScreenModel {
    var anchorsChanged: (([String: Double]) -> Void)?
  }
#endif
