// The lab speaks the engine's vocabulary: the scenario codec (`Scenario`, `ScenarioDecoder`,
// `ScenarioEncoder`, `JSONValue`, …) and the host model live in BottomSheetCore, and every lab
// file and every `import SheetLabKit` sees them. What an app does not see (`@_spi(Lab)`: the
// codec's document level, `SpringMotion`, `VelocityTracker`, …, see docs/ENGINE-API.md) needs
// `@_spi(Lab) import BottomSheetCore` (or `@_spi(Lab) import SheetLabKit`) in the file.
@_exported import BottomSheetCore
