@_spi(Lab) @_spi(Study) import BottomSheetCore

extension ReleaseSweep {
  /// Where `algorithm`'s releases leave the band, summed over seeds `firstSeed…` on `axis`:
  /// per throwing gesture kind and sampling rate, the throws (at least
  /// ``GestureMeasurement/throwSpeed`` at the lift), how many are released within
  /// ``RatioSummary/band`` of the finger's true speed, and how many below and above it. A
  /// Markdown table (`sheetlab study --sweep --misses RULE --kind band-summary --axis N`).
  public static func bandSummary(
    _ algorithm: SheetAlgorithm, axis: Int, count: Int, firstSeed: UInt64, seeds: Int
  ) -> String {
    struct Cell {
      var throwsCount = 0
      var inBand = 0
      var below = 0
      var above = 0
    }
    var cells: [String: Cell] = [:]
    for (_, items) in corpora(axis: axis, count: count, firstSeed: firstSeed, seeds: seeds) {
      for item in items where GestureKind.throwing.contains(item.kind) {
        let truth = item.path.velocityY(at: item.upTime)
        guard abs(truth) >= GestureMeasurement.throwSpeed else { continue }
        let ratio = (replay(algorithm, item).releasedVelocity ?? 0) / truth
        let key = item.kind.rawValue + " | \(Int(item.samplingRate)) Hz"
        var cell = cells[key] ?? Cell()
        cell.throwsCount += 1
        if RatioSummary.band.contains(ratio) {
          cell.inBand += 1
        } else if ratio < RatioSummary.band.lowerBound {
          cell.below += 1
        } else {
          cell.above += 1
        }
        cells[key] = cell
      }
    }
    let f = TextFormat.fixed
    var out = "| kind | rate | throws | in 0.85–1.15 | below | above |\n"
    out += "|---|---|---:|---:|---:|---:|\n"
    for key in cells.keys.sorted() {
      guard let cell = cells[key] else { continue }
      let share = Tally.percent(cell.inBand, cell.throwsCount)
      out += "| \(key) | \(cell.throwsCount) | \(cell.inBand) (" + f(share, 1) + " %) | "
      out += "\(cell.below) | \(cell.above) |\n"
    }
    return out
  }
}
