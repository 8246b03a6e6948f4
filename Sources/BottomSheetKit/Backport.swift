#if canImport(SwiftUI)
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

  // The only file of the layer that calls SwiftUI or UIKit API introduced after iOS 15.0.
  // Every such call is under `if #available` with an iOS 15 fallback, or inside a declaration
  // marked `@available` that is itself only used under `if #available` (`Checks/run` enforces
  // both, the compiler with an iOS 15.0 / macOS 12.0 deployment target and the script by file).

  @MainActor enum Backport {
    /// A selection haptic each time `trigger` changes: `sensoryFeedback(_:trigger:)` on
    /// iOS 17+, a `UISelectionFeedbackGenerator` before.
    struct SelectionFeedback<Trigger: Equatable>: ViewModifier {
      let trigger: Trigger

      func body(content: Content) -> some View {
        if #available(iOS 17.0, macOS 14.0, *) {
          content.sensoryFeedback(.selection, trigger: trigger)
        } else {
          content.onChange(of: trigger) { _ in
            #if canImport(UIKit)
              UISelectionFeedbackGenerator().selectionChanged()
            #endif
          }
        }
      }
    }

    /// Asks VoiceOver to speak `text`: `AccessibilityNotification.Announcement` on iOS 17+,
    /// `UIAccessibility.post(notification:argument:)` before.
    static func announce(_ text: String) {
      if #available(iOS 17.0, macOS 14.0, *) {
        AccessibilityNotification.Announcement(text).post()
      } else {
        #if canImport(UIKit)
          UIAccessibility.post(notification: .announcement, argument: text)
        #endif
      }
    }

    /// Disables scrolling while the content fits: `scrollDisabled(_:)` on iOS 16+; before, the
    /// scroll bridge holds the content still (the engine owns every drag of content that fits).
    struct ScrollDisabled: ViewModifier {
      let isDisabled: Bool

      func body(content: Content) -> some View {
        if #available(iOS 16.0, macOS 13.0, *) {
          content.scrollDisabled(isDisabled)
        } else {
          content
        }
      }
    }

    /// Installs the scroll hand-off bridge on a `ScrollView` or `List`: on iOS 18+ the
    /// recognizer goes through `UIGestureRecognizerRepresentable` (iOS 18 changed how SwiftUI
    /// gestures and scroll views share touches); on iOS 15–17 the marker view attaches it to the
    /// UIKit scroll view itself. Without UIKit (macOS) there is nothing to bridge.
    struct ScrollBridge: ViewModifier {
      @Environment(\.bottomSheet) private var proxy

      func body(content: Content) -> some View {
        #if canImport(UIKit)
          if #available(iOS 18.0, *) {
            content
              .background { SheetScrollMarker(proxy: proxy, attachesRecognizer: false) }
              .gesture(SheetScrollGesture(proxy: proxy))
          } else {
            content
              .background { SheetScrollMarker(proxy: proxy, attachesRecognizer: true) }
          }
        #else
          content
        #endif
      }
    }
  }

  #if canImport(UIKit)
    /// The iOS 18+ way to put the scroll recognizer into SwiftUI's gesture system.
    @available(iOS 18.0, *)
    struct SheetScrollGesture: UIGestureRecognizerRepresentable {
      let proxy: BottomSheetProxy

      func makeUIGestureRecognizer(context: Context) -> SheetScrollRecognizer {
        let recognizer = SheetScrollRecognizer()
        recognizer.cancelsTouchesInView = false
        return recognizer
      }

      func updateUIGestureRecognizer(_ recognizer: SheetScrollRecognizer, context: Context) {
        SheetScrollBridging.connect(recognizer, to: proxy)
      }
    }
  #endif
#endif
