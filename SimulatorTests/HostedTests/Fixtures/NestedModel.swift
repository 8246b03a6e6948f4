import SwiftUI

/// The state of ``NestedFixture``: two modal sheets, the second presented from the first's
/// content, each with its binding's writes by the layer and its `onDismiss` calls counted.
@MainActor final class NestedModel: ObservableObject {
  @Published var outer = false
  @Published var inner = false
  var outerWrites: [Bool] = []
  var innerWrites: [Bool] = []
  var outerDismissals = 0
  var innerDismissals = 0

  var countedOuter: Binding<Bool> {
    Binding(
      get: { self.outer },
      set: { value in
        self.outerWrites.append(value)
        self.outer = value
      })
  }

  var countedInner: Binding<Bool> {
    Binding(
      get: { self.inner },
      set: { value in
        self.innerWrites.append(value)
        self.inner = value
      })
  }
}
