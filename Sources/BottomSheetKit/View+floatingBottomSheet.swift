#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Presents a floating card while `isPresented` is `true`: inset from the screen's edges
    /// above the bottom safe area, rounded on all four corners, with a rubber band on both axes.
    /// It fits its content unless the content sets detents.
    ///
    /// ```swift
    /// MapView()
    ///   .floatingBottomSheet(isPresented: $showsRoute) {
    ///     RouteCard()
    ///       .bottomSheetDetents([.height(120), .height(320)])
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the card is shown; set to `false` when it is dismissed.
    ///   - onDismiss: Called when a dismissal has finished moving.
    ///   - content: The card's content.
    public func floatingBottomSheet<Content: View>(
      isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: () -> Content
    ) -> some View {
      SheetHostView(
        base: self, sheet: content(),
        presentation: SheetPresentation(
          style: .floating, isPresented: isPresented, onDismiss: onDismiss))
    }

    /// Presents a floating card for `item` while it is not `nil`.
    ///
    /// ```swift
    /// MapView()
    ///   .floatingBottomSheet(item: $selectedPin) { pin in
    ///     PinCard(pin: pin)
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item to show; set to `nil` when the card is dismissed.
    ///   - onDismiss: Called when a dismissal has finished moving.
    ///   - content: The card's content for an item.
    public func floatingBottomSheet<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      modifier(
        ItemSheetModifier(item: item, style: .floating, onDismiss: onDismiss, sheet: content))
    }
  }
#endif
