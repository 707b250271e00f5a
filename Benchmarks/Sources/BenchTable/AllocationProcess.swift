import Foundation

/// Runs bench-table again with the malloc interposer preloaded and `--count-allocations`, and
/// reads the allocation counts it prints (`id<TAB>allocations per operation`, one a line).
enum AllocationProcess {
  /// The counts by workload id; empty, with a note on standard error, when the interposer's
  /// library is not beside the executable or the process fails.
  static func counts(_ options: Options) -> [String: Double] {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let library = executable.deletingLastPathComponent()
      .appendingPathComponent(AllocationCounter.libraryName)
    guard FileManager.default.fileExists(atPath: library.path) else {
      note("no \(library.path): build the whole package (swift build -c release)")
      return [:]
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--count-allocations"] + (options.smoke ? ["--smoke"] : [])
    var environment = ProcessInfo.processInfo.environment
    environment["LD_PRELOAD"] = library.path
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      note("could not start the counting process: \(error)")
      return [:]
    }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      note("the counting process exited with \(process.terminationStatus)")
      return [:]
    }
    return parse(String(decoding: output, as: UTF8.self))
  }

  /// Prints the counts in the form ``counts(_:)`` reads.
  static func write(_ allocations: [String: Double]) {
    for (id, count) in allocations.sorted(by: { $0.key < $1.key }) {
      print("\(id)\t\(count)")
    }
  }

  private static func parse(_ text: String) -> [String: Double] {
    var counts: [String: Double] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t")
      if fields.count == 2, let value = Double(fields[1]) { counts[String(fields[0])] = value }
    }
    return counts
  }

  private static func note(_ text: String) {
    FileHandle.standardError.write(Data("bench-table: allocations not counted: \(text)\n".utf8))
  }
}
