#if canImport(UIKit)
  import BottomSheetCore

  extension SheetSpring {
    /// A smooth spring with a predefined duration and no bounce: SwiftUI's `Spring.smooth`
    /// (iOS 17), available on iOS 15.
    ///
    /// ```swift
    /// Content().bottomSheetSpring(.smooth)
    /// ```
    ///
    /// SwiftUI's presets are `Spring(duration: 0.5, bounce:)` with a base bounce of 0 (smooth),
    /// 0.15 (snappy) and 0.3 (bouncy) (Apple's `Spring.smooth(duration:extraBounce:)`,
    /// `snappy(duration:extraBounce:)` and `bouncy(duration:extraBounce:)` pages). Duration and
    /// bounce map to the response and damping fraction as ``SheetSpring/init(duration:bounce:)``
    /// says: response = duration, damping fraction = 1 − bounce for a bounce of 0 or more.
    public static var smooth: SheetSpring { .smooth() }

    /// A spring with a predefined duration and a small bounce: SwiftUI's `Spring.snappy`
    /// (duration 0.5, bounce 0.15).
    public static var snappy: SheetSpring { .snappy() }

    /// A spring with a predefined duration and a larger bounce: SwiftUI's `Spring.bouncy`
    /// (duration 0.5, bounce 0.3).
    public static var bouncy: SheetSpring { .bouncy() }

    /// A smooth spring that can be tuned, as `Spring.smooth(duration:extraBounce:)`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, in seconds.
    ///   - extraBounce: Bounce added to the base bounce of 0.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> SheetSpring {
      SheetSpring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring that can be tuned, as `Spring.snappy(duration:extraBounce:)`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, in seconds.
    ///   - extraBounce: Bounce added to the base bounce of 0.15.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> SheetSpring {
      SheetSpring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring that can be tuned, as `Spring.bouncy(duration:extraBounce:)`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, in seconds.
    ///   - extraBounce: Bounce added to the base bounce of 0.3.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> SheetSpring {
      SheetSpring(duration: duration, bounce: 0.3 + extraBounce)
    }
  }
#endif
