// Mirror of Apple's Accessibility framework: only what BottomSheetKit uses.

// https://developer.apple.com/documentation/accessibility/accessibilitynotification — "enum AccessibilityNotification" (verified: iOS 17.0, Mac Catalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum AccessibilityNotification {
  // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement (verified)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public struct Announcement {
    // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:) (verified)
    // (the String overload; AttributedString and NSAttributedString overloads not mirrored)
    public init(_ announcement: String) { fatalError() }

    // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post() (verified: "func post()", synthesized from a protocol extension)
    public func post() { fatalError() }
  }
}
