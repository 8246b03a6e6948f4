#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI
  import UIKit

  /// Where the hosted screen's measured anchors and frame go (set by ``SheetInlineController``).
  @MainActor final class SheetScreenModel {
    var anchorsChanged: (([String: Double]) -> Void)?
    /// The base's top and bottom edges in ``SheetAnchorSpace``.
    var baseFrameChanged: ((Double, Double) -> Void)?
  }
#endif
