#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import Foundation

  /// Translation only: the app's ``BottomSheetAppearance`` and what the layer knows of the
  /// system (its version, this build's SDK, the app's Info.plist) as the host's rule takes
  /// them; the host decides.
  @MainActor enum SheetLookChoice {
    static func look(for appearance: BottomSheetAppearance?) -> SheetLook {
      (appearance ?? .automatic).look(
        systemMajorVersion: Backport.systemMajorVersion,
        linkedSDKMajorVersion: linkedSDKMajorVersion, glassCompiled: Backport.glassCompiled,
        designRequiresCompatibility: designRequiresCompatibility)
    }

    /// The major version of the SDK the app was built with, from the values Xcode writes into
    /// its Info.plist (`DTPlatformVersion`, `DTSDKName`): the system keys the compatibility key
    /// off it. Without them, 26 (this layer's glass path needs at least the iOS 26 SDK), so the
    /// key is honoured. Read once.
    static let linkedSDKMajorVersion =
      BottomSheetAppearance.sdkMajorVersion(
        platformVersion: Bundle.main.object(forInfoDictionaryKey: "DTPlatformVersion") as? String,
        sdkName: Bundle.main.object(forInfoDictionaryKey: "DTSDKName") as? String) ?? 26

    /// `UIDesignRequiresCompatibility` in the app's Info.plist: the app keeps the earlier design
    /// when built with an SDK before iOS 27's (Apple's sheets too), and so does `automatic`.
    /// Read once: the Info.plist does not change while the app runs.
    static let designRequiresCompatibility =
      (Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool) ?? false
  }
#endif
