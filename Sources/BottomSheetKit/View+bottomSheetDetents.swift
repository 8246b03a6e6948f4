#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Sets where the enclosing sheet may rest, like `presentationDetents(_:)`.
    ///
    /// ```swift
    /// .bottomSheet(isPresented: $isShown) {
    ///   Filters()
    ///     .bottomSheetDetents([.height(200), .medium, .large])
    /// }
    /// ```
    ///
    /// Detents resolve in the engine: duplicates merge, ones that resolve to nothing usable are
    /// dropped with a diagnostic, and heights are clamped to the available space.
    ///
    /// - Parameter detents: The detents, in any order.
    public func bottomSheetDetents(_ detents: [Detent]) -> some View {
      modifier(SheetOptionModifier { $0.detents = detents })
        .modifier(SheetCustomDetentsReread(detents: detents))
    }

    /// Sets where the enclosing sheet may rest and binds the detent it rests on, like
    /// `presentationDetents(_:selection:)`.
    ///
    /// ```swift
    /// @State private var detent = Detent.medium
    ///
    /// Filters()
    ///   .bottomSheetDetents([.medium, .large], selection: $detent)
    /// ```
    ///
    /// The selection binds the same values the list is made of, as Apple's
    /// `PresentationDetent` selection does.
    ///
    /// - Parameters:
    ///   - detents: The detents, in any order.
    ///   - selection: The selected detent, one of `detents`; the sheet writes it when it settles
    ///     elsewhere and moves (animated) when you change it.
    public func bottomSheetDetents(_ detents: [Detent], selection: Binding<Detent>)
      -> some View
    {
      modifier(
        SheetOptionModifier {
          $0.detents = detents
          $0.selectionValue = selection.wrappedValue.id
        }
      )
      .modifier(SheetCustomDetentsReread(detents: detents))
      .modifier(
        SheetRefOptionModifier(value: selection) { options, box in options.selection = box })
    }

    /// Sets where the enclosing sheet may rest, from a set, as Apple's
    /// `presentationDetents(_: Set<PresentationDetent>)` takes it.
    ///
    /// ```swift
    /// Filters()
    ///   .bottomSheetDetents(Set([.medium, .large]))
    /// ```
    ///
    /// The sheet orders them by their resolved height, as it does an array's.
    ///
    /// - Parameter detents: The detents.
    public func bottomSheetDetents(_ detents: Set<Detent>) -> some View {
      bottomSheetDetents(Self.ordered(detents))
    }

    /// Sets where the enclosing sheet may rest, from a set, and binds the detent it rests on,
    /// as Apple's `presentationDetents(_:selection:)` takes them.
    ///
    /// ```swift
    /// @State private var detent = Detent.medium
    ///
    /// Filters()
    ///   .bottomSheetDetents(Set([.medium, .large]), selection: $detent)
    /// ```
    ///
    /// - Parameters:
    ///   - detents: The detents.
    ///   - selection: The selected detent, one of `detents`.
    public func bottomSheetDetents(_ detents: Set<Detent>, selection: Binding<Detent>)
      -> some View
    {
      bottomSheetDetents(Self.ordered(detents), selection: selection)
    }

    /// A set's detents in a stable order (by identity): the same set gives the same
    /// configuration at every render, so it is not taken for a change. The engine orders them
    /// by height as it resolves them.
    private static func ordered(_ detents: Set<Detent>) -> [Detent] {
      detents.sorted { $0.id.rawValue < $1.id.rawValue }
    }
  }
#endif
