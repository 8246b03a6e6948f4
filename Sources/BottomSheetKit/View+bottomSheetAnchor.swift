#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Marks this view of the screen as an anchor for ``Detent/anchor(_:)`` detents: a sheet
    /// with `.anchor(name)` rests with its top edge on this view's measured bottom edge, and
    /// follows it when the layout changes (rotation, dynamic type, content loading).
    ///
    /// ```swift
    /// VStack(spacing: 0) {
    ///   SearchBar()
    ///   Shortcuts().bottomSheetAnchor("shortcuts")
    ///   Spacer()
    /// }
    /// .inlineBottomSheet(detents: [.anchor("shortcuts"), .large]) { Results() }
    /// ```
    ///
    /// - Parameter name: The anchor's name, as used in `Detent.anchor(_:)`.
    public func bottomSheetAnchor(_ name: String) -> some View {
      background {
        GeometryReader { geometry in
          Color.clear.preference(
            key: SheetAnchorsKey.self,
            value: [name: Double(geometry.frame(in: .named(SheetAnchorSpace.name)).maxY)])
        }
      }
    }
  }
#endif
