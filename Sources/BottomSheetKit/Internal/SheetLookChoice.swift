#if canImport(UIKit)
  @_spi(Lab) import BottomSheetCore
  @_spi(Lab) import BottomSheetHost
  import Foundation

  /// Translation only: the app's ``BottomSheetAppearance`` and what the layer knows of the
  /// system (its version, this build's SDK, the app's Info.plist) as the host's rule takes them
  /// (``SheetAppearance``); the host decides.
  @MainActor enum SheetLookChoice {
    static func look(for appearance: BottomSheetAppearance?) -> SheetLook {
      let choice: SheetAppearance
      switch appearance {
      case .glass: choice = .glass
      case .opaque: choice = .opaque
      case .automatic, nil: choice = .automatic
      }
      return choice.look(
        systemMajorVersion: Backport.systemMajorVersion, glassCompiled: Backport.glassCompiled,
        designRequiresCompatibility: designRequiresCompatibility)
    }

    /// `UIDesignRequiresCompatibility` in the app's Info.plist: the app keeps the earlier design
    /// on iOS 26 (Apple's sheets too), and so does `automatic`. Read once: the Info.plist does
    /// not change while the app runs.
    static let designRequiresCompatibility =
      (Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool) ?? false
  }
#endif
