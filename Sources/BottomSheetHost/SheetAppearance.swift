@_spi(Lab) import BottomSheetCore

/// The look an app asks for (the layer's `bottomSheetAppearance`), before the system's version
/// is known; `look(systemMajorVersion:glassCompiled:designRequiresCompatibility:)` (SPI) decides
/// which `SheetLook` runs.
public enum SheetAppearance: Sendable, Hashable {
  /// The system's look: glass on iOS 26 and later, as Apple's own sheet there, unless the app
  /// keeps the earlier design on iOS 26 (`UIDesignRequiresCompatibility` in its Info.plist,
  /// which keeps Apple's sheets at their iOS 18 look too); today's sheet before iOS 26. From
  /// iOS 27 the key is ignored, as the system ignores it (Apple's page for the key: "The system
  /// ignores this key when you build for iOS 27 or later"; apps running on iOS 27 are reported
  /// to get the new design with it set, too).
  case automatic
  /// Glass wherever it exists (iOS 26 and later), whatever the Info.plist says; today's sheet
  /// before iOS 26, where the material does not exist.
  case glass
  /// Today's sheet everywhere: opaque and edge-attached.
  case opaque

  /// The first major version whose system ignores `UIDesignRequiresCompatibility`.
  static let compatibilityIgnoredFrom = 27

  /// The look that runs.
  ///
  /// - Parameters:
  ///   - systemMajorVersion: The running system's major version (26 for iOS 26.1), as the
  ///     layer reads it from `ProcessInfo.operatingSystemVersion`.
  ///   - glassCompiled: Whether the layer was built with an SDK that has the glass APIs (an app
  ///     built with an earlier SDK runs in the earlier design on iOS 26, Apple's sheets too).
  ///   - designRequiresCompatibility: The app's `UIDesignRequiresCompatibility` Info.plist value.
  @_spi(Lab) public func look(
    systemMajorVersion: Int, glassCompiled: Bool, designRequiresCompatibility: Bool
  ) -> SheetLook {
    guard glassCompiled, systemMajorVersion >= 26 else { return .standard }
    switch self {
    case .opaque: return .standard
    case .glass: return .glass
    case .automatic:
      return designRequiresCompatibility && systemMajorVersion < Self.compatibilityIgnoredFrom
        ? .standard : .glass
    }
  }
}
