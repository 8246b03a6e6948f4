#if canImport(UIKit)
  import SwiftUI

  extension View {
    /// Gives this view the whole environment of another place (the sheet modifier's), as a
    /// value: colour scheme, Dynamic Type, locale, layout direction, custom keys and
    /// environment objects all cross (divadretlaw/WindowKit `WindowView.swift` carries a
    /// window's environment the same way).
    ///
    /// The closure SwiftUI runs reads only the value it captured, never main-actor state, so
    /// it is safe wherever SwiftUI evaluates it (iOS 26's renderer runs some environment and
    /// layout closures off the main thread: FB24158327).
    func sheetEnvironment(_ environment: EnvironmentValues) -> some View {
      transformEnvironment(\.self) { values in values = environment }
    }
  }
#endif
