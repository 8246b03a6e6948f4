#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// A reference whose identity is stable across renders (kept in `@State` by the modifier
  /// that made it), so a preference can carry a closure or a style and still be `Equatable`.
  @MainActor final class SheetRef<Value> {
    /// The latest value; `nil` only before the owning modifier's first render.
    var value: Value?
    /// How many times the owning modifier has rendered a value that cannot be compared (a
    /// style): a new count makes a new box, so the preference changes and the sheet re-reads.
    var generation = 0
    init() {}
  }

  /// Identity equality for ``SheetRef``: the latest value is always read through the reference.
  /// A value that must be re-read when it changes and cannot be compared carries its render's
  /// ``SheetRef/generation``.
  struct SheetRefBox<Value>: Equatable {
    let ref: SheetRef<Value>
    var generation = 0
    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.ref === rhs.ref && lhs.generation == rhs.generation
    }
  }

  /// Everything the configuration modifiers inside the sheet content say, merged bottom-up.
  /// `nil` means "not said": the container's defaults apply.
  struct SheetOptions: Equatable {
    var detents: [Detent]?
    /// A new box each time the content renders detents with a custom one among them
    /// (``SheetCustomDetentsReread``): the sheet reads its configuration again.
    var detentsRead: SheetRefBox<[Detent]>?
    /// `bottomSheetSafeAreaInset(upThrough:)`: the inline sheet insets its screen up to this.
    var screenInsetUpThrough: DetentID?
    var selection: SheetRefBox<Binding<Detent>>?
    /// The bound selection's value when the content rendered: a change of state the content
    /// owns changes the preference, and the sheet moves (the presenter may never update).
    var selectionValue: DetentID?
    var dragIndicator: Visibility?
    var title: Text?
    var closeButton: Visibility?
    var cornerRadius: Double?
    var background: SheetRefBox<SheetBackground>?
    /// The app's header view (`bottomSheetHeader`), re-read at every render of its modifier.
    var header: SheetRefBox<AnyView>?
    var undimmedThrough: SheetUndimmed?
    var contentInteraction: BottomSheetContentInteraction?
    var dismissDisabled: Bool?
    var onDismissAttempt: SheetRefBox<() -> Void>?
    var backdropTap: BackdropTapAction?
    var shadow: SheetShadow?
    var spring: SheetSpring?
    var morphsShape: Bool?
    var appearance: BottomSheetAppearance?
    var maximumWidth: Double?
    var onEvent: SheetRefBox<SheetEventHandler>?
    var trace: SheetRefBox<BottomSheetTraceRecorder>?

    /// Inner (`self`) values win over outer (`other`) ones, like SwiftUI's environment.
    mutating func merge(outer other: SheetOptions) {
      detents = detents ?? other.detents
      detentsRead = detentsRead ?? other.detentsRead
      screenInsetUpThrough = screenInsetUpThrough ?? other.screenInsetUpThrough
      selection = selection ?? other.selection
      selectionValue = selectionValue ?? other.selectionValue
      dragIndicator = dragIndicator ?? other.dragIndicator
      title = title ?? other.title
      closeButton = closeButton ?? other.closeButton
      cornerRadius = cornerRadius ?? other.cornerRadius
      background = background ?? other.background
      header = header ?? other.header
      undimmedThrough = undimmedThrough ?? other.undimmedThrough
      contentInteraction = contentInteraction ?? other.contentInteraction
      dismissDisabled = dismissDisabled ?? other.dismissDisabled
      onDismissAttempt = onDismissAttempt ?? other.onDismissAttempt
      backdropTap = backdropTap ?? other.backdropTap
      shadow = shadow ?? other.shadow
      spring = spring ?? other.spring
      morphsShape = morphsShape ?? other.morphsShape
      appearance = appearance ?? other.appearance
      maximumWidth = maximumWidth ?? other.maximumWidth
      onEvent = onEvent ?? other.onEvent
      trace = trace ?? other.trace
    }
  }

  /// Background interaction, as the engine needs it.
  enum SheetUndimmed: Equatable {
    case none
    case all
    case upThrough(DetentID)
  }

  /// A shadow under the sheet.
  struct SheetShadow: Equatable {
    var color: Color
    var radius: Double
    var x: Double
    var y: Double
  }

  /// Carries ``SheetOptions`` from the sheet content up to its container.
  struct SheetOptionsKey: PreferenceKey {
    static var defaultValue: SheetOptions { SheetOptions() }
    static func reduce(value: inout SheetOptions, nextValue: () -> SheetOptions) {
      // Siblings: the later one wins for the keys it sets.
      var next = nextValue()
      next.merge(outer: value)
      value = next
    }
  }

  /// Measured bottom edges (global y) of the views marked with `.bottomSheetAnchor(_:)`.
  struct SheetAnchorsKey: PreferenceKey {
    static var defaultValue: [String: Double] { [:] }
    static func reduce(value: inout [String: Double], nextValue: () -> [String: Double]) {
      value.merge(nextValue()) { _, new in new }
    }
  }

  /// A measured height (a header, the laid-out content).
  struct SheetHeightKey: PreferenceKey {
    static var defaultValue: Double { 0 }
    static func reduce(value: inout Double, nextValue: () -> Double) {
      value = max(value, nextValue())
    }
  }

  /// The content's height laid out at its natural size by the sheet's root
  /// (``SheetContentSizer``).
  struct SheetFittedHeightKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
      value = max(value, nextValue())
    }
  }

  /// The content's natural height, where the content measures it itself: `bottomSheetScrollOnOverflow()`
  /// does, inside its scroll view, because the scroll view fills whatever height it is offered
  /// and its laid-out height says nothing about the content's.
  struct SheetNaturalHeightKey: PreferenceKey {
    static var defaultValue: Double? { nil }
    static func reduce(value: inout Double?, nextValue: () -> Double?) {
      if let next = nextValue() { value = max(value ?? 0, next) }
    }
  }

  /// Writes one option into ``SheetOptionsKey``; the base of every configuration modifier.
  struct SheetOptionModifier: ViewModifier {
    let update: (inout SheetOptions) -> Void

    func body(content: Content) -> some View {
      var options = SheetOptions()
      update(&options)
      return content.transformPreference(SheetOptionsKey.self) { value in
        // Modifiers applied further out wrap the content: the content's own (inner) values win.
        value.merge(outer: options)
      }
    }
  }

  /// Like ``SheetOptionModifier`` for options that carry a closure or a style: keeps a stable
  /// reference in `@State` and refreshes its value on every render, so the preference stays
  /// equal (no update loop) while the container always reads the latest value. With
  /// `rereads`, each render makes a new box (``SheetRef/generation``): for a value the sheet
  /// draws only when it changes (the background), which cannot be compared.
  struct SheetRefOptionModifier<Value>: ViewModifier {
    let value: Value
    var rereads = false
    let write: (inout SheetOptions, SheetRefBox<Value>) -> Void
    @State private var ref = SheetRef<Value>()

    func body(content: Content) -> some View {
      ref.value = value
      if rereads { ref.generation &+= 1 }
      let box = SheetRefBox(ref: ref, generation: ref.generation)
      return content.transformPreference(SheetOptionsKey.self) { options in
        var mine = SheetOptions()
        write(&mine, box)
        options.merge(outer: mine)
      }
    }
  }
#endif
