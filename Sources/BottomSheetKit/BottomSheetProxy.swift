#if canImport(SwiftUI)
  import SwiftUI

  /// The nearest sheet's live state and controls, read from the environment.
  ///
  /// Every view of the screen that hosts a sheet, and every view inside the sheet, can read
  /// it. `progress` changes every frame while the sheet moves, so views that read it move
  /// with the sheet; views that don't are not re-evaluated.
  ///
  /// ```swift
  /// struct Map: View {
  ///   @Environment(\.bottomSheet) private var sheet
  ///   var body: some View {
  ///     MapCanvas()
  ///       .blur(radius: 6 * sheet.progress)
  ///       .toolbar { Button("Expand") { sheet.select("large") } }
  ///   }
  /// }
  /// ```
  public struct BottomSheetProxy {
    /// The sheet's layout this frame, or `nil` outside a sheet (or before it is measured).
    public let layout: SheetLayout?
    /// The container's origin in global coordinates (used by the scroll bridge).
    let containerOrigin: CGPoint
    /// What the proxy's methods do; `nil` outside a sheet.
    let actions: Actions?

    struct Actions {
      var select: (DetentID, Bool) -> Void
      var present: (Bool) -> Void
      var dismiss: (Bool) -> Void
      var touch: (SheetBridgeTouchPhase, CGPoint) -> Void
      var scrolled: (Double) -> Void
    }

    init(layout: SheetLayout?, containerOrigin: CGPoint, actions: Actions?) {
      self.layout = layout
      self.containerOrigin = containerOrigin
      self.actions = actions
    }

    /// A proxy that belongs to no sheet: every query is at rest, every method does nothing.
    public init() {
      self.init(layout: nil, containerOrigin: .zero, actions: nil)
    }

    /// Where the sheet is between its lowest (0) and highest (1) detent, this frame.
    public var progress: Double { layout?.progress ?? 0 }

    /// The selected detent.
    public var selectedDetent: DetentID? { layout?.selectedDetent }

    /// Whether the sheet is presented (an inline sheet always is).
    public var isPresented: Bool { layout?.isPresented ?? false }

    /// Moves the sheet to the detent `id` (animated with the sheet's spring by default).
    public func select(_ id: DetentID, animated: Bool = true) {
      actions?.select(id, animated)
    }

    /// Presents the sheet (modal and floating sheets).
    public func present(animated: Bool = true) {
      actions?.present(animated)
    }

    /// Dismisses the sheet, if it may be dismissed.
    public func dismiss(animated: Bool = true) {
      actions?.dismiss(animated)
    }
  }

  /// The environment key behind ``SwiftUICore/EnvironmentValues/bottomSheet``.
  struct BottomSheetProxyKey: EnvironmentKey {
    static var defaultValue: BottomSheetProxy { BottomSheetProxy() }
  }

  extension EnvironmentValues {
    /// The nearest enclosing bottom sheet's proxy (a do-nothing proxy outside any sheet).
    ///
    /// ```swift
    /// @Environment(\.bottomSheet) private var sheet
    /// // …
    /// Button("Done") { sheet.dismiss() }
    /// ```
    public var bottomSheet: BottomSheetProxy {
      get { self[BottomSheetProxyKey.self] }
      set { self[BottomSheetProxyKey.self] = newValue }
    }
  }
#endif
