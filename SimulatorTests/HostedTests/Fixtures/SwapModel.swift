import SwiftUI

/// The state of ``SwapFixture``: the item the app shows, what the sheet wrote back, and its
/// `onDismiss` calls.
@MainActor final class SwapModel: ObservableObject {
  @Published var item: SwapItem?
  /// Every value the sheet wrote to `item` (nil: a dismissal), in order.
  var itemWrites: [String?] = []
  var dismissals = 0

  /// `item` as the sheet gets it: the layer's writes are counted.
  var countedItem: Binding<SwapItem?> {
    Binding(
      get: { self.item },
      set: { value in
        self.itemWrites.append(value?.id)
        self.item = value
      })
  }
}
