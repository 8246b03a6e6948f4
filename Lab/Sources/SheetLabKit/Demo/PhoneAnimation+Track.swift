extension PhoneAnimation {
  /// The timing every animated element of one picture shares: the loop's key times, its
  /// length, and the frame the still picture shows.
  ///
  /// Each animated element is opened through ``open(_:_:_:_:)``, which writes the attribute's
  /// value in the resting frame as a plain attribute and the frames as an `<animate>`. A viewer
  /// without SMIL keeps the plain value, so it draws the resting frame; a browser replaces it
  /// with the animation from the first key on.
  struct Track {
    /// keyTimes, one per frame plus a closing key at 1 (``PhoneAnimation/keyTimes(_:loop:)``).
    var keys: [String]
    /// The loop's length in seconds.
    var loop: Double
    /// The index of the frame the still picture shows (``PhoneAnimation/restingFrame(_:screens:)``).
    var rest: Int

    /// The element of `values` at the resting frame (the last one when `values` is shorter),
    /// or nil when there is none.
    func value<T>(_ values: [T]) -> T? {
      guard !values.isEmpty else { return nil }
      return values[min(max(rest, 0), values.count - 1)]
    }

    /// Opens `name` with `attributes`, then each animated attribute at its resting value, then
    /// one animation per attribute whose value changes. Close it with
    /// ``SVGDocument/close(_:)``.
    func open(
      _ svg: inout SVGDocument, _ name: String, _ attributes: [(String, String)],
      _ animated: [(attribute: String, values: [String], discrete: Bool)]
    ) {
      var all = attributes
      for track in animated {
        if let still = value(track.values) { all.append((track.attribute, still)) }
      }
      svg.open(name, all)
      for track in animated {
        PhoneAnimation.animate(
          &svg, track.attribute, track.values, keys, loop: loop, discrete: track.discrete)
      }
    }
  }
}
