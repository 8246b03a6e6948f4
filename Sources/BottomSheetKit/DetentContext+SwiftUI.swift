#if canImport(UIKit)
  @_spi(Lab) import BottomSheetCore
  import CoreGraphics
  import SwiftUI

  extension DetentContext {
    /// The height of the largest detent the sheet can rest at, as Apple's
    /// `CustomPresentationDetent.Context.maxDetentValue` names it: the same value as
    /// ``DetentContext/maximumHeight``, in SwiftUI's `CGFloat`.
    ///
    /// ```swift
    /// .bottomSheetDetents([.custom("bar") { context in context.maxDetentValue * 0.1 }])
    /// ```
    public var maxDetentValue: CGFloat { CGFloat(maximumHeight) }

    /// The horizontal size class where the sheet is shown, as SwiftUI's environment has it
    /// (`EnvironmentValues.horizontalSizeClass`, which Apple's custom-detent context reads); nil
    /// until the sheet has read its environment.
    ///
    /// The sheet passes its environment's size classes, text size and colour scheme to its
    /// detents, and resolves them again when one changes, so a detent reading them follows a
    /// rotation or a Split View resize.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
      traits.horizontalSizeClass.map(Self.sizeClass)
    }

    /// The vertical size class where the sheet is shown (`EnvironmentValues.verticalSizeClass`):
    /// compact on most iPhones in landscape, where a detent can leave itself out by returning
    /// nil. Nil until the sheet has read its environment.
    ///
    /// ```swift
    /// struct PeekDetent: BottomSheetCustomDetent {
    ///   static func height(in context: Context) -> CGFloat? {
    ///     context.verticalSizeClass == .compact ? nil : 120
    ///   }
    /// }
    /// ```
    public var verticalSizeClass: UserInterfaceSizeClass? {
      traits.verticalSizeClass.map(Self.sizeClass)
    }

    /// The user's preferred text size (`EnvironmentValues.dynamicTypeSize`), for a detent sized
    /// to a row of text; `.large`, the system's default, until the sheet has read its
    /// environment.
    public var dynamicTypeSize: DynamicTypeSize {
      switch traits.dynamicTypeSize {
      case .xSmall: .xSmall
      case .small: .small
      case .medium: .medium
      case .large, nil: .large
      case .xLarge: .xLarge
      case .xxLarge: .xxLarge
      case .xxxLarge: .xxxLarge
      case .accessibility1: .accessibility1
      case .accessibility2: .accessibility2
      case .accessibility3: .accessibility3
      case .accessibility4: .accessibility4
      case .accessibility5: .accessibility5
      }
    }

    /// The colour scheme where the sheet is shown (`EnvironmentValues.colorScheme`); `.light`,
    /// SwiftUI's default, until the sheet has read its environment.
    public var colorScheme: ColorScheme {
      traits.colorScheme == .dark ? .dark : .light
    }

    /// SwiftUI's size class for the engine's.
    private static func sizeClass(_ sizeClass: SheetSizeClass) -> UserInterfaceSizeClass {
      sizeClass == .compact ? .compact : .regular
    }
  }
#endif
