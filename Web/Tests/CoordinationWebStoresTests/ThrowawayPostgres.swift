#if PostgreSQL
  import Foundation

  /// The PostgreSQL server of this test process: the one ``postgresURLVariable`` names, or else
  /// one the process starts on first use, so that a plain `swift test` needs nothing set up.
  ///
  /// The server is started with `scripts/postgres.sh start DIR 0 --until-exit PID` (which
  /// installs PostgreSQL from Debian's packages when it is missing): on a free loopback port, in
  /// a new folder under the temporary directory, and stopped, its folder removed, by the script's
  /// watcher once this process has ended, however it ended.
  actor ThrowawayPostgres {
    /// The server of this process.
    static let shared = ThrowawayPostgres()

    /// The URL once known, or the start under way.
    private var started: Task<String, any Error>?

    /// The URL of the server: the environment's, or the throwaway server's, started once.
    func url() async throws -> String {
      if let url = ProcessInfo.processInfo.environment[postgresURLVariable], !url.isEmpty {
        return url
      }
      if let started { return try await started.value }
      let start = Task { try await Self.start() }
      started = start
      return try await start.value
    }

    /// Runs the script and returns the last line it printed.
    private static func start() async throws -> String {
      let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("coordination-test-postgres-\(UUID().uuidString)")
      let script = Process()
      script.executableURL = URL(fileURLWithPath: "/bin/bash")
      script.arguments = [
        root.appendingPathComponent("scripts/postgres.sh").path, "start", folder.path, "0",
        "--until-exit", String(ProcessInfo.processInfo.processIdentifier),
      ]
      let output = Pipe()
      script.standardOutput = output
      let status: Int32 = try await withCheckedThrowingContinuation { continuation in
        script.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
        do {
          try script.run()
        } catch {
          continuation.resume(throwing: error)
        }
      }
      let printed = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      guard status == 0, let url = printed.split(separator: "\n").last, url.hasPrefix("postgres://")
      else {
        throw HarnessError(
          description: "no PostgreSQL for the tests: scripts/postgres.sh exited \(status) "
            + "(its messages are above); or set \(postgresURLVariable) to a server's URL")
      }
      return String(url)
    }
  }
#endif
