// SwiftUI mirror: animation types whose names matter for lookup. See Core.swift for conventions.
import Foundation

// spring — "struct Spring" (iOS 18.6 SDK, SwiftUICore: "public struct Spring : Hashable,
// Sendable", iOS 17.0). A top-level `Spring` in SwiftUI is why BottomSheetCore's type is
// `SheetSpring`: an app importing both would otherwise hit "'Spring' is ambiguous".
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Spring: Hashable, Sendable {
  // spring/init(duration:bounce:)
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) { fatalError() }
  // spring/init(response:dampingratio:)
  public init(response: Double, dampingRatio: Double) { fatalError() }
  // spring/init(mass:stiffness:damping:allowoverdamping:)
  public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    fatalError()
  }
  // spring/init(settlingduration:dampingratio:epsilon:)
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    fatalError()
  }
  // spring/duration
  public var duration: TimeInterval { fatalError() }
  // spring/bounce
  public var bounce: Double { fatalError() }
  // spring/response
  public var response: Double { fatalError() }
  // spring/dampingratio
  public var dampingRatio: Double { fatalError() }
}
