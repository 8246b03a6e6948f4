// SwiftUI mirror: sensory feedback (iOS 17). See Core.swift for conventions.

// sensoryfeedback (verified)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
public struct SensoryFeedback: Equatable, Sendable {
  // sensoryfeedback/selection (verified: "static let selection: SensoryFeedback", visionOS 26.0+)
  public static let selection = SensoryFeedback()
  private init() { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
extension View {
  // view/sensoryfeedback(_:trigger:) (verified)
  nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T)
    -> some View where T: Equatable
  { _Unimplemented() }
}
