#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

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
