import ArgumentParser

@main
struct SheetLab: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sheetlab",
    abstract: "Replay bottom-sheet scenarios through BottomSheetCore and picture the motion.",
    subcommands: [
      ReplayCommand.self, RenderCommand.self, DemoCommand.self, CorpusCommand.self,
      CompareCommand.self, StudyCommand.self,
    ])
}
