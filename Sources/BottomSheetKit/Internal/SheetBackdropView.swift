#if canImport(UIKit)
  import UIKit

  /// The dimmed backdrop. VoiceOver sees it as a "Dismiss" button while tapping it dismisses
  /// (``HostFrame/backdropIsDismissControl``), as UIKit's own dimming views are.
  final class SheetBackdropView: UIView {
    var activated: (() -> Void)?
    /// How far down from its top the backdrop is uncovered: the sheet's top edge. VoiceOver's
    /// "Dismiss" covers only that part, so touch exploration over an empty part of the sheet
    /// never lands on it (the backdrop lies under the whole sheet).
    var uncoveredHeight: CGFloat = .greatestFiniteMagnitude

    /// The uncovered part, in screen coordinates, as UIKit reads accessibility frames.
    override var accessibilityFrame: CGRect {
      get {
        let height = min(max(0, uncoveredHeight), bounds.height)
        return UIAccessibility.convertToScreenCoordinates(
          CGRect(x: 0, y: 0, width: bounds.width, height: height), in: self)
      }
      set { super.accessibilityFrame = newValue }
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      accessibilityLabel = SheetStrings.localized(SheetStrings.dismiss)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func accessibilityActivate() -> Bool {
      guard let activated else { return false }
      activated()
      return true
    }
  }
#endif
