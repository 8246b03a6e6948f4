/// An item a `bottomSheet(item:)` fixture shows: its sheet's content is the marker
/// `"item-<id>"`, so a test can tell whose content a sheet holds.
struct SwapItem: Identifiable, Equatable {
  let id: String
}
