@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetCore
/// Reads a scenario file, strictly: every problem names its field.
///
/// Rejected (``ScenarioError``): invalid JSON, a missing required field (`container.width`,
/// `container.height`, `sheet.detents`, `events`), a value of the wrong type, a non-finite
/// number, an unknown detent spec, style, rubber-band kind or event type, and events out of
/// time order. Unknown fields are ignored. Everything else — negative sizes, empty detent
/// lists, impossible insets — is accepted and left to the engine, which repairs it and reports
/// a diagnostic.
///
/// A file with a top-level `host` object is a host trace (`HostTrace`):
/// its events are a host's inputs, not the engine's, and `decode(_:)` refuses it, naming
/// `host`.
///
/// Defaults (every field but the four required ones): see `docs/SCENARIOS.md`.
public enum ScenarioDecoder {
  /// Decodes a scenario from its JSON text.
  public static func decode(_ text: String) throws(ScenarioError) -> Scenario {
    try decode(document: try document(text))
  }

  /// Decodes a scenario from a parsed document (see `document(_:)`).
  @_spi(Lab) public static func decode(document root: JSONValue) throws(ScenarioError) -> Scenario {
    if isHostTrace(root) {
      throw ScenarioError(
        field: "host", "a host trace (host inputs, not engine events): replay it as one")
    }
    return try ScenarioReader().scenario(root)
  }

  /// Parses a scenario file's JSON text; a syntax error names the field `(document)`.
  @_spi(Lab) public static func document(_ text: String) throws(ScenarioError) -> JSONValue {
    do {
      return try JSONParser.parse(text)
    } catch {
      throw ScenarioError(field: "(document)", error.description)
    }
  }

  /// Whether a parsed document is a host trace: it has a top-level `host` object.
  @_spi(Lab) public static func isHostTrace(_ root: JSONValue) -> Bool {
    guard let host = root["host"] else { return false }
    return host != .null
  }

  /// The `output` section of a parsed document: frames per second (default 60) and the last
  /// sampled time (nil: the last event's time plus 1 s).
  @_spi(Lab) public static func output(_ root: JSONValue) throws(ScenarioError) -> (
    fps: Double, until: Double?
  ) {
    try ScenarioReader().output(root)
  }
}
