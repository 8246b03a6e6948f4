#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import Foundation

  /// The sheet's own words, in the user's language: every one is a key of the package's string
  /// catalog (`Resources/Localizable.xcstrings`: English, Arabic, Chinese (Simplified and
  /// Traditional), French, German, Italian, Japanese, Korean, Portuguese (Brazil), Russian and
  /// Spanish), looked up in the package's bundle. The host model's spoken values (detent names,
  /// announcements) are put into words through `SpokenText` (BottomSheetHost).
  ///
  /// The only door to the catalog: `Tests/BottomSheetStringsTests` fails on a key used here
  /// that the catalog lacks or leaves untranslated, and on a lookup anywhere else in the layer
  /// or with an interpolated key (an interpolated string is a different key for every value).
  ///
  /// iOS chooses the language as it does for UIKit's own strings: the app's language (the
  /// languages the app is localized into), or the user's best match among these twelve when
  /// the app sets `CFBundleAllowMixedLocalizations`. The SDK type-checks stand `Bundle.main` in
  /// for `Bundle.module`, so only a device or a simulator looks the catalog up through the
  /// package's real resource bundle: device plan 6.6.
  enum SheetStrings {
    static let grabber = "Sheet grabber"
    static let grabberHint = "Swipe up or down to resize the sheet"
    static let close = "Close"
    static let dismiss = "Dismiss"
    static let resize = "Sheet size"

    /// The words for `key` in the user's language (the key itself, which is the English, when
    /// the catalog has none).
    static func localized(_ key: String) -> String {
      Bundle.module.localizedString(forKey: key, value: key, table: nil)
    }

    /// A detent's spoken name in the user's language (an app's own name as it is).
    static func spoken(_ name: DetentSpokenName) -> String {
      words(SpokenText.entry(for: name))
    }

    /// An announcement in the user's language.
    static func spoken(_ announcement: SheetAnnouncement) -> String {
      switch announcement {
      case let .settled(name):
        words(SpokenText.entry(for: announcement, name: spoken(name)))
      }
    }

    private static func words(_ entry: SpokenText.Entry) -> String {
      guard let key = entry.key else { return entry.arguments.first ?? "" }
      return SpokenText.fill(localized(key), entry.arguments)
    }
  }
#endif
