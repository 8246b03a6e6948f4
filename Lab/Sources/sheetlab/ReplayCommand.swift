import ArgumentParser
import SheetLabKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Run one scenario file or host trace and print its outcome JSON.",
    discussion: """
      Reads FILE (or standard input for -) in the scenario format of docs/SCENARIOS.md and \
      prints the outcome JSON on standard output. A host trace (a file with a top-level "host" object, \
      written by HostTrace.json) replays through the host model and its outcome also lists \
      the host's effects. Invalid input exits with status 1 and a one-line message on standard \
      error naming the field; nothing is printed on standard output.
      """)

  @OptionGroup var input: ScenarioFileArgument

  func run() throws {
    let text = input.text()
    do {
      print(try HostReplay.outcomeText(ofFile: text), terminator: "")
    } catch {
      fail(error.description)
    }
  }
}

/// Prints `message` as one line on standard error and exits with status 1.
func fail(_ message: String) -> Never {
  let line = "sheetlab: " + message.split(separator: "\n").joined(separator: " ") + "\n"
  let bytes = Array(line.utf8)
  _ = bytes.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
  exit(1)
}
