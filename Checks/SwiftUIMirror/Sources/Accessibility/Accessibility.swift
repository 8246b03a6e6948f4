// Mirror of Apple's Accessibility framework: only what BottomSheetKit uses, as the iOS 18.6 SDK
// declares it (Accessibility.swiftmodule). Proven by Checks/prove-mirror.
import Foundation

// https://developer.apple.com/documentation/accessibility/accessibilitynotification — "enum AccessibilityNotification" (iOS 18.6 SDK: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0; no visionOS)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum AccessibilityNotification {
  // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
  public struct Announcement: _AccessibilityNotifications {
    // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)
    // (the String overload; AttributedString and NSAttributedString overloads not mirrored)
    public init(_ announcement: String) { fatalError() }
    @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
    public typealias _Info = NSAttributedString
  }
}

// The protocol that gives the notifications their `post()` (the docs show it as a member).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol _AccessibilityNotifications {
  associatedtype _Info
  func post()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension _AccessibilityNotifications {
  // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
  public func post() { fatalError() }
}
