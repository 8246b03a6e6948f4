#if canImport(UIKit)
  import BottomSheetCore
  import CoreGraphics

  extension Detent {
    /// A detent at a fixed height in points, taking SwiftUI's `CGFloat` (a design system's
    /// tokens) as well as `Double`.
    ///
    /// ```swift
    /// .bottomSheetDetents([.height(Tokens.compactHeight), .large])
    /// ```
    @_disfavoredOverload
    public static func height(_ points: CGFloat) -> Detent { .height(Double(points)) }

    /// A detent that shows exactly the sheet's top: the grabber (when shown), the title row and
    /// the header view (`bottomSheetHeader`), measured, so
    /// "collapsed = the search field" needs no anchor outside the sheet.
    ///
    /// ```swift
    /// Results()
    ///   .bottomSheetHeader { SearchField(text: $query) }
    ///   .bottomSheetDetents([.header, .medium, .large])
    /// ```
    ///
    /// Its height is ``DetentContext/chromeHeight``, which follows Dynamic Type.
    public static let header = Detent.custom("header") { context in context.chromeHeight }
  }
#endif
