#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Restyles the enclosing sheet's grabber: its colour and size.
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetGrabber(color: .orange, width: 48, height: 6)
    /// ```
    ///
    /// Only the look changes. The grabber keeps its row (20 pt, which counts in the detents:
    /// `Detent.header` and `.fitsContent` rest on it), its hit area (the whole row, extended
    /// down to 44 pt, Apple's minimum touch target, behind the header and content, so their
    /// own buttons still win), and its accessibility element: VoiceOver's adjustable "Sheet
    /// grabber", whose swipes up and down move the sheet a detent. Whether it shows is
    /// `bottomSheetDragIndicator(_:)`.
    ///
    /// The size is kept within bounds so the grabber fits its row and can be seen: width
    /// 8…200 pt, height 2…12 pt. A value outside is clamped, a NaN or infinity is replaced by
    /// the standard size, and debug builds print a line saying so. On a sheet narrower than the
    /// width, the capsule is as wide as the sheet.
    ///
    /// - Parameters:
    ///   - color: The capsule's colour; nil keeps the system's (a secondary fill that adapts to
    ///     light and dark mode).
    ///   - width: The capsule's width in points; nil keeps 36.
    ///   - height: The capsule's height in points; nil keeps 5.
    public func bottomSheetGrabber(
      color: Color? = nil, width: Double? = nil, height: Double? = nil
    ) -> some View {
      let grabber = SheetGrabber.capsule(color: color, width: width, height: height)
      return modifier(SheetOptionModifier { $0.grabber = grabber })
    }

    /// Replaces the enclosing sheet's grabber with a view of your own.
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetGrabber {
    ///     Image(systemName: "chevron.compact.down")
    ///       .font(.title3.weight(.semibold))
    ///       .foregroundStyle(.secondary)
    ///   }
    /// ```
    ///
    /// The view is centred in the grabber's row and proposed its size (the full width, 20 pt
    /// tall); the row keeps its height, which counts in the detents, so a taller view overflows
    /// it rather than pushing the content down: for a larger handle, use
    /// `bottomSheetHeader(_:)`. The row keeps its hit area (the whole row, extended down to
    /// 44 pt behind the header and content) and its accessibility element: VoiceOver reads the
    /// package's adjustable "Sheet grabber", with its swipes up and down, and not what the view
    /// itself says. Whether it shows is `bottomSheetDragIndicator(_:)`.
    ///
    /// - Parameter content: The grabber's look.
    public func bottomSheetGrabber<V: View>(@ViewBuilder _ content: () -> V) -> some View {
      modifier(
        SheetRefOptionModifier(value: AnyView(content()), rereads: true) { options, box in
          options.grabber = .view(box)
        })
    }
  }
#endif
