// SwiftUI mirror: sensory feedback (iOS 17). See Core.swift for conventions.

// sensoryfeedback (iOS 18.6 SDK: unavailable on visionOS; the current page says visionOS 26.0)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(visionOS, unavailable)
public struct SensoryFeedback: Equatable, Sendable {
  // sensoryfeedback/selection
  public static let selection = SensoryFeedback()
  private init() { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(visionOS, unavailable)
extension View {
  // view/sensoryfeedback(_:trigger:) (verified)
  nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T)
    -> some View where T: Equatable
  { _Unimplemented() }
}
