// The scenario codec lives in the root package's `BottomSheetCore` (`Scenario/`) (one reader and writer
// for the lab, host traces and the tests). Its names are the lab's too, so every lab file and
// every `import SheetLabKit` sees them as before.

/// A scenario file's contents (``BottomSheetCore/Scenario``).
public typealias Scenario = BottomSheetCore.Scenario
/// One timed input of a scenario (``BottomSheetCore/ScenarioEvent``).
public typealias ScenarioEvent = BottomSheetCore.ScenarioEvent
/// Reads scenario files (``BottomSheetCore/ScenarioDecoder``).
public typealias ScenarioDecoder = BottomSheetCore.ScenarioDecoder
/// Writes scenario files (``BottomSheetCore/ScenarioEncoder``).
public typealias ScenarioEncoder = BottomSheetCore.ScenarioEncoder
/// Why a scenario file was rejected (``BottomSheetCore/ScenarioError``).
public typealias ScenarioError = BottomSheetCore.ScenarioError
/// A parsed JSON value (``BottomSheetCore/JSONValue``).
public typealias JSONValue = BottomSheetCore.JSONValue
/// The strict JSON parser (``BottomSheetCore/JSONParser``).
public typealias JSONParser = BottomSheetCore.JSONParser
/// A JSON syntax error (``BottomSheetCore/JSONSyntaxError``).
public typealias JSONSyntaxError = BottomSheetCore.JSONSyntaxError
/// The fixed-layout JSON writer (``BottomSheetCore/JSONWriter``).
public typealias JSONWriter = BottomSheetCore.JSONWriter
