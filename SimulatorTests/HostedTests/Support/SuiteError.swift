/// A fixture that could not be set up: the test fails with what was missing.
struct SuiteError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
