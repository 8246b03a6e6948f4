import BottomSheetScenario

// The scenario codec lives in the root package's `BottomSheetScenario` (one reader and writer
// for the lab, host traces and the tests). Its names are the lab's too, so every lab file and
// every `import SheetLabKit` sees them as before.

/// A scenario file's contents (``BottomSheetScenario/Scenario``).
public typealias Scenario = BottomSheetScenario.Scenario
/// One timed input of a scenario (``BottomSheetScenario/ScenarioEvent``).
public typealias ScenarioEvent = BottomSheetScenario.ScenarioEvent
/// Reads scenario files (``BottomSheetScenario/ScenarioDecoder``).
public typealias ScenarioDecoder = BottomSheetScenario.ScenarioDecoder
/// Writes scenario files (``BottomSheetScenario/ScenarioEncoder``).
public typealias ScenarioEncoder = BottomSheetScenario.ScenarioEncoder
/// Why a scenario file was rejected (``BottomSheetScenario/ScenarioError``).
public typealias ScenarioError = BottomSheetScenario.ScenarioError
/// A parsed JSON value (``BottomSheetScenario/JSONValue``).
public typealias JSONValue = BottomSheetScenario.JSONValue
/// The strict JSON parser (``BottomSheetScenario/JSONParser``).
public typealias JSONParser = BottomSheetScenario.JSONParser
/// A JSON syntax error (``BottomSheetScenario/JSONSyntaxError``).
public typealias JSONSyntaxError = BottomSheetScenario.JSONSyntaxError
/// The fixed-layout JSON writer (``BottomSheetScenario/JSONWriter``).
public typealias JSONWriter = BottomSheetScenario.JSONWriter
