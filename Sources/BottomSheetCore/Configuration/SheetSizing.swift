/// The size of a centred modal sheet in a regular-width, regular-height container, in the
/// words of SwiftUI's `presentationSizing` (iOS 18): form, page or fitted. The engine computes
/// each on every iOS version, so a sheet looks the same on iOS 15.
///
/// Apple's pages describe the three only in words (`PresentationSizing.form`: "appropriate
/// for forms and slightly less wide than `.page`"; `.page`: "roughly the size of a page of
/// paper"; `FittedPresentationSizing`: "dictated by the ideal size of the content"). The
/// numbers the engine uses, and their basis, are in docs/IPAD.md ("Modal: form, page,
/// fitted") and on ``SheetAdaptation``.
public enum SheetSizing: String, Sendable, Hashable, CaseIterable {
  /// A form sheet: ``SheetAdaptation/formSize``, centred; UIKit's `formSheet` default.
  case form
  /// A page sheet: the readable width ``SheetAdaptation/pageWidth`` and the container's full
  /// height less its insets, centred.
  case page
  /// The content's own height (content plus chrome) at the form's width, centred, never
  /// taller than the room.
  case fitted
}
