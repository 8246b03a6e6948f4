#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Presents a modal bottom sheet while `isPresented` is `true`: a backdrop dims the screen,
    /// the sheet rests on its detents (medium and large unless the content says otherwise) and
    /// can be dragged, flicked and dismissed.
    ///
    /// **Close it from its content with the sheet's proxy**, not `@Environment(\.dismiss)`,
    /// which inside the sheet is the presenting screen's (it would pop or dismiss the screen
    /// behind):
    ///
    /// ```swift
    /// struct DetailsView: View {
    ///   @Environment(\.bottomSheet) private var sheet
    ///
    ///   var body: some View {
    ///     Button("Done") { sheet.dismiss() }
    ///   }
    /// }
    /// ```
    ///
    /// It reads like Apple's `sheet(isPresented:onDismiss:content:)`; configure it from inside
    /// the content, as with `presentationDetents(_:)`:
    ///
    /// ```swift
    /// Button("Show details") { showDetails = true }
    ///   .bottomSheet(isPresented: $showDetails) {
    ///     DetailsView()
    ///       .bottomSheetDetents([.medium, .large])
    ///       .bottomSheetTitle("Details")
    ///   }
    /// ```
    ///
    /// The sheet is a UIKit presentation from wherever the modifier is, above tab bars,
    /// navigation bars and any sheet already up, as Apple's is; like Apple's, while it is up the
    /// screen behind cannot present anything itself (present from the sheet's content).
    /// SwiftUI's `interactiveDismissDisabled(_:)` inside the content is not read: guard the
    /// sheet with `bottomSheetInteractiveDismissDisabled(_:onAttempt:)`.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is shown. The sheet sets it to `false` when it is
    ///     dismissed by a drag, a backdrop tap or VoiceOver's escape.
    ///   - onDismiss: Called when a dismissal has finished moving.
    ///   - content: The sheet's content.
    public func bottomSheet<Content: View>(
      isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: () -> Content
    ) -> some View {
      SheetHostView(
        base: self, sheet: content(),
        presentation: SheetPresentation(
          style: .modal, isPresented: isPresented, onDismiss: onDismiss))
    }

    /// Presents a modal bottom sheet for `item` while it is not `nil`.
    ///
    /// ```swift
    /// @State private var selectedPlace: Place?
    ///
    /// PlacesList(selection: $selectedPlace)
    ///   .bottomSheet(item: $selectedPlace) { place in
    ///     PlaceDetails(place: place)
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item to show. The sheet sets it to `nil` when it is dismissed; while it
    ///     leaves, it keeps showing the last item.
    ///   - onDismiss: Called when a dismissal has finished moving.
    ///   - content: The sheet's content for an item.
    public func bottomSheet<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      modifier(
        ItemSheetModifier(item: item, style: .modal, onDismiss: onDismiss, sheet: content))
    }
  }
#endif
