#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// What the sheet's hosting controller shows: the chrome (grabber, title, close button) and
  /// the app's content, with the presenting view's environment, the sheet's proxy (on the
  /// content, by ``SheetProxyReader``), and the measurements the host model needs, reported
  /// through ``SheetRootModel``.
  struct SheetRootView<Content: View>: View {
    @ObservedObject var model: SheetRootModel
    let content: Content
    /// The presenting view's environment, whole: set with the content in the same root view,
    /// so they arrive together in one SwiftUI update, and compared by SwiftUI like any other
    /// stored value of the root (an unchanged environment re-renders nothing).
    let environment: EnvironmentValues
    /// The app's background (`bottomSheetBackground`), or nil.
    let background: SheetBackground?
    /// The app's header view (`bottomSheetHeader`), or nil.
    let headerView: AnyView?
    /// The animation of the presenter's update that set this root (``SheetCarriedAnimation``):
    /// a `withAnimation` change of presenter-owned state animates in the content too.
    var animation: Animation?
    var animationGeneration = 0

    var body: some View {
      VStack(spacing: 0) {
        if model.showsGrabber { grabber }
        if model.showsHeader { header }
        SheetContentSizer(
          natural: model.contentSizing == .natural && !model.contentMeasuresItself,
          fitted: { [model] value in model.fittedHeight = value }
        ) {
          SheetProxyReader(model: model.proxy, content: content)
            .animation(animation, value: animationGeneration)
        }
        .sheetOnPreferenceChange(SheetNaturalHeightKey.self, to: model) { model, value in
          model.naturalHeight = value
        }
        .frame(height: max(0, model.contentHeight), alignment: .top)
        .safeAreaInset(edge: .bottom, spacing: 0) {
          Color.clear.frame(height: max(0, model.bottomInset))
        }
        Spacer(minLength: 0)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .overlay(alignment: .top) {
        if model.adjustableElement == .sheetTop { adjustableStandIn }
      }
      .background { SheetBackgroundView(background: background) }
      .ignoresSafeArea()
      .sheetOnPreferenceChange(SheetOptionsKey.self, to: model) { model, value in
        model.optionsChanged(value)
      }
      // The presenting view's environment, whole (the content's proxy is set inside, by
      // SheetProxyReader, over the presenter's).
      .sheetEnvironment(environment)
    }

    private var grabber: some View {
      SheetGrabberView(grabber: model.grabber)
        .modifier(SheetAdjustable(model: model, label: SheetStrings.grabber))
    }

    /// With the grabber hidden and more than one detent, VoiceOver still needs an element to
    /// swipe up and down on: an accessibility-only one over the sheet's top edge that takes no
    /// touches (``HostFrame/adjustableElement``).
    private var adjustableStandIn: some View {
      Color.clear
        .frame(maxWidth: .infinity)
        .frame(height: SheetRootModel.grabberHeight)
        .allowsHitTesting(false)
        .modifier(SheetAdjustable(model: model, label: SheetStrings.resize))
    }

    /// The header: the title row (a title or the close button) and the app's header view,
    /// measured together; its height counts in the sheet's chrome (``Detent/header`` rests on
    /// it).
    private var header: some View {
      VStack(spacing: 0) {
        if model.showsTitleRow { titleRow }
        if let headerView {
          // The header gets the sheet's proxy too, as the content does.
          SheetProxyReader(model: model.proxy, content: headerView)
        }
      }
      .background {
        GeometryReader { geometry in
          Color.clear.preference(
            key: SheetHeightKey.self, value: Double(geometry.size.height))
        }
      }
      .sheetOnPreferenceChange(SheetHeightKey.self, to: model) { model, value in
        model.headerHeight = value
      }
    }

    private var titleRow: some View {
      HStack(alignment: .center, spacing: 8) {
        if let title = model.title {
          title
            .font(.headline)
            .accessibilityAddTraits(.isHeader)
        }
        Spacer(minLength: 0)
        if model.showsCloseButton {
          // The glass look's button is Apple's close role (iOS 26); otherwise today's glyph.
          Backport.CloseButton(closeRole: model.usesGlassLook) {
            model.send(.close)
          } fallback: {
            Button {
              model.send(.close)
            } label: {
              Image(systemName: "xmark.circle.fill")
                .font(.title2)
                .foregroundColor(.secondary)
                // Apple's minimum hit target, whatever the glyph's size.
                .frame(minWidth: 44, minHeight: 44)
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel(Text(verbatim: SheetStrings.localized(SheetStrings.close)))
          }
        }
      }
      .padding(.horizontal, 16)
      .padding(.vertical, 8)
    }
  }
#endif
