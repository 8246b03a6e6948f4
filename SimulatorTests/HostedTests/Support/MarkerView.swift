import SwiftUI
import UIKit

/// A plain UIKit view placed by a fixture where a test looks: its window frame is the truth a
/// test compares the sheet with, and `window.hitTest` returning it means the touch reached it.
struct MarkerView: UIViewRepresentable {
  let name: String

  func makeUIView(context: Context) -> MarkerUIView {
    let view = MarkerUIView()
    view.name = name
    view.backgroundColor = UIColor.systemTeal.withAlphaComponent(0.3)
    view.accessibilityIdentifier = name
    return view
  }

  func updateUIView(_ view: MarkerUIView, context: Context) {
    view.name = name
  }
}
