#if canImport(SwiftUI)
  import SwiftUI

  /// The sheet's own views: grabber, header (title, close button) and the content laid out at
  /// the engine's `contentHeight` (which changes at most twice per gesture, so drag frames
  /// never re-lay-out the content; only the host's offset changes per frame).
  struct SheetChromeView<Content: View>: View {
    /// The grabber's row height; the engine's chrome height when it is shown.
    static var grabberHeight: Double { 20 }

    let content: Content
    let showsGrabber: Bool
    let grabberHeight: Double
    let title: Text?
    let showsCloseButton: Bool
    let contentHeight: Double
    let accessibilityValue: String
    let onHeaderHeight: (Double) -> Void
    let onContentHeight: (Double) -> Void
    let onClose: @MainActor () -> Void
    let onIncrement: () -> Void
    let onDecrement: () -> Void
    let onEscape: () -> Void

    var body: some View {
      VStack(spacing: 0) {
        if showsGrabber {
          grabber
        }
        if title != nil || showsCloseButton {
          header
        }
        content
          .background {
            GeometryReader { geometry in
              Color.clear.preference(
                key: SheetHeightKey.self, value: Double(geometry.size.height))
            }
          }
          .onPreferenceChange(SheetHeightKey.self) { value in onContentHeight(value) }
          .frame(height: max(0, contentHeight), alignment: .top)
      }
      .accessibilityAction(.escape) { onEscape() }
    }

    private var grabber: some View {
      Capsule()
        .fill(Color.secondary.opacity(0.5))
        .frame(width: 36, height: 5)
        .frame(maxWidth: .infinity)
        .frame(height: grabberHeight)
        .contentShape(Rectangle())
        .accessibilityElement()
        .accessibilityLabel(Text("Sheet grabber"))
        .accessibilityValue(Text(accessibilityValue))
        .accessibilityHint(Text("Swipe up or down to resize the sheet"))
        .accessibilityAddTraits(.isButton)
        .accessibilityAction { onIncrement() }
        .accessibilityAdjustableAction { direction in
          switch direction {
          case .increment: onIncrement()
          case .decrement: onDecrement()
          @unknown default: break
          }
        }
    }

    private var header: some View {
      HStack(alignment: .center, spacing: 8) {
        if let title {
          title
            .font(.headline)
            .accessibilityAddTraits(.isHeader)
        }
        Spacer(minLength: 0)
        if showsCloseButton {
          Button(action: onClose) {
            Image(systemName: "xmark.circle.fill")
              .font(.title2)
              .foregroundColor(.secondary)
          }
          .buttonStyle(.plain)
          .accessibilityLabel(Text("Close"))
        }
      }
      .padding(.horizontal, 16)
      .padding(.vertical, 8)
      .background {
        GeometryReader { geometry in
          Color.clear.preference(key: SheetHeightKey.self, value: Double(geometry.size.height))
        }
      }
      .onPreferenceChange(SheetHeightKey.self) { value in onHeaderHeight(value) }
    }
  }

  /// The sheet's background: the app's style, or the system background (light and dark).
  struct SheetBackgroundView: View {
    let style: AnyShapeStyle?
    let cornerRadii: CornerRadii

    var body: some View {
      let shape = SheetShape(radii: cornerRadii)
      if let style {
        Color.clear.background(style, in: shape)
      } else {
        Color.clear.background(.background, in: shape)
      }
    }
  }
#endif
