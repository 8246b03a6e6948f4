#if canImport(UIKit)
  import BottomSheetCore
  import CoreGraphics

  extension Detent {
    /// A detent whose height `type` computes (``BottomSheetCustomDetent``), as Apple's
    /// `PresentationDetent.custom(_:)`; its height is nil (left out) wherever the type says so.
    ///
    /// ```swift
    /// extension Detent {
    ///   static let bar = Self.custom(BarHeightDetent.self)
    /// }
    /// ```
    ///
    /// The detent's identity (``Detent/id``) is the type's fully qualified name, as
    /// `String(reflecting:)` prints it (`"MyApp.BarHeightDetent"`): two types with the same name
    /// in different modules, or nested in different types, are two detents, and making the
    /// detent twice from one type gives the same detent (a selection binding set to
    /// `.custom(BarHeightDetent.self)` selects the one in the list). The runtime's marker for a
    /// `private` or local scope, `(unknown context at $…)`, is left out because its address
    /// changes from launch to launch; so two `private` types with the same name in one module
    /// share an identity, and the second one listed is dropped with a diagnostic: name them
    /// apart.
    public static func custom<CustomDetent: BottomSheetCustomDetent>(
      _ type: CustomDetent.Type
    ) -> Detent {
      Detent(
        id: DetentID(naming: type),
        kind: .custom { context in CustomDetent.height(in: context).map { Double($0) } })
    }
  }
#endif
