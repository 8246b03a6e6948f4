#if canImport(UIKit)
  import SwiftUI

  extension View {
    /// `onPreferenceChange` with an action for a main-actor object, written so that it compiles
    /// whichever way the SDK declares the action: a plain closure (the iOS 18.4 SDK and later),
    /// or a `@Sendable` one (the SDK of Xcode 16.2: gonzalezreal/swift-markdown-ui pull request 389,
    /// Telefonica/mistica-ios pull request 446).
    ///
    /// The closure handed to SwiftUI is `@Sendable` and captures only sendable values; it
    /// reaches `target` on the main actor (``SheetMainActor``: at once on the main thread, where
    /// SwiftUI calls preference actions, queued if it ever does not).
    func sheetOnPreferenceChange<K: PreferenceKey, Target: AnyObject & Sendable>(
      _ key: K.Type, to target: Target,
      perform: @escaping @MainActor @Sendable (Target, K.Value) -> Void
    ) -> some View where K.Value: Equatable & Sendable {
      let action: @Sendable (K.Value) -> Void = { [target] value in
        SheetMainActor.run { perform(target, value) }
      }
      return onPreferenceChange(key, perform: action)
    }

    /// `onPreferenceChange` writing the value through a binding, in the same form as
    /// ``sheetOnPreferenceChange(_:to:perform:)``.
    func sheetOnPreferenceChange<K: PreferenceKey>(_ key: K.Type, write binding: Binding<K.Value>)
      -> some View where K.Value: Equatable & Sendable
    {
      let action: @Sendable (K.Value) -> Void = { [binding] value in
        binding.wrappedValue = value
      }
      return onPreferenceChange(key, perform: action)
    }
  }
#endif
