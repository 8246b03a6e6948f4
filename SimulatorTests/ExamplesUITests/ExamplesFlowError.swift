/// A screen of the examples app that could not be reached: the test fails with what was
/// missing.
struct ExamplesFlowError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
