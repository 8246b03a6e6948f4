@_spi(Lab) @_spi(Study) import BottomSheetCore

extension ReleaseSweep {
  /// One CSV line per gesture of `seeds` default corpora from `firstSeed`: what a target rule
  /// could know at the lift if the velocity estimate were perfect — the resting positions'
  /// heights (`;`-separated, ascending, the hidden one first when dismissal is considered),
  /// the start and intended positions' indices, the finger's true lift height and height
  /// velocity (points per second, positive up), the contact time (touch-down to up, seconds)
  /// — and whether the engine's target rule lands the intent from them
  /// (``landsWithTrueVelocity(_:)``). `Lab/scripts/target-knn.py` learns a rule from one seed set's
  /// lines and scores it on another's (`docs/LAB.md`, "Release sweep").
  public static func truthCSV(count: Int, firstSeed: UInt64, seeds: Int) -> String {
    var out = "seed,kind,positions,start,intent,h,v,contact,engine\n"
    for k in 0..<max(1, seeds) {
      let seed = firstSeed &+ UInt64(k)
      for item in CorpusGenerator().generate(count: count, seed: seed) {
        let geometry = BaselineGeometry(item.scenario)
        let positions = geometry.positions
        let start = geometry.detents[geometry.startIndex].height
        let height = start + (item.path.origin.y - item.path.point(at: item.upTime).y)
        let cells: [String] = [
          String(seed), item.kind.rawValue,
          positions.map { String($0.height) }.joined(separator: ";"),
          String(positions.firstIndex { abs($0.height - start) < 1e-6 } ?? -1),
          String(positions.firstIndex { $0.destination == item.intent } ?? -1),
          String(height), String(-item.path.velocityY(at: item.upTime)),
          String(item.upTime - (item.scenario.events.first?.t ?? item.upTime)),
          String(landsWithTrueVelocity(item)),
        ]
        out += cells.joined(separator: ",") + "\n"
      }
    }
    return out
  }
}
