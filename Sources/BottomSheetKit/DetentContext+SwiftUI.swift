#if canImport(UIKit)
  import BottomSheetCore
  import CoreGraphics

  extension DetentContext {
    /// The height of the largest detent the sheet can rest at, as Apple's
    /// `CustomPresentationDetent.Context.maxDetentValue` names it: the same value as
    /// ``DetentContext/maximumHeight``, in SwiftUI's `CGFloat`.
    ///
    /// ```swift
    /// .bottomSheetDetents([.custom("bar") { context in context.maxDetentValue * 0.1 }])
    /// ```
    public var maxDetentValue: CGFloat { CGFloat(maximumHeight) }
  }
#endif
