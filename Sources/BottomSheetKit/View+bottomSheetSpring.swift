#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Sets the spring the enclosing sheet settles with (releases, selection, presentation).
    /// Under Reduce Motion the engine uses its critically damped, short spring instead.
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetSpring(.snappy)
    ///
    /// Content()
    ///   .bottomSheetSpring(SheetSpring(response: 0.45, dampingFraction: 0.7))
    /// ```
    ///
    /// The spring is solved in closed form by the engine, so a moving sheet can be caught and
    /// the release velocity carries into the motion.
    ///
    /// - Parameter spring: The spring: SwiftUI's presets (``SheetSpring/smooth``,
    ///   ``SheetSpring/snappy``, ``SheetSpring/bouncy``), `SheetSpring(duration:bounce:)`, or
    ///   `SheetSpring(response:dampingFraction:)`.
    public func bottomSheetSpring(_ spring: SheetSpring) -> some View {
      modifier(SheetOptionModifier { $0.spring = spring })
    }
  }
#endif
