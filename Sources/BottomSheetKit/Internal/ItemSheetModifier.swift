#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Shows a sheet for an optional item, keeping the last item while the sheet leaves, as
  /// Apple's `sheet(item:onDismiss:content:)` does: an item set at the first render presents
  /// with its content; a new item while one is shown dismisses the shown one (its `onDismiss`
  /// is called if it was on screen) and then presents the new one.
  ///
  /// A swap is derived in the body, not stored: it holds from the very update that set the new
  /// item, so the sheet keeps the shown item's content (and its `@State`) until it has left,
  /// and never shows the new item in the old sheet for a frame. It ends when the shown item's
  /// presentation is over (``SheetPresentation/presentationEnded``), which the host reports
  /// for a sheet that never reached the screen too (a swap before the first item appeared).
  struct ItemSheetModifier<Item: Identifiable, Sheet: View>: ViewModifier {
    @Binding var item: Item?
    let style: SheetStyle
    let onDismiss: (() -> Void)?
    let sheet: (Item) -> Sheet
    /// The item whose sheet is presented or leaving.
    @State private var shown: Item?

    func body(content: Content) -> some View {
      let swapping = shown.map { shown in item.map { $0.id != shown.id } ?? false } ?? false
      let current = shown ?? item
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
          style: style, isPresented: isPresented, onDismiss: onDismiss,
          presentationEnded: { shown = item })
      )
      // iOS 15's onChange does not fire for the first value: an item set at the first render
      // is taken when the view appears.
      .onAppear {
        if shown == nil, let item { shown = item }
      }
      .onChange(of: item?.id) { _ in
        if shown == nil, let item { shown = item }
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
