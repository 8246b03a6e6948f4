#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Shows a persistent (inline) sheet over this view: on screen at once at its selected
    /// detent, without animation or backdrop; the screen behind stays interactive. It cannot be
    /// dismissed by a drag.
    ///
    /// Detents can come from measured layout with ``Detent/anchor(_:)`` and
    /// ``SwiftUICore/View/bottomSheetAnchor(_:)``, like a Maps-style sheet that rests just
    /// below the blocks above it:
    ///
    /// ```swift
    /// @State private var detent = Detent.anchor("summary")
    ///
    /// VStack {
    ///   Header()
    ///   Summary().bottomSheetAnchor("summary")
    ///   Spacer()
    /// }
    /// .inlineBottomSheet(detents: [.anchor("summary"), .large], selection: $detent) {
    ///   ResultsList()
    /// }
    /// ```
    ///
    /// `bottomSheetDetents(_:)` or `bottomSheetDetents(_:selection:)` in the content, if
    /// present, override `detents` and `selection`: the innermost modifier wins, as with
    /// SwiftUI's own preferences, so content that changes its detents with its state can.
    /// `bottomSheetDetents(_:)` without a selection keeps this modifier's `selection`: name
    /// detents both lists share, or the sheet selects the nearest detent and writes it back.
    ///
    /// - Parameters:
    ///   - detents: Where the sheet may rest.
    ///   - selection: The detent it rests on; the sheet updates it, and moves when it changes.
    ///     Without one, it starts at the lowest detent.
    ///   - content: The sheet's content.
    public func inlineBottomSheet<Content: View>(
      detents: [Detent], selection: Binding<Detent>? = nil,
      @ViewBuilder content: () -> Content
    ) -> some View {
      SheetHostView(
        base: self, sheet: content(),
        presentation: SheetPresentation(
          style: .inline, isPresented: nil, onDismiss: nil, detents: detents,
          selection: selection))
    }

    /// Shows a persistent (inline) sheet over this view while `isPresented` is `true`: it
    /// springs out below the screen when `isPresented` becomes `false`, and back to its
    /// selected detent when it becomes `true`. Hidden, the screen behind takes every touch.
    ///
    /// ```swift
    /// @State private var showsResults = true
    ///
    /// Map()
    ///   .inlineBottomSheet(isPresented: $showsResults, detents: [.header, .large]) {
    ///     Results()
    ///   }
    /// ```
    ///
    /// A drag never hides it (an inline sheet cannot be dismissed by a drag); the binding, or
    /// the proxy's ``BottomSheetProxy/dismiss(animated:)`` from the content, does. Created with
    /// `isPresented` false, it starts hidden; true, it is on screen from the first frame.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is shown; the sheet writes `false` when its content
    ///     dismisses it.
    ///   - detents: Where the sheet may rest.
    ///   - selection: The detent it rests on; the sheet updates it, and moves when it changes.
    ///   - content: The sheet's content.
    public func inlineBottomSheet<Content: View>(
      isPresented: Binding<Bool>, detents: [Detent], selection: Binding<Detent>? = nil,
      @ViewBuilder content: () -> Content
    ) -> some View {
      SheetHostView(
        base: self, sheet: content(),
        presentation: SheetPresentation(
          style: .inline, isPresented: isPresented, onDismiss: nil, detents: detents,
          selection: selection))
    }
  }
#endif
