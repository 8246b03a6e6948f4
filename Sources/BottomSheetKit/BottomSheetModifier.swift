#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Presents a modal bottom sheet while `isPresented` is `true`: a backdrop dims the screen,
    /// the sheet rests on its detents (medium and large unless the content says otherwise) and
    /// can be dragged, flicked and dismissed.
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
    /// Apply it to a view that fills the screen: the sheet and its backdrop cover that view's
    /// frame, safe areas included.
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

  /// Shows a sheet for an optional item, keeping the last item while the sheet leaves.
  struct ItemSheetModifier<Item: Identifiable, Sheet: View>: ViewModifier {
    @Binding var item: Item?
    let style: SheetStyle
    let onDismiss: (() -> Void)?
    let sheet: (Item) -> Sheet
    @State private var shown: Item?

    func body(content: Content) -> some View {
      let isPresented = $item.sheetIsPresented
      let current = item ?? shown
      // Each item gets its own view identity: state inside one item's sheet never carries
      // over to the next item's.
      return SheetHostView(
        base: content, sheet: current.map { sheet($0).id($0.id) },
        presentation: SheetPresentation(
          style: style, isPresented: isPresented,
          onDismiss: {
            shown = nil
            onDismiss?()
          })
      )
      .onChange(of: item?.id) { _ in
        if let item { shown = item }
      }
    }
  }
  extension Optional {
    /// Whether an item is shown; setting `false` clears it (the sheet's dismissal).
    fileprivate var sheetIsPresented: Bool {
      get { self != nil }
      set { if !newValue { self = nil } }
    }
  }
#endif
