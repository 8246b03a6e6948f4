#if canImport(UIKit)
  import SwiftUI

  /// Translation only: the modifiers' options as the engine's `SheetConfiguration`.
  extension SheetController {
    static func configuration(
      presentation: SheetPresentation, options: SheetOptions, chrome: SheetChrome,
      reduceMotion: Bool
    ) -> SheetConfiguration {
      let style = presentation.style
      // Core's defaults for the style; only what a modifier said is set over them.
      var configuration = SheetConfiguration(
        style: style,
        detents: presentation.detents ?? options.detents
          ?? SheetConfiguration.defaultDetents(for: style),
        isDismissible: options.dismissDisabled.map { !$0 },
        chrome: chrome,
        cornerRadius: options.cornerRadius)
      if let spring = options.spring { configuration.behavior.spring = spring }
      configuration.behavior.reduceMotion = reduceMotion
      if let interaction = options.contentInteraction {
        configuration.behavior.expandsOnContentScroll = interaction != .scrolls
      }
      switch options.undimmedThrough {
      case .all: configuration.backdropOpacity = 0
      case let .upThrough(id): configuration.undimmedThrough = id
      case .some(.none), nil: break
      }
      if let tap = options.backdropTap { configuration.backdropTap = tap }
      if let width = options.maximumWidth { configuration.maximumWidth = width }
      if let morphs = options.morphsShape { configuration.morphsShape = morphs }
      return configuration
    }

    static func showsGrabber(options: SheetOptions, detents: Int) -> Bool {
      switch options.dragIndicator {
      case .visible: return true
      case .hidden: return false
      default: return SheetConfiguration.showsGrabberByDefault(resolvedDetentCount: detents)
      }
    }
  }
#endif
