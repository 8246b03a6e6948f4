import SwiftUI
import UIKit

/// A UIKit text field named `"field"` (its accessibility identifier): a test makes it the first
/// responder itself, as a tap would.
struct TextFieldView: UIViewRepresentable {
  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.accessibilityIdentifier = "field"
    field.backgroundColor = UIColor.systemTeal.withAlphaComponent(0.3)
    return field
  }

  func updateUIView(_ field: UITextField, context: Context) {}
}
