#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Everything the configuration modifiers inside the sheet content say, merged bottom-up.
  /// `nil` means "not said": the container's defaults apply.
  struct SheetOptions: Equatable {
    var detents: [Detent]?
    /// A new box each time the content renders detents with a custom one among them
    /// (``SheetCustomDetentsReread``): the sheet reads its configuration again.
    var detentsRead: SheetRefBox<[Detent]>?
    /// `bottomSheetSafeAreaInset(upThrough:)`: the inline sheet insets its screen up to this.
    var screenInsetUpThrough: DetentID?
    var selection: SheetRefBox<Binding<Detent>>?
    /// The bound selection's value when the content rendered: a change of state the content
    /// owns changes the preference, and the sheet moves (the presenter may never update).
    var selectionValue: DetentID?
    var dragIndicator: Visibility?
    /// `bottomSheetGrabber`: the grabber's colour and size, or the app's view.
    var grabber: SheetGrabber?
    var title: Text?
    var closeButton: Visibility?
    var cornerRadius: Double?
    var background: SheetRefBox<SheetBackground>?
    /// The app's header view (`bottomSheetHeader`), re-read at every render of its modifier.
    var header: SheetRefBox<AnyView>?
    var undimmedThrough: SheetUndimmed?
    var contentInteraction: BottomSheetContentInteraction?
    var dismissDisabled: Bool?
    var onDismissAttempt: SheetRefBox<() -> Void>?
    var backdropTap: BackdropTapAction?
    /// `bottomSheetBackdrop`: what the backdrop draws, and the engine's maximum opacity.
    var backdrop: SheetBackdrop?
    var shadow: SheetShadow?
    var spring: SheetSpring?
    /// `bottomSheetSpring(presentation:dismissal:)`: the entrance's and the exit's springs.
    var presentationSpring: SheetSpring?
    var dismissalSpring: SheetSpring?
    /// `bottomSheetBackdropFade(from:opacity:to:opacity:)`.
    var backdropFade: SheetBackdropFadeOption?
    /// `bottomSheetTransition(_:)`: rise from the bottom, or grow out of a marked source.
    var transition: BottomSheetTransition?
    /// `bottomSheetAdaptation(regularWidth:prefersEdgeAttachedInCompactHeight:)`.
    var adaptation: SheetAdaptation?
    var morphsShape: Bool?
    var appearance: BottomSheetAppearance?
    var maximumWidth: Double?
    var onEvent: SheetRefBox<SheetEventHandler>?
    var trace: SheetRefBox<BottomSheetTraceRecorder>?

    /// Inner (`self`) values win over outer (`other`) ones, like SwiftUI's environment.
    mutating func merge(outer other: SheetOptions) {
      detents = detents ?? other.detents
      detentsRead = detentsRead ?? other.detentsRead
      screenInsetUpThrough = screenInsetUpThrough ?? other.screenInsetUpThrough
      selection = selection ?? other.selection
      selectionValue = selectionValue ?? other.selectionValue
      dragIndicator = dragIndicator ?? other.dragIndicator
      grabber = grabber ?? other.grabber
      title = title ?? other.title
      closeButton = closeButton ?? other.closeButton
      cornerRadius = cornerRadius ?? other.cornerRadius
      background = background ?? other.background
      header = header ?? other.header
      undimmedThrough = undimmedThrough ?? other.undimmedThrough
      contentInteraction = contentInteraction ?? other.contentInteraction
      dismissDisabled = dismissDisabled ?? other.dismissDisabled
      onDismissAttempt = onDismissAttempt ?? other.onDismissAttempt
      backdropTap = backdropTap ?? other.backdropTap
      backdrop = backdrop ?? other.backdrop
      shadow = shadow ?? other.shadow
      spring = spring ?? other.spring
      presentationSpring = presentationSpring ?? other.presentationSpring
      dismissalSpring = dismissalSpring ?? other.dismissalSpring
      backdropFade = backdropFade ?? other.backdropFade
      transition = transition ?? other.transition
      adaptation = adaptation ?? other.adaptation
      morphsShape = morphsShape ?? other.morphsShape
      appearance = appearance ?? other.appearance
      maximumWidth = maximumWidth ?? other.maximumWidth
      onEvent = onEvent ?? other.onEvent
      trace = trace ?? other.trace
    }
  }
#endif
