#if canImport(UIKit)
  import SwiftUI

  /// What the sheet's hosting controller shows: the chrome (grabber, title, close button) and
  /// the app's content, with the presenting view's environment, the sheet's proxy (on the
  /// content, by ``SheetProxyReader``), and the measurements the host model needs, reported
  /// through ``SheetRootModel``.
  struct SheetRootView<Content: View>: View {
    @ObservedObject var model: SheetRootModel
    let content: Content

    var body: some View {
      VStack(spacing: 0) {
        if model.showsGrabber { grabber }
        if model.showsHeader { header }
        SheetProxyReader(model: model.proxy, content: content)
          .background {
            GeometryReader { geometry in
              Color.clear.preference(key: SheetHeightKey.self, value: Double(geometry.size.height))
            }
          }
          .onPreferenceChange(SheetHeightKey.self) { value in model.laidOutHeight = value }
          .onPreferenceChange(SheetNaturalHeightKey.self) { value in model.naturalHeight = value }
          .frame(height: max(0, model.contentHeight), alignment: .top)
          .safeAreaInset(edge: .bottom, spacing: 0) {
            Color.clear.frame(height: max(0, model.bottomInset))
          }
        Spacer(minLength: 0)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .background { SheetBackgroundView(style: model.background) }
      .ignoresSafeArea()
      .onPreferenceChange(SheetOptionsKey.self) { value in model.optionsChanged(value) }
      .transformEnvironment(\.self) { environment in
        // The presenting view's environment, whole: colour scheme, dynamic type, locale,
        // layout direction, custom keys and environment objects all cross. A fresh copy is
        // pushed on every change of the presenter's environment. The content's proxy is set
        // inside, by SheetProxyReader, over the presenter's.
        if let presenter = model.environment { environment = presenter }
      }
    }

    private var grabber: some View {
      Capsule()
        .fill(Color.secondary.opacity(0.5))
        .frame(width: 36, height: 5)
        .frame(maxWidth: .infinity)
        .frame(height: SheetRootModel.grabberHeight)
        .contentShape(Rectangle())
        .accessibilityElement()
        .accessibilityLabel(Text(SheetStrings.grabber))
        .accessibilityValue(Text(LocalizedStringKey(model.accessibilityValue)))
        .accessibilityHint(Text(SheetStrings.grabberHint))
        .accessibilityAdjustableAction { direction in
          switch direction {
          case .increment: model.send(.increment)
          case .decrement: model.send(.decrement)
          @unknown default: break
          }
        }
    }

    private var header: some View {
      HStack(alignment: .center, spacing: 8) {
        if let title = model.title {
          title
            .font(.headline)
            .accessibilityAddTraits(.isHeader)
        }
        Spacer(minLength: 0)
        if model.showsCloseButton {
          Button {
            model.send(.close)
          } label: {
            Image(systemName: "xmark.circle.fill")
              .font(.title2)
              .foregroundColor(.secondary)
          }
          .buttonStyle(.plain)
          .accessibilityLabel(Text(SheetStrings.close))
        }
      }
      .padding(.horizontal, 16)
      .padding(.vertical, 8)
      .background {
        GeometryReader { geometry in
          Color.clear.preference(
            key: SheetHeightKey.self, value: Double(geometry.size.height))
        }
      }
      .onPreferenceChange(SheetHeightKey.self) { value in model.headerHeight = value }
    }
  }

  /// The app's content with the sheet's live proxy in its environment. The only view that
  /// observes ``SheetProxyModel``: a new proxy re-evaluates this body, and then only the
  /// content's views that read `@Environment(\.bottomSheet)`.
  struct SheetProxyReader<Content: View>: View {
    @ObservedObject var model: SheetProxyModel
    let content: Content

    var body: some View {
      content.environment(\.bottomSheet, model.current)
    }
  }

  /// The sheet's background: the app's style, or nothing (the container draws the elevated
  /// system background).
  struct SheetBackgroundView: View {
    let style: AnyShapeStyle?

    var body: some View {
      if let style {
        Rectangle().fill(style)
      } else {
        Color.clear
      }
    }
  }

#endif
