#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Prevents the enclosing sheet from being dismissed by a drag, a backdrop tap, the close
    /// button or VoiceOver's escape, like `interactiveDismissDisabled(_:)`, and tells you when
    /// someone tries: the sheet springs back to its lowest detent and `onAttempt` is called
    /// (for example to ask "Discard changes?").
    ///
    /// ```swift
    /// Editor(text: $draft)
    ///   .bottomSheetInteractiveDismissDisabled(!draft.isEmpty) {
    ///     showsDiscardAlert = true
    ///   }
    /// ```
    ///
    /// Programmatic dismissal (the binding, ``BottomSheetProxy/dismiss(animated:)``) still works.
    ///
    /// SwiftUI's own `interactiveDismissDisabled(_:)` inside a bottom sheet's content compiles
    /// and is not read (SwiftUI applies it to the presentations it manages itself): a sheet
    /// migrated from `.sheet` needs this modifier to keep its guard.
    ///
    /// - Parameters:
    ///   - isDisabled: Whether interactive dismissal is disabled.
    ///   - onAttempt: Called each time a dismissal is attempted while disabled.
    public func bottomSheetInteractiveDismissDisabled(
      _ isDisabled: Bool = true, onAttempt: (() -> Void)? = nil
    ) -> some View {
      modifier(SheetOptionModifier { $0.dismissDisabled = isDisabled })
        .modifier(
          SheetRefOptionModifier(value: onAttempt ?? {}) { options, box in
            options.onDismissAttempt = box
          })
    }
  }
#endif
