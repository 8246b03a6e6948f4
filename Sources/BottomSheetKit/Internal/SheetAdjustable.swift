#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// The sheet's adjustable accessibility element: VoiceOver's swipe up and down moves the sheet
  /// a detent; its value is the detent's spoken name.
  struct SheetAdjustable: ViewModifier {
    @ObservedObject var model: SheetRootModel
    /// A ``SheetStrings`` key.
    let label: String

    func body(content: Content) -> some View {
      content
        .accessibilityElement()
        .accessibilityLabel(Text(verbatim: SheetStrings.localized(label)))
        .accessibilityValue(Text(verbatim: SheetStrings.spoken(model.accessibilityValue)))
        .accessibilityHint(Text(verbatim: SheetStrings.localized(SheetStrings.grabberHint)))
        .accessibilityAdjustableAction { direction in
          switch direction {
          case .increment: model.send(.accessibilityIncrement)
          case .decrement: model.send(.accessibilityDecrement)
          @unknown default: break
          }
        }
    }
  }
#endif
