#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Which look a sheet has: the system's (Liquid Glass on iOS 26 and later), glass, or opaque.
  ///
  /// | | iOS 15 – 18 | iOS 26 and later |
  /// |---|---|---|
  /// | `automatic` | opaque | glass (opaque if the app's Info.plist sets `UIDesignRequiresCompatibility` and it was built with the iOS 26 SDK; a build with the iOS 27 SDK or later ignores the key, as the system does) |
  /// | `glass` | opaque | glass |
  /// | `opaque` | opaque | opaque |
  ///
  /// The glass look is Apple's iOS 26 sheet: inset from the screen's edges with a Liquid Glass
  /// background at every detent below full height (the highest of them too: a `[.medium]`
  /// sheet is inset), its bottom corners concentric with the display's, and opaque and
  /// edge-attached at full (large) height, the change following the sheet as it is dragged
  /// from the highest detent below full height to full height. A floating card is drawn in glass and keeps its shape. With Reduce Transparency
  /// the background is opaque at every height. A background set with
  /// ``SwiftUICore/View/bottomSheetBackground(_:)`` replaces the glass, as
  /// `presentationBackground(_:)` replaces the system sheet's.
  ///
  /// The glass look needs the iOS 26 SDK (Xcode 26): an app built with an earlier SDK gets the
  /// opaque look everywhere, as Apple's own sheets keep their earlier look in such an app.
  public enum BottomSheetAppearance: Sendable, Equatable {
    /// The system's look: glass on iOS 26 and later, unless the app keeps the earlier design
    /// (`UIDesignRequiresCompatibility`, which a build with the iOS 27 SDK or later ignores).
    case automatic
    /// Glass wherever the system has it (iOS 26 and later); opaque before.
    case glass
    /// Today's opaque, edge-attached sheet on every system.
    case opaque
  }
#endif
