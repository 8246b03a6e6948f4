#if canImport(UIKit)
  import UIKit

  /// The dimmed backdrop. VoiceOver sees it as a "Dismiss" button while tapping it dismisses
  /// (``HostFrame/backdropIsDismissControl``), as UIKit's own dimming views are.
  final class SheetBackdropView: UIView {
    var activated: (() -> Void)?

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
