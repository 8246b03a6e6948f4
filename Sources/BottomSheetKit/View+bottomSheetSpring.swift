#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Sets the springs the enclosing sheet moves with: the one it settles with after a drag
    /// or a selection, and, when they should differ, the entrance's and the exit's. Under
    /// Reduce Motion the engine uses its critically damped, short spring for all of them.
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetSpring(.snappy)
    ///
    /// // A bouncier entrance and a quick exit; releases keep the default spring.
    /// Content()
    ///   .bottomSheetSpring(presentation: .bouncy, dismissal: .snappy(duration: 0.3))
    /// ```
    ///
    /// The springs are solved in closed form by the engine, so a moving sheet can be caught
    /// and the release velocity carries into the motion. The entrance's spring is used from
    /// the presentation until the sheet first rests (a keyboard that moves it meanwhile keeps
    /// it); the exit's from the dismissal on (a drag's release that dismisses included).
    ///
    /// - Parameters:
    ///   - spring: The spring of releases and selections: SwiftUI's presets
    ///     (``SheetSpring/smooth``, ``SheetSpring/snappy``, ``SheetSpring/bouncy``),
    ///     `SheetSpring(duration:bounce:)`, or `SheetSpring(response:dampingFraction:)`. Nil
    ///     keeps the package's default.
    ///   - presentation: The entrance's spring; nil uses `spring`.
    ///   - dismissal: The exit's spring; nil uses `spring`.
    public func bottomSheetSpring(
      _ spring: SheetSpring? = nil, presentation: SheetSpring? = nil,
      dismissal: SheetSpring? = nil
    ) -> some View {
      modifier(
        SheetOptionModifier {
          $0.spring = spring
          $0.presentationSpring = presentation
          $0.dismissalSpring = dismissal
        })
    }
  }
#endif
