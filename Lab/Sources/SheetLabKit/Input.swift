#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that could not be read.
public struct InputError: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public var description: String
}

/// Reads a whole text file, or standard input for `-`.
public func readInput(_ path: String) throws(InputError) -> String {
  if path == "-" {
    var text = ""
    while let line = readLine(strippingNewline: false) { text += line }
    return text
  }
  guard let file = fopen(path, "rb") else { throw InputError(description: "cannot open the file") }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let n = fread(&buffer, 1, buffer.count, file)
    if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
    if n < buffer.count { break }
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// Writes `text` to `path`, creating or replacing it.
public func writeOutput(_ text: String, to path: String) throws(InputError) {
  guard let file = fopen(path, "wb") else { throw InputError(description: "cannot write \(path)") }
  defer { fclose(file) }
  let bytes = Array(text.utf8)
  guard fwrite(bytes, 1, bytes.count, file) == bytes.count else {
    throw InputError(description: "short write to \(path)")
  }
}
