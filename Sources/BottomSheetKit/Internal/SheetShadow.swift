#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// A shadow under the sheet.
  struct SheetShadow: Equatable {
    var color: Color
    var radius: Double
    var x: Double
    var y: Double
  }
#endif
