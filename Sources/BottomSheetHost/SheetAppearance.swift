@_spi(Lab) import BottomSheetCore

/// The look an app asks for (the layer's `bottomSheetAppearance`), before the system's version
/// is known; ``look(systemMajorVersion:linkedSDKMajorVersion:glassCompiled:designRequiresCompatibility:)``
/// decides which `SheetLook` runs, and a host sets it as the configuration's `look`.
public enum SheetAppearance: Sendable, Hashable {
  /// The system's look: glass on iOS 26 and later, as Apple's own sheet there, unless the app
  /// keeps the earlier design (`UIDesignRequiresCompatibility` in its Info.plist, which keeps
  /// Apple's sheets at their iOS 18 look too); today's sheet before iOS 26. The key counts only
  /// for an app built with an SDK before iOS 27's, as the system's: Apple's page for the key
  /// says "The system ignores this key when you build for iOS 27 or later", and an Apple
  /// Frameworks Engineer (Apple Developer Forums thread 832710): "Apps built against earlier
  /// releases will not change until building against iOS 27": an app built with the iOS 26
  /// SDK keeps the earlier design on iOS 27.
  case automatic
  /// Glass wherever it exists (iOS 26 and later), whatever the Info.plist says; today's sheet
  /// before iOS 26, where the material does not exist.
  case glass
  /// Today's sheet everywhere: opaque and edge-attached.
  case opaque

  /// The first SDK major version whose builds have `UIDesignRequiresCompatibility` ignored.
  static let compatibilityIgnoredFrom = 27

  /// The look that runs.
  ///
  /// - Parameters:
  ///   - systemMajorVersion: The running system's major version (26 for iOS 26.1), as the
  ///     layer reads it from `ProcessInfo.operatingSystemVersion`.
  ///   - linkedSDKMajorVersion: The major version of the SDK the app was built with (26 for the
  ///     iOS 26.2 SDK), as Xcode records it in the app's Info.plist
  ///     (``sdkMajorVersion(platformVersion:sdkName:)``).
  ///   - glassCompiled: Whether the layer was built with an SDK that has the glass APIs (an app
  ///     built with an earlier SDK runs in the earlier design on iOS 26, Apple's sheets too).
  ///   - designRequiresCompatibility: The app's `UIDesignRequiresCompatibility` Info.plist value.
  public func look(
    systemMajorVersion: Int, linkedSDKMajorVersion: Int, glassCompiled: Bool,
    designRequiresCompatibility: Bool
  ) -> SheetLook {
    guard glassCompiled, systemMajorVersion >= 26 else { return .standard }
    switch self {
    case .opaque: return .standard
    case .glass: return .glass
    case .automatic:
      let keyCounts = linkedSDKMajorVersion < Self.compatibilityIgnoredFrom
      return designRequiresCompatibility && keyCounts ? .standard : .glass
    }
  }

  /// The SDK's major version from the values Xcode writes into a built app's Info.plist:
  /// `DTPlatformVersion` ("26.2"), else the digits of `DTSDKName` ("iphoneos26.2"); nil when
  /// neither holds a version (an app not built by Xcode).
  public static func sdkMajorVersion(platformVersion: String?, sdkName: String?)
    -> Int?
  {
    func major(_ text: String?) -> Int? {
      guard let text else { return nil }
      let digits = text.drop { !$0.isNumber }.prefix { $0.isNumber }
      return digits.isEmpty ? nil : Int(digits)
    }
    return major(platformVersion) ?? major(sdkName)
  }
}
