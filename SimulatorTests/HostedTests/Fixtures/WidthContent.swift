import BottomSheetKit
import SwiftUI

/// A sheet's content that draws the presenter's state as a width: ``WidthProbe`` is 100 pt wide,
/// or 300 pt when `wide`. It receives `wide` as a plain value (it observes nothing), so a change
/// reaches it only through the sheet's update, with the animation the layer carries.
struct WidthContent: View {
  let wide: Bool

  var body: some View {
    VStack {
      WidthProbe(width: wide ? 300 : 100)
      Spacer(minLength: 0)
    }
    .bottomSheetDetents([.medium])
  }
}
