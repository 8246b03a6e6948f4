#if canImport(UIKit)
  @_spi(Lab) import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Translation only: the modifiers' options as the engine's `SheetConfiguration`.
  extension SheetController {
    static func configuration(
      presentation: SheetPresentation, options: SheetOptions, chrome: SheetChrome,
      reduceMotion: Bool, reduceTransparency: Bool = false
    ) -> SheetConfiguration {
      let style = presentation.style
      // Core's defaults for the style; only what a modifier said is set over them.
      var configuration = SheetConfiguration(
        style: style,
        // The content's own modifier is the more specific (as SwiftUI's innermost preference
        // wins); the inline modifier's detents apply when the content names none.
        detents: options.detents ?? presentation.detents
          ?? SheetConfiguration.defaultDetents(for: style),
        isDismissible: options.dismissDisabled.map { !$0 },
        chrome: chrome,
        cornerRadius: options.cornerRadius)
      // The guard (`bottomSheetInteractiveDismissDisabled`) refuses an inline sheet's close
      // too, which `isDismissible` cannot say (it is false for an inline sheet's drag anyway).
      configuration.isDismissalGuarded = options.dismissDisabled == true
      if let spring = options.spring { configuration.behavior.spring = spring }
      configuration.behavior.presentationSpring = options.presentationSpring
      configuration.behavior.dismissalSpring = options.dismissalSpring
      if let fade = options.backdropFade {
        configuration.backdropFade = BackdropFade(
          lower: fade.lower.id, lowerOpacity: fade.lowerOpacity, upper: fade.upper.id,
          upperOpacity: fade.upperOpacity ?? configuration.backdropOpacity)
      }
      configuration.behavior.reduceMotion = reduceMotion
      if let interaction = options.contentInteraction {
        configuration.behavior.expandsOnContentScroll = interaction != .scrolls
      }
      // `bottomSheetBackdrop`: its opacity is the engine's maximum (which validates it); an
      // undimmed sheet below still has none.
      if let backdrop = options.backdrop { configuration.backdropOpacity = backdrop.opacity }
      switch options.undimmedThrough {
      case .all: configuration.backdropOpacity = 0
      case let .upThrough(id): configuration.undimmedThrough = id
      case .some(.none), nil: break
      }
      if let tap = options.backdropTap { configuration.backdropTap = tap }
      if let width = options.maximumWidth { configuration.maximumWidth = width }
      if let adaptation = options.adaptation { configuration.adaptation = adaptation }
      if let morphs = options.morphsShape { configuration.morphsShape = morphs }
      configuration.look = SheetLookChoice.look(for: options.appearance)
      configuration.reducesTransparency = reduceTransparency
      return configuration
    }

    /// The chrome the engine resolves detents with: the grabber's height and visibility (the
    /// engine decides `automatic`, and ``SheetLayout/showsGrabber`` says what it decided) and
    /// the header's height (0 when none is drawn).
    /// The close button the app asked for goes to the host too, which decides whether it is
    /// drawn (`SheetHostModel.drawsCloseButton`: an inline sheet that cannot hide has none).
    static func chrome(
      dragIndicator: Visibility?, headerHeight: Double, closeButton: Bool = false
    ) -> SheetChrome {
      let visibility: GrabberVisibility
      switch dragIndicator {
      case .visible: visibility = .visible
      case .hidden: visibility = .hidden
      default: visibility = .automatic
      }
      return SheetChrome(
        grabberHeight: SheetRootModel.grabberHeight, headerHeight: headerHeight,
        grabber: visibility, showsCloseButton: closeButton)
    }
  }
#endif
