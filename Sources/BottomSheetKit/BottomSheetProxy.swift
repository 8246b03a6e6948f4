#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Live access to the enclosing sheet from its content: where it is (progress, stretch,
  /// selected detent, presentation) and what it can do.
  ///
  /// Read it with `@Environment(\.bottomSheet)` inside a sheet's content. Its values are those
  /// of the frame being drawn, so a view can follow the drag continuously; only views that read
  /// the proxy are re-evaluated as the sheet moves, never the screen behind it.
  ///
  /// ```swift
  /// struct CardHeader: View {
  ///   @Environment(\.bottomSheet) private var sheet
  ///   var body: some View {
  ///     Text("Details").opacity(sheet.progress)       // fades in as the card expands
  ///     Button("Expand") { sheet.select(.large) }
  ///   }
  /// }
  /// ```
  public struct BottomSheetProxy {
    /// The sheet's layout at the frame being drawn (nil outside a sheet or before it is
    /// measured): the layer's, not the content's (the content reads the values below).
    let layout: SheetLayout?
    /// The detents the sheet rests on, to name the selected one with the app's own value.
    let detents: [Detent]
    let actions: Actions?

    struct Actions {
      var select: @MainActor (DetentID, Bool) -> Void
      var present: @MainActor (Bool) -> Void
      var dismiss: @MainActor (Bool) -> Void
    }

    init(layout: SheetLayout?, detents: [Detent] = [], actions: Actions?) {
      self.layout = layout
      self.detents = detents
      self.actions = actions
    }

    /// A proxy outside any sheet: no layout, actions do nothing.
    public init() {
      self.init(layout: nil, actions: nil)
    }

    /// Position between the lowest (0) and highest (1) detent, clamped: follows the finger and
    /// the springs.
    public var progress: Double { layout?.progress ?? 0 }

    /// How far the sheet is pulled past its highest detent (positive, up to 1) or below its
    /// lowest (negative, down to −1), as a fraction of the rubber band's limit; 0 between them.
    public var stretch: Double { layout?.stretch ?? 0 }

    /// How far a floating card is pulled sideways, −1…1 of its rubber band's limit.
    public var sidewaysStretch: Double { layout?.sidewaysStretch ?? 0 }

    /// Whether a finger is moving the sheet now.
    public var isDragging: Bool { layout?.phase == .dragging }

    /// The detent the sheet rests on or is heading to, as the app named it
    /// (`.medium`, `.height(120)`, `.anchor("summary")`).
    public var selectedDetent: Detent? {
      guard let id = layout?.selectedDetent else { return nil }
      return detents.first { $0.id == id }
    }

    /// Whether the sheet is presented.
    public var isPresented: Bool { layout?.isPresented ?? false }

    /// Moves to `detent` (waits for the finger to lift during a drag); a detent the sheet does
    /// not have is ignored (the sheet reports it: `SheetEvent` `rejected`).
    @MainActor public func select(_ detent: Detent, animated: Bool = true) {
      actions?.select(detent.id, animated)
    }

    /// Presents the sheet (modal and floating); writes the app's binding.
    @MainActor public func present(animated: Bool = true) {
      actions?.present(animated)
    }

    /// Dismisses the sheet (reason `programmatic`); writes the app's binding. This is the
    /// way to close the sheet from its content: see the README on `@Environment(\.dismiss)`.
    @MainActor public func dismiss(animated: Bool = true) {
      actions?.dismiss(animated)
    }
  }

  struct BottomSheetProxyKey: EnvironmentKey {
    static var defaultValue: BottomSheetProxy { BottomSheetProxy() }
  }

  extension EnvironmentValues {
    /// The enclosing sheet's proxy (a no-op proxy outside a sheet).
    public var bottomSheet: BottomSheetProxy {
      get { self[BottomSheetProxyKey.self] }
      set { self[BottomSheetProxyKey.self] = newValue }
    }
  }
#endif
