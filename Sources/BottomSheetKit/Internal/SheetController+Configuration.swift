#if canImport(UIKit)
  import SwiftUI

  /// Translation only: the modifiers' options as the engine's `SheetConfiguration`.
  extension SheetController {
    static func configuration(
      presentation: SheetPresentation, options: SheetOptions, chrome: SheetChrome,
      reduceMotion: Bool
    ) -> SheetConfiguration {
      let style = presentation.style
      var behavior = SheetBehavior.defaults(for: style)
      if let spring = options.spring { behavior.spring = spring }
      behavior.reduceMotion = reduceMotion
      if let interaction = options.contentInteraction {
        behavior.expandsOnContentScroll = interaction != .scrolls
      }
      var backdropOpacity = 0.4
      var undimmed: DetentID?
      switch options.undimmedThrough {
      case .all: backdropOpacity = 0
      case let .upThrough(id): undimmed = id
      case .some(.none), nil: break
      }
      return SheetConfiguration(
        style: style,
        detents: presentation.detents ?? options.detents
          ?? SheetConfiguration.defaultDetents(for: style),
        isDismissible: options.dismissDisabled.map { !$0 },
        behavior: behavior,
        undimmedThrough: undimmed,
        backdropOpacity: backdropOpacity,
        backdropTap: options.backdropTap ?? .dismiss,
        chrome: chrome,
        cornerRadius: options.cornerRadius,
        maximumWidth: options.maximumWidth ?? 640,
        morphsShape: options.morphsShape ?? false)
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
