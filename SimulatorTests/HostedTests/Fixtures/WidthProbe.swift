import SwiftUI

/// The marker `"grow"`, `width` points wide and 60 tall, whose width SwiftUI interpolates during
/// an animation (`Animatable`): each value it is drawn with goes to ``WidthLog``.
struct WidthProbe: View, Animatable {
  var width: Double

  nonisolated var animatableData: Double {
    get { width }
    set { width = newValue }
  }

  var body: some View {
    WidthLog.seen.append(width)
    return MarkerView(name: "grow").frame(width: width, height: 60)
  }
}
