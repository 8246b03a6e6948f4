#if canImport(UIKit)
  import SwiftUI

  /// Live access to the enclosing sheet from its content: its layout (progress, selected
  /// detent, presentation) and actions.
  ///
  /// Read it with `@Environment(\.bottomSheet)` inside a sheet's content. The layout is that of
  /// the frame being drawn, so a view can follow the drag continuously; only views that read the
  /// proxy are re-evaluated as the sheet moves, never the screen behind it.
  ///
  /// ```swift
  /// struct CardHeader: View {
  ///   @Environment(\.bottomSheet) private var sheet
  ///   var body: some View {
  ///     Text("Details").opacity(sheet.progress)       // fades in as the card expands
  ///     Button("Expand") { sheet.select("large") }
  ///   }
  /// }
  /// ```
  public struct BottomSheetProxy {
    /// The sheet's layout at the frame being drawn; nil outside a sheet or before it is
    /// measured.
    public let layout: SheetLayout?
    let actions: Actions?

    struct Actions {
      var select: @MainActor (DetentID, Bool) -> Void
      var present: @MainActor (Bool) -> Void
      var dismiss: @MainActor (Bool) -> Void
    }

    init(layout: SheetLayout?, actions: Actions?) {
      self.layout = layout
      self.actions = actions
    }

    /// A proxy outside any sheet: no layout, actions do nothing.
    public init() {
      self.init(layout: nil, actions: nil)
    }

    /// Position between the lowest (0) and highest (1) detent.
    public var progress: Double { layout?.progress ?? 0 }

    /// The selected detent.
    public var selectedDetent: DetentID? { layout?.selectedDetent }

    /// Whether the sheet is presented.
    public var isPresented: Bool { layout?.isPresented ?? false }

    /// Moves to `id` (waits for the finger to lift during a drag).
    @MainActor public func select(_ id: DetentID, animated: Bool = true) {
      actions?.select(id, animated)
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
