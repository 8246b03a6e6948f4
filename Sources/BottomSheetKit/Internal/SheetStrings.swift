#if canImport(UIKit)
  import SwiftUI

  /// The sheet's own words, as localization keys looked up in the app's main bundle: an app
  /// translates them by adding these keys to its `Localizable.strings` (the package ships
  /// English only). Detent names from the engine ("collapsed", "half", "expanded", "Sheet
  /// expanded") are keys too.
  enum SheetStrings {
    static var grabber: LocalizedStringKey { "Sheet grabber" }
    static var grabberHint: LocalizedStringKey { "Swipe up or down to resize the sheet" }
    static var close: LocalizedStringKey { "Close" }
    /// The backdrop's VoiceOver label (a UIKit string: the key itself).
    static let dismissKey = "Dismiss"
    /// The stand-in for a hidden grabber: the same adjustable element, without the capsule.
    static var resize: LocalizedStringKey { "Sheet size" }
  }
#endif
