#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The backdrop. VoiceOver sees it as a "Dismiss" button while tapping it dismisses
  /// (``HostFrame/backdropIsDismissControl``), as UIKit's own dimming views are.
  ///
  /// It draws what `bottomSheetBackdrop` asked for (``SheetBackdrop``; the package's dim
  /// otherwise) at the engine's opacity: a colour as its own background at that alpha; a
  /// material as a blur of that strength (``SheetBackdropBlurView``) under an alpha of 1, or,
  /// under Reduce Transparency, as a dim of 0.4 × that opacity; the app's view, hosted in a
  /// child of the sheet's controller, at that alpha. What it holds takes no touch and is hidden
  /// from VoiceOver: touches, pass-through and the "Dismiss" element stay this view's.
  final class SheetBackdropView: UIView {
    var activated: (() -> Void)?
    /// How far down from its top the backdrop is uncovered: the sheet's top edge. VoiceOver's
    /// "Dismiss" covers only that part, so touch exploration over an empty part of the sheet
    /// never lands on it (the backdrop lies under the whole sheet).
    var uncoveredHeight: CGFloat = .greatestFiniteMagnitude
    /// What it draws.
    private(set) var backdrop = SheetBackdrop.dim
    /// The engine's opacity last drawn.
    private var opacity = 0.0
    private var blur: SheetBackdropBlurView?
    private var hosted: UIHostingController<AnyView>?
    /// Reduce Transparency, read at creation and followed through its notification.
    private var reducesTransparency = UIAccessibility.isReduceTransparencyEnabled
    private let observers = SheetObservers()

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
      observers.add(
        NotificationCenter.default.addObserver(
          forName: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil,
          queue: .main
        ) { [weak self] _ in
          MainActor.assumeIsolated { self?.reduceTransparencyChanged() }
        })
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func accessibilityActivate() -> Bool {
      guard let activated else { return false }
      activated()
      return true
    }

    /// Shows what `bottomSheetBackdrop` asked for (nil: the package's dim). Nothing is made
    /// again unless the kind changed; the app's view is handed to its hosting controller.
    func show(_ backdrop: SheetBackdrop?) {
      let backdrop = backdrop ?? .dim
      guard backdrop != self.backdrop else { return }
      self.backdrop = backdrop
      arrange()
    }

    /// Draws the engine's opacity (``SheetLayout/backdropOpacity``). Per display frame: an
    /// alpha, or a blur's strength.
    func draw(opacity: Double) {
      self.opacity = opacity
      if case .material = backdrop.look, !reducesTransparency {
        // Never under an alpha below 1 (``SheetBackdropBlurView``); hidden at 0, so an
        // undimmed backdrop is skipped by hit testing as before.
        alpha = opacity > 0 ? 1 : 0
        blur?.show(strength: opacity)
      } else if case .material = backdrop.look {
        alpha = CGFloat(opacity * SheetBackdrop.reducedTransparencyDim)
      } else {
        alpha = CGFloat(opacity)
      }
    }

    private func reduceTransparencyChanged() {
      let reduces = UIAccessibility.isReduceTransparencyEnabled
      guard reduces != reducesTransparency else { return }
      reducesTransparency = reduces
      arrange()
    }

    /// Makes the subviews the backdrop's kind needs, lets go of the others, and draws again.
    private func arrange() {
      var blurStyle: UIBlurEffect.Style?
      var view: AnyView?
      switch backdrop.look {
      case let .color(color):
        backgroundColor = UIColor(color)
      case let .material(material):
        backgroundColor = reducesTransparency ? .black : .clear
        if !reducesTransparency { blurStyle = material.blurStyle }
      case let .view(box):
        backgroundColor = .clear
        view = box.ref.value ?? AnyView(EmptyView())
      }
      if let blurStyle {
        if let blur {
          blur.setStyle(blurStyle)
        } else {
          let made = SheetBackdropBlurView(style: blurStyle)
          made.frame = bounds
          made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
          addSubview(made)
          blur = made
        }
      } else if let blur {
        blur.stop()
        blur.removeFromSuperview()
        self.blur = nil
      }
      if let view {
        host(view)
      } else if let hosted {
        hosted.willMove(toParent: nil)
        hosted.view.removeFromSuperview()
        hosted.removeFromParent()
        self.hosted = nil
      }
      draw(opacity: opacity)
    }

    /// Hosts the app's view, filling the backdrop, in a child of the controller whose view
    /// holds the backdrop (the sheet's: the backdrop is a subview of its container), so the
    /// controller tree and the view tree agree. Decorative: no hit testing, hidden from
    /// VoiceOver, and the safe areas ignored (it covers the screen).
    private func host(_ view: AnyView) {
      let root = AnyView(
        view
          .ignoresSafeArea()
          .allowsHitTesting(false)
          .accessibilityHidden(true))
      if let hosted {
        hosted.rootView = root
        return
      }
      guard let owner = owningController else { return }
      let made = UIHostingController(rootView: root)
      made.view.backgroundColor = .clear
      made.view.isUserInteractionEnabled = false
      Backport.disableSafeAreaInsets(of: made)
      owner.addChild(made)
      made.view.frame = bounds
      made.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      // hierarchy: self is inside owner.view
      self.addSubview(made.view)
      made.didMove(toParent: owner)
      hosted = made
    }

    /// The controller whose view holds this one: the first up the responder chain.
    private var owningController: UIViewController? {
      var responder = next
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }
  }
#endif
