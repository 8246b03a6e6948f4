#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// Translation only: the modifiers' options and the measured geometry, expressed as the
  /// engine's `SheetConfiguration` and `SheetContext`. Nothing here decides where the sheet goes.
  extension SheetHost {
    /// The configuration without the parts that are state (selection, presentation).
    var configurationKey: SheetConfiguration {
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
        chrome: SheetChrome(
          grabberHeight: showsGrabber ? SheetChromeView<Sheet>.grabberHeight : 0,
          headerHeight: headerHeight),
        cornerRadius: options.cornerRadius,
        maximumWidth: options.maximumWidth ?? 640,
        morphsShape: options.morphsShape ?? false)
    }

    var contextKey: SheetContext {
      let size = container.size
      let insets = container.safeArea
      // The probe's bottom is above the container's by the bottom safe area, or by the keyboard
      // while it is up; 0 means "not measured yet".
      let overlap =
        keyboardProbeMaxY > 0
        ? Double(container.globalOrigin.y + size.height) - keyboardProbeMaxY : 0
      let keyboard = overlap > Double(insets.bottom) + 1 ? overlap : 0
      let originY = Double(container.globalOrigin.y)
      return SheetContext(
        containerSize: SheetSize(width: Double(size.width), height: Double(size.height)),
        safeArea: SheetInsets(
          top: Double(insets.top), bottom: Double(insets.bottom),
          leading: Double(insets.leading), trailing: Double(insets.trailing)),
        keyboardHeight: keyboard,
        contentHeight: contentMetrics.naturalHeight ?? measuredContentHeight,
        contentScrolls: contentMetrics.scrolls,
        anchors: anchors.mapValues { $0 - originY })
    }

    func measure(_ geometry: GeometryProxy) -> SheetContainerMeasure {
      SheetContainerMeasure(
        size: geometry.size, safeArea: geometry.safeAreaInsets,
        globalOrigin: geometry.frame(in: .global).origin)
    }
  }
#endif
