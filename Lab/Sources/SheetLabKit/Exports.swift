// The lab speaks the engine's vocabulary: the scenario codec (`Scenario`, `ScenarioDecoder`,
// `ScenarioEncoder`, `JSONValue`, …) and the host model live in BottomSheetCore, and every lab
// file and every `import SheetLabKit` sees them.
@_exported import BottomSheetCore
