// The lab speaks the engine's vocabulary: the engine (BottomSheetCore), the host model
// (BottomSheetHost) and the scenario codec and traces (BottomSheetTooling: `Scenario`,
// `ScenarioDecoder`, `ScenarioEncoder`, `JSONValue`, …), and every lab file and every
// `import SheetLabKit` sees them. What an app does not see (`@_spi(Lab)`: the codec's document
// level, `SpringMotion`, `VelocityTracker`, …, see docs/ENGINE-API.md) needs
// `@_spi(Lab) import BottomSheetCore` (or `BottomSheetTooling`, or `@_spi(Lab) import
// SheetLabKit`) in the file.
@_exported import BottomSheetCore
@_exported import BottomSheetHost
@_exported import BottomSheetTooling
