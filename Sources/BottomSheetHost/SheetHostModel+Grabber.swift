@_spi(Lab) import BottomSheetCore

extension SheetHostModel {
  /// See ``HostInput/grabberTapped``: selects the next larger detent, wrapping to the smallest,
  /// as a user action on the sheet (its settle is announced, as a drag's is).
  mutating func grabberTapped(time t: Double) {
    guard let engine, engine.isPresented, engine.showsGrabber, engine.detents.count > 1,
      engine.phase(at: t) != .dragging
    else { return }
    let index = engine.selectedIndex ?? 0
    let next = engine.detents[(index + 1) % engine.detents.count].id
    userMovesSheet(time: t) { $0.send(.select(next, animated: true), at: t) }
  }
}
