#if canImport(UIKit)
  @_spi(Lab) import BottomSheetCore
  import SwiftUI

  extension SheetTraits {
    /// The traits custom detents read (``DetentContext/verticalSizeClass`` and the others),
    /// taken from the environment where the sheet is shown: its size classes, Dynamic Type size
    /// and colour scheme. The layer sends them to the host as `HostInput.traits(_:)` whenever
    /// they change (the host re-resolves the detents then; equal traits change nothing).
    ///
    /// A value SwiftUI adds in a later iOS (an unknown size class or text size) is sent as
    /// unknown (nil), which a custom detent sees as SwiftUI's default.
    init(environment: EnvironmentValues) {
      self.init(
        horizontalSizeClass: Self.sizeClass(environment.horizontalSizeClass),
        verticalSizeClass: Self.sizeClass(environment.verticalSizeClass),
        dynamicTypeSize: Self.dynamicTypeSize(environment.dynamicTypeSize),
        colorScheme: environment.colorScheme == .dark ? .dark : .light,
        layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The engine's size class for SwiftUI's.
    private static func sizeClass(_ sizeClass: UserInterfaceSizeClass?) -> SheetSizeClass? {
      switch sizeClass {
      case .compact: .compact
      case .regular: .regular
      case nil: nil
      @unknown default: nil
      }
    }

    /// The engine's text size for SwiftUI's.
    private static func dynamicTypeSize(_ size: DynamicTypeSize) -> SheetDynamicTypeSize? {
      switch size {
      case .xSmall: .xSmall
      case .small: .small
      case .medium: .medium
      case .large: .large
      case .xLarge: .xLarge
      case .xxLarge: .xxLarge
      case .xxxLarge: .xxxLarge
      case .accessibility1: .accessibility1
      case .accessibility2: .accessibility2
      case .accessibility3: .accessibility3
      case .accessibility4: .accessibility4
      case .accessibility5: .accessibility5
      @unknown default: nil
      }
    }
  }
#endif
