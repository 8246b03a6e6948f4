import BottomSheetKit
import SwiftUI

/// A screen presenting `bottomSheet(item:)` at `.medium`; each item's content is the marker
/// `"item-<id>"` filling the sheet.
struct SwapFixture: View {
  @ObservedObject var model: SwapModel

  var body: some View {
    MarkerView(name: "presenter")
      .bottomSheet(item: model.countedItem, onDismiss: dismissed) { item in
        MarkerView(name: "item-\(item.id)").bottomSheetDetents([.medium])
      }
  }

  private func dismissed() { model.dismissals += 1 }
}
