@_spi(Lab) import BottomSheetCore

/// Which look a sheet has: the system's (Liquid Glass on iOS 26 and later), glass, or opaque.
///
/// | | iOS 15 – 18 | iOS 26 and later |
/// |---|---|---|
/// | `automatic` | opaque | glass; opaque if the app's Info.plist sets `UIDesignRequiresCompatibility` and it was built with an SDK before iOS 27's |
/// | `glass` | opaque | glass |
/// | `opaque` | opaque | opaque |
///
/// `automatic` looks like Apple's own sheets in the same app. The system draws those in glass on
/// iOS 26 and later, unless the app keeps the earlier design with `UIDesignRequiresCompatibility`,
/// which the system ignores in an app built with the iOS 27 SDK or later (Apple's documentation
/// page for the key: Bundle Resources › Information Property List ›
/// UIDesignRequiresCompatibility); the rule reads the key as the system does.
///
/// The glass look is Apple's iOS 26 sheet: inset from the screen's edges with a Liquid Glass
/// background at every detent below full height (the highest of them too: a `[.medium]` sheet
/// is inset), its bottom corners concentric with the display's, and opaque and edge-attached at
/// full (large) height, the change following the sheet as it is dragged there. A floating card
/// is drawn in glass and keeps its shape. With Reduce Transparency the background is opaque at
/// every height. A background set with `bottomSheetBackground(_:)` replaces the glass, as
/// `presentationBackground(_:)` replaces the system sheet's. The glass look needs the iOS 26
/// SDK (Xcode 26): an app built with an earlier SDK gets the opaque look everywhere, as Apple's
/// own sheets keep their earlier look in such an app.
public enum BottomSheetAppearance: Sendable, Hashable {
  /// The system's look: glass on iOS 26 and later, unless the app keeps the earlier design
  /// (`UIDesignRequiresCompatibility`, which a build with the iOS 27 SDK or later ignores).
  case automatic
  /// Glass wherever the system has it (iOS 26 and later), whatever the Info.plist says; opaque
  /// before.
  case glass
  /// Today's opaque, edge-attached sheet on every system.
  case opaque

  /// The first SDK major version whose builds have `UIDesignRequiresCompatibility` ignored.
  package static let compatibilityIgnoredFrom = 27

  /// The look that runs; a host sets it as the configuration's `look`.
  ///
  /// - Parameters:
  ///   - systemMajorVersion: The running system's major version (26 for iOS 26.1), as the
  ///     layer reads it from `ProcessInfo.operatingSystemVersion`.
  ///   - linkedSDKMajorVersion: The major version of the SDK the app was built with (26 for the
  ///     iOS 26.2 SDK), as Xcode records it in the app's Info.plist (`sdkMajorVersion`).
  ///   - glassCompiled: Whether the layer was built with an SDK that has the glass APIs (an app
  ///     built with an earlier SDK runs in the earlier design on iOS 26, Apple's sheets too).
  ///   - designRequiresCompatibility: The app's `UIDesignRequiresCompatibility` Info.plist value.
  package func look(
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
  package static func sdkMajorVersion(platformVersion: String?, sdkName: String?) -> Int? {
    func major(_ text: String?) -> Int? {
      guard let text else { return nil }
      let digits = text.drop { !$0.isNumber }.prefix { $0.isNumber }
      return digits.isEmpty ? nil : Int(digits)
    }
    return major(platformVersion) ?? major(sdkName)
  }
}
