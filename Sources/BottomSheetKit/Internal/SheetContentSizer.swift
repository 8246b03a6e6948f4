#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Lays the content out at its natural height and measures it, or lets it fill the room.
  ///
  /// Natural: `fixedSize(horizontal: false, vertical: true)` proposes the content its ideal
  /// height (an unbounded vertical proposal), so multi-line text lays out every line whatever
  /// room the sheet gives it now (a height measured inside that room reports the room:
  /// content framed to 0 reported one line), and the height grows with the text or Dynamic
  /// Type. While the sheet is shorter than that (at a lower detent, or content taller than
  /// the largest), the content runs on below the sheet's room: `bottomSheetScrollOnOverflow`
  /// is for content that can outgrow the sheet. Fill:
  /// content without a natural height (a `List`, a map, a scroll view) takes the room.
  struct SheetContentSizer<Content: View>: View {
    let natural: Bool
    let fitted: @MainActor @Sendable (Double?) -> Void
    @ViewBuilder let content: Content

    /// The measured height's action, in the form ``SwiftUICore/View/sheetOnPreferenceChange(_:to:perform:)``
    /// explains (it compiles whether the SDK's action is `@Sendable` or not).
    private var report: @Sendable (CGFloat) -> Void {
      { [natural, fitted] value in
        SheetMainActor.run { if natural { fitted(Double(value)) } }
      }
    }

    var body: some View {
      // One structure whichever way it is sized: `natural` changes on the first frames (the
      // content's detents and `bottomSheetScrollOnOverflow` arrive as preferences), and a branch here
      // would give the content a new identity each time, resetting its `@State` and focus.
      content
        .fixedSize(horizontal: false, vertical: natural)
        .background {
          if natural {
            GeometryReader { geometry in
              Color.clear.preference(key: SheetFittedHeightKey.self, value: geometry.size.height)
            }
          }
        }
        .onPreferenceChange(SheetFittedHeightKey.self, perform: report)
        .frame(maxHeight: .infinity, alignment: .top)
    }
  }
#endif
