#if canImport(UIKit)
  import BottomSheetCore
  import CoreGraphics

  /// A detent whose height a type computes, as Apple's `CustomPresentationDetent` does, so a port
  /// of Apple's custom detent keeps its shape and runs on iOS 15.
  ///
  /// Conform a type and make a detent of it with ``Detent/custom(_:)``:
  ///
  /// ```swift
  /// private struct BarHeightDetent: BottomSheetCustomDetent {
  ///   static func height(in context: Context) -> CGFloat? {
  ///     max(44, context.maxDetentValue * 0.1)
  ///   }
  /// }
  ///
  /// extension Detent {
  ///   static let bar = Self.custom(BarHeightDetent.self)
  /// }
  /// ```
  ///
  /// `Context` is ``DetentContext-struct``, the same value a ``Detent/custom(_:_:)`` closure
  /// reads: the largest height (`maxDetentValue`), the container's size, the content's and the chrome's
  /// heights, and what Apple's context reads from the environment — `horizontalSizeClass`,
  /// `verticalSizeClass`, `dynamicTypeSize` and `colorScheme`, in SwiftUI's types. Apple's context
  /// reads *any* environment value; this one carries only those four, which the sheet passes to
  /// its detents (a port that reads another value does not compile, rather than reading a wrong
  /// one).
  ///
  /// Return nil to leave the detent out where it does not fit (a bar detent in a compact
  /// height): the sheet then rests only at its other detents, as Apple's does. A sheet resting
  /// at a detent that leaves itself out moves to the remaining detent nearest its height, and
  /// the selection binding says so; it does not move back when the detent returns. A height that
  /// is not finite or not positive is left out the same way, and one above the largest height is
  /// limited to it.
  ///
  /// `height(in:)` is called whenever the sheet's detents resolve (a rotation, a size-class or
  /// text-size change, the content or the keyboard changing), and may be called twice in a row
  /// with two chrome heights when the grabber is `automatic`: make it a pure function of its
  /// context.
  ///
  /// The type is `Sendable` (Apple's protocol does not ask it): the detent is a value the
  /// sheet keeps and resolves away from the view that made it, and it calls the type's
  /// `height(in:)` from there. A type with no stored state, as a custom detent is, is
  /// `Sendable` already; nothing has to be written.
  public protocol BottomSheetCustomDetent: Sendable {
    /// The detent's height in points in `context`, or nil to leave the detent out there.
    static func height(in context: Self.Context) -> CGFloat?
  }

  extension BottomSheetCustomDetent {
    /// What ``height(in:)`` reads: the package's ``DetentContext-struct`` (Apple's
    /// `PresentationDetent.Context` needs iOS 16), with the same `maxDetentValue` and the
    /// environment values a custom detent reads.
    public typealias Context = DetentContext
  }
#endif
