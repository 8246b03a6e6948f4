#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// The grabber's row: the package's capsule, the app's capsule (`bottomSheetGrabber(color:
  /// width:height:)`) or the app's view (`bottomSheetGrabber(_:)`), centred in a full-width row
  /// of ``SheetRootModel/grabberHeight`` with the same hit area (``SheetGrabberHitShape``)
  /// whichever it shows. The root puts the adjustable accessibility element on the row
  /// (``SheetAdjustable``), which ignores what the app's view says to VoiceOver: the grabber is
  /// the same element, with the same actions, whatever it looks like.
  struct SheetGrabberView: View {
    let grabber: SheetGrabber?

    /// Apple's grabber colour: a secondary fill that adapts to light and dark mode.
    static let standardColor = Color.secondary.opacity(0.5)

    var body: some View {
      look
        .frame(maxWidth: .infinity)
        .frame(height: SheetRootModel.grabberHeight)
        .contentShape(SheetGrabberHitShape())
    }

    @ViewBuilder private var look: some View {
      switch grabber {
      case let .view(box)?:
        // The row proposes its size: a view taller than 20 pt overflows it rather than pushing
        // the content down, since the row's height counts in the detents.
        if let view = box.ref.value { view.frame(maxHeight: SheetRootModel.grabberHeight) }
      case let .capsule(color, width, height, _)?:
        // At most the requested width: a narrower sheet gets a narrower capsule.
        Capsule()
          .fill(color ?? Self.standardColor)
          .frame(maxWidth: width)
          .frame(height: height)
      case nil:
        Capsule()
          .fill(Self.standardColor)
          .frame(width: SheetGrabber.standardWidth, height: SheetGrabber.standardHeight)
      }
    }
  }
#endif
