#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// Issue #36, items 3 and 4: a sheet that grows out of the card that opened it and shrinks
  /// back into it, with an entrance spring of its own, and a backdrop that stays clear at the
  /// peek and dims from medium up. Turn on Reduce Motion: the sheet cross-fades on its detent.
  struct GrowFromSourceScreen: View {
    /// A colour card in the grid.
    struct Card: Identifiable, Hashable {
      let id: Int
      let name: String
      let color: Color
    }

    static let cards = [
      Card(id: 0, name: "Coral", color: .orange), Card(id: 1, name: "Lagoon", color: .blue),
      Card(id: 2, name: "Ink", color: .black),
    ]

    @Namespace private var cardSpace
    @State private var selected: Card?

    var body: some View {
      ScrollView {
        VStack(spacing: 16) {
          ForEach(Self.cards.indices) { index in
            let card = Self.cards[index]
            RoundedRectangle(cornerRadius: 16)
              .fill(card.color)
              .frame(height: 120)
              .overlay(alignment: .bottomLeading) {
                Text(verbatim: card.name).font(.headline).foregroundColor(.white).padding()
              }
              .onTapGesture { selected = card }
              .bottomSheetTransitionSource(id: card.id, in: cardSpace, cornerRadius: 16)
              .accessibilityAddTraits(.isButton)
          }
        }
        .padding()
      }
      .bottomSheet(item: $selected) { card in
        VStack(alignment: .leading, spacing: 12) {
          Text(verbatim: card.name).font(.title2)
          Text(
            "Drag down: the sheet shrinks back toward its card. Let go far enough and it returns into it."
          )
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .bottomSheetDetents([.height(180), .medium, .large])
        .bottomSheetTransition(.zoom(sourceID: card.id, in: cardSpace))
        .bottomSheetSpring(presentation: .bouncy, dismissal: .snappy(duration: 0.35))
        .bottomSheetBackdropFade(from: .height(180), to: .medium)
      }
      .navigationTitle("Grow from a source")
    }
  }
#endif
