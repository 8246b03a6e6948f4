#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Shows a title in the enclosing sheet's header, above the content, from a localized key.
    ///
    /// Like `navigationTitle(_:)`, a string literal is a `LocalizedStringKey`, looked up in the
    /// app's `Localizable` strings:
    ///
    /// ```swift
    /// Settings()
    ///   .bottomSheetTitle("Settings")
    /// ```
    ///
    /// The header's measured height is part of the sheet's chrome, so content detents such as
    /// `.fitsContent` account for it.
    ///
    /// - Parameter titleKey: The key of the localized title.
    public func bottomSheetTitle(_ titleKey: LocalizedStringKey) -> some View {
      bottomSheetTitle(Text(titleKey))
    }

    /// Shows a string as the enclosing sheet's title, verbatim (not localized), like
    /// `navigationTitle(_:)` given a string that is not a literal.
    ///
    /// ```swift
    /// PlaceDetails(place: place)
    ///   .bottomSheetTitle(place.name)
    /// ```
    ///
    /// - Parameter title: The title.
    @_disfavoredOverload
    public func bottomSheetTitle<S: StringProtocol>(_ title: S) -> some View {
      bottomSheetTitle(Text(title))
    }

    /// Shows a text view as the enclosing sheet's title (styled or concatenated text).
    ///
    /// ```swift
    /// Settings()
    ///   .bottomSheetTitle(Text("Settings") + Text(" (beta)").foregroundColor(.secondary))
    /// ```
    ///
    /// - Parameter title: The title.
    public func bottomSheetTitle(_ title: Text) -> some View {
      modifier(SheetOptionModifier { $0.title = title })
    }
  }
#endif
