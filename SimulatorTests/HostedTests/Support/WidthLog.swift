/// Every width ``WidthProbe`` was drawn with, in order: SwiftUI evaluates an animatable view's
/// body with each interpolated value while an animation runs, so values between the old and
/// the new width mean the change was animated where the probe is.
@MainActor enum WidthLog {
  static var seen: [Double] = []
}
