import BottomSheetKit
import SwiftUI

/// A screen (the "presenter" marker) presenting a modal or floating sheet from
/// `model.countedPresented`, counting its `onDismiss` calls. Its content is the "content"
/// marker with `detents`, the opaque look and the default adaptation, with
/// `prefersEdgeAttachedInCompactHeight` as given; `undimmed` lets the screen behind keep its
/// touches at every detent (`bottomSheetBackgroundInteraction(.enabled)`).
struct PlacedPresenterFixture: View {
  let style: PresenterStyle
  let detents: [Detent]
  var edgeAttached = false
  var undimmed = false
  @ObservedObject var model: FixtureModel

  var body: some View {
    switch style {
    case .modal:
      presenter.bottomSheet(isPresented: model.countedPresented, onDismiss: dismissed) {
        content
      }
    case .floating:
      presenter.floatingBottomSheet(isPresented: model.countedPresented, onDismiss: dismissed) {
        content
      }
    }
  }

  private var presenter: some View {
    MarkerView(name: "presenter").ignoresSafeArea()
  }

  @ViewBuilder private var content: some View {
    let marker = MarkerView(name: "content")
      .bottomSheetDetents(detents)
      .bottomSheetAppearance(.opaque)
      .bottomSheetAdaptation(prefersEdgeAttachedInCompactHeight: edgeAttached)
    if undimmed {
      marker.bottomSheetBackgroundInteraction(.enabled)
    } else {
      marker
    }
  }

  private func dismissed() { model.dismissals += 1 }
}
