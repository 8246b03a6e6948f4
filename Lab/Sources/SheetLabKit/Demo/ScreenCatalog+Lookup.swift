@_spi(Lab) import BottomSheetTooling

extension ScreenCatalog {
  /// The catalog row a person names on the command line (`sheetlab render --device
  /// "iPad Air 11-inch" --arrangement landscape`).
  ///
  /// A device is matched without regard to case by its identifier (`iPadAir11`), its display
  /// name, or else the start of its display name ("iPad Air 11-inch" for "iPad Air 11-inch
  /// (M2)"), which must match one device only ("iPhone 16" is the iPhone 16, "iPad" is refused). An arrangement is its identifier (`splitOneThird`) or a short name: `1/3`,
  /// `1/2`, `2/3`, `one-third`, `half`, `two-thirds`, `stage`, `stage-narrow`.
  ///
  /// - Throws: ``ScenarioError`` naming `device` or `arrangement` with the names it knows: an
  ///   unknown or ambiguous device, an unknown arrangement, or a row the table does not have
  ///   (a phone's Split View).
  public static func environment(device: String, arrangement: String) throws(ScenarioError)
    -> ScreenEnvironment
  {
    let wanted = device.lowercased()
    let exact = ScreenDevice.allCases.filter {
      $0.rawValue.lowercased() == wanted || $0.displayName.lowercased() == wanted
    }
    let devices =
      exact.isEmpty
      ? ScreenDevice.allCases.filter { $0.displayName.lowercased().hasPrefix(wanted) } : exact
    let known = ScreenDevice.allCases.map { "\"\($0.displayName)\"" }.joined(separator: ", ")
    guard !wanted.isEmpty, devices.count == 1, let match = devices.first else {
      let what = devices.count > 1 ? "matches several devices" : "is not a device"
      throw ScenarioError(field: "device", "\"\(device)\" \(what) (\(known))")
    }
    let aliases: [String: ScreenArrangement] = [
      "1/3": .splitOneThird, "one-third": .splitOneThird, "1/2": .splitHalf, "half": .splitHalf,
      "2/3": .splitTwoThirds, "two-thirds": .splitTwoThirds, "stage": .stageManager,
      "stage-narrow": .stageManagerNarrow,
    ]
    let name = arrangement.lowercased()
    let kind =
      aliases[name] ?? ScreenArrangement.allCases.first { $0.rawValue.lowercased() == name }
    guard let kind else {
      let names = ScreenArrangement.allCases.map(\.rawValue).joined(separator: ", ")
      throw ScenarioError(
        field: "arrangement", "\"\(arrangement)\" is not an arrangement (\(names), 1/3, 1/2, 2/3)")
    }
    guard let row = environment(match, kind) else {
      throw ScenarioError(
        field: "arrangement",
        "\(match.displayName) has no \(kind.rawValue) row (phones have portrait and landscape; "
          + "Stage Manager rows are the iPad Pro 13-inch's)")
    }
    return row
  }
}
