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

  /// Shows a sheet for an optional item, keeping the last item while the sheet leaves, as
  /// Apple's `sheet(item:onDismiss:content:)` does: an item set at the first render presents
  /// with its content; a new item while one is shown dismisses the shown one (its `onDismiss`
  /// is called) and then presents the new one.
  struct ItemSheetModifier<Item: Identifiable, Sheet: View>: ViewModifier {
    @Binding var item: Item?
    let style: SheetStyle
    let onDismiss: (() -> Void)?
    let sheet: (Item) -> Sheet
    /// The item the sheet shows: kept while it leaves, until its exit has finished.
    @State private var shown: Item?
    /// A new item waits for the shown one's exit.
    @State private var swapping = false

    func body(content: Content) -> some View {
      let current = swapping ? shown : (item ?? shown)
      // The sheet is presented while there is an item and no swap is under way; its dismissal
      // clears the item, except the shown one's exit during a swap (the new item stays).
      let isPresented = Binding<Bool>(
        get: { item != nil && !swapping },
        set: { presented in if !presented, !swapping { item = nil } })
      // Each item gets its own view identity: state inside one item's sheet never carries
      // over to the next item's.
      return SheetHostView(
        base: content, sheet: current.map { sheet($0).id($0.id) },
        presentation: SheetPresentation(
          style: style, isPresented: isPresented,
          onDismiss: {
            onDismiss?()
            if swapping {
              swapping = false
              shown = item
            } else {
              shown = nil
            }
          })
      )
      // iOS 15's onChange does not fire for the first value: an item set at the first render
      // is taken when the view appears.
      .onAppear {
        if shown == nil, let item { shown = item }
      }
      .onChange(of: item?.id) { _ in
        guard let item else { return }
        if let shown, shown.id != item.id {
          swapping = true  // the shown item leaves first; its onDismiss presents this one
        } else {
          shown = item
        }
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
