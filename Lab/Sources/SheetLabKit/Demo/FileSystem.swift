#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file-system operations the lab needs, on the C library alone, so `sheetlab` runs
/// on a machine with nothing but the Swift toolchain.
public enum FileSystem {
  /// Creates `path` and any missing parents (like `mkdir -p`).
  public static func makeDirectories(_ path: String) throws(InputError) {
    guard !path.isEmpty else { return }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      prefix += part
      if !isDirectory(prefix) {
        if mkdir(prefix, 0o755) != 0 && !isDirectory(prefix) {
          throw InputError(description: "cannot create directory \(prefix)")
        }
      }
      prefix += "/"
    }
  }

  /// Whether `path` names an existing directory.
  public static func isDirectory(_ path: String) -> Bool {
    guard let dir = opendir(path) else { return false }
    closedir(dir)
    return true
  }

  /// Whether `path` names a readable file.
  public static func isReadableFile(_ path: String) -> Bool {
    guard let file = fopen(path, "rb") else { return false }
    fclose(file)
    return !isDirectory(path)
  }

  /// The names in `directory` ending with `suffix`, sorted (byte order), without `.` entries.
  public static func list(_ directory: String, suffix: String) throws(InputError) -> [String] {
    guard let dir = opendir(directory) else {
      throw InputError(description: "cannot open directory \(directory)")
    }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if !name.hasPrefix("."), name.hasSuffix(suffix) { names.append(name) }
    }
    return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }

  /// The value of environment variable `name`, if set.
  public static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }
}
