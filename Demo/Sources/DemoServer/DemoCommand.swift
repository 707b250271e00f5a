import ArgumentParser
import CoordinationWeb
import CoordinationWebSQLite
import DemoWeb
import Foundation
import Hummingbird
import Logging

#if PostgreSQL
  import CoordinationWebPostgres
#endif

/// The `demo` command: serves the five demo apps to browsers until it is interrupted.
///
/// ```sh
/// swift run demo --port 8080
/// ```
///
/// It prints one line, `Serving the demo apps at http://HOST:PORT/`, once the server listens
/// (with the port the system picked when `--port 0` was given), logs to standard error, and
/// stops gracefully on SIGINT or SIGTERM.
@main
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Serves the five demo apps of swift-coordination to browsers.",
    discussion: """
      Each browser session gets its own home screen and its own apps; sessions idle longer \
      than --session-ttl are dropped, and when --max-sessions are open the one idle the \
      longest makes room in memory. No stack of screens grows past --max-stack-depth: an \
      action that would is refused with a page that says so, and the session stays where it \
      was.

      Sessions are saved after every change, so a restart loses no one's place: in a SQLite \
      file under --data-dir by default, in PostgreSQL with --database-url (or the \
      DEMO_DATABASE_URL environment variable; several demo servers may share one database), \
      or nowhere with --sessions memory.
      """)

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on; 0 picks any free port.")
  var port = 8080

  @Option(name: .customLong("max-sessions"), help: "The most browser sessions kept at once.")
  var maxSessions = 1_000

  @Option(
    name: .customLong("session-ttl"),
    help: "How long a session may stay idle before it is dropped, in seconds.")
  var sessionTTL = 1_800

  @Flag(
    help: ArgumentHelp(
      "Shows each session's navigation beside the app, and its timeline at /_/inspector.",
      discussion:
        "Off by default; refused on a non-loopback --host unless --inspector-allow-public is"
        + " given too."))
  var inspector = false

  @Flag(
    name: .customLong("inspector-allow-public"),
    help: "Allows --inspector on an address other machines can reach.")
  var inspectorAllowPublic = false

  @Option(
    name: .customLong("max-stack-depth"),
    help: "The most screens one stack of a session may hold; at least 1.")
  var maxStackDepth = 50

  @Option(
    name: .customLong("request-head-timeout"),
    help: "Seconds a client may take to send a request's headers; a slower one is disconnected.")
  var requestHeadTimeout = 10.0

  @Option(
    name: .customLong("request-body-timeout"),
    help: "Seconds a client may take to send a request's body after its headers.")
  var requestBodyTimeout = 30.0

  @Option(
    help: ArgumentHelp(
      "Where sessions are saved: sqlite, postgres or memory (not saved).",
      discussion: "sqlite by default; postgres when --database-url is given."))
  var sessions: SessionBackend?

  @Option(
    name: .customLong("data-dir"),
    help: "The directory of the SQLite sessions file (created when missing).")
  var dataDirectory = ".demo-data"

  @Option(
    name: .customLong("database-url"),
    help: ArgumentHelp(
      "The PostgreSQL database of the sessions, as postgres://user:password@host:port/name.",
      discussion: "DEMO_DATABASE_URL is read when this is not given."))
  var databaseURL: String?

  @Option(
    name: .customLong("max-stored-sessions"),
    help: "The most sessions kept in the store, across every server that shares it.")
  var maxStoredSessions = 100_000

  @Option(
    name: .customLong("log-level"),
    help: ArgumentHelp(
      "The least severe messages logged.",
      discussion: "One of \(Self.levelNames), as swift-log names its levels; info by default."),
    transform: Self.level(named:))
  var logLevel = Logger.Level.info

  #if DEBUG
    /// A fault injected on purpose, for the stress scripts' self-tests; debug builds only.
    @Option(help: .hidden)
    var fault: DemoFault?
  #endif

  /// swift-log's level names, in order of severity.
  static let levelNames = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")

  /// The level with this name, as `--log-level` takes it.
  static func level(named name: String) throws -> Logger.Level {
    guard let level = Logger.Level(rawValue: name) else {
      throw ValidationError("--log-level must be one of \(levelNames), not \(name).")
    }
    return level
  }

  func validate() throws {
    guard (0...65_535).contains(port) else {
      throw ValidationError("--port must be from 0 to 65535 (0 picks a free port), not \(port).")
    }
    guard maxSessions >= 1 else {
      throw ValidationError("--max-sessions must be at least 1, not \(maxSessions).")
    }
    guard maxStackDepth >= 1 else {
      throw ValidationError("--max-stack-depth must be at least 1, not \(maxStackDepth).")
    }
    guard maxStoredSessions >= 1 else {
      throw ValidationError("--max-stored-sessions must be at least 1, not \(maxStoredSessions).")
    }
    _ = try backend()
    for (flag, seconds) in [
      ("--request-head-timeout", requestHeadTimeout),
      ("--request-body-timeout", requestBodyTimeout),
    ] where !(seconds > 0 && seconds <= 3_600) {
      throw ValidationError("\(flag) must be more than 0 and at most 3600 seconds, not \(seconds).")
    }
    guard sessionTTL >= 1 else {
      throw ValidationError("--session-ttl must be at least 1 second, not \(sessionTTL).")
    }
    try Self.checkInspector(inspector, host: host, allowPublic: inspectorAllowPublic)
  }

  /// Refuses the inspector on an address other machines can reach, unless it is allowed: it
  /// shows every session's screens, routes and history to whoever holds the session.
  static func checkInspector(_ inspector: Bool, host: String, allowPublic: Bool) throws {
    guard inspector, !allowPublic, !WebInspector.isLoopback(host: host) else { return }
    throw ValidationError(
      """
      --inspector shows each session's navigation and history; on --host \(host) other \
      machines could reach it. Serve it on 127.0.0.1 (the default) or localhost, or add \
      --inspector-allow-public if that is really what you want.
      """)
  }

  /// The store the flags select, and the database URL for PostgreSQL.
  func backend() throws -> (SessionBackend, url: String?) {
    let url = databaseURL ?? ProcessInfo.processInfo.environment["DEMO_DATABASE_URL"]
    let backend = sessions ?? (url == nil ? .sqlite : .postgres)
    if backend == .postgres, url == nil {
      throw ValidationError(
        "--sessions postgres needs --database-url (or DEMO_DATABASE_URL) to name the database.")
    }
    #if !PostgreSQL
      if backend == .postgres {
        throw ValidationError(
          """
          This demo was built without its PostgreSQL trait, so it cannot save sessions in \
          PostgreSQL. scripts/demo.sh builds it in when --database-url, --sessions postgres or \
          DEMO_DATABASE_URL is given; by hand: swift build --package-path Demo --traits PostgreSQL.
          """)
      }
    #endif
    return (backend, url)
  }

  /// Opens the session store the flags select; `nil` for `--sessions memory`.
  func openStore(logger: Logger) async throws -> (any SessionStore)? {
    let (backend, url) = try backend()
    switch backend {
    case .memory:
      return nil
    case .sqlite:
      try FileManager.default.createDirectory(
        atPath: dataDirectory, withIntermediateDirectories: true)
      let path = (dataDirectory as NSString).appendingPathComponent("sessions.sqlite")
      logger.info("sessions saved in \(path)")
      return try await SQLiteSessionStore(path: path, sharing: .exclusive)
    case .postgres:
      #if PostgreSQL
        logger.info("sessions saved in PostgreSQL")
        do {
          return try PostgresSessionStore(url: url ?? "", logger: logger)
        } catch {
          throw ValidationError("--database-url: \(error)")
        }
      #else
        return nil  // backend() has refused it already
      #endif
    }
  }

  func run() async throws {
    let level = logLevel
    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = level
      return handler
    }
    let logger = Logger(label: "demo")
    let inspector = self.inspector ? await DemoWebApp.inspector() : nil
    let opened = try await openStore(logger: logger)
    // With SQLite, the records loaded again are counted, and the count printed at the end.
    let counted = (opened as? SQLiteSessionStore).map { CountingSessionStore(wrapping: $0) }
    let store = withFault(counted ?? opened)
    let host = WebHost(
      app: try await DemoWebApp.bundled(),
      configuration: .init(
        host: host, port: port,
        sessionLimits: .init(capacity: liveCapacity, timeToLive: .seconds(sessionTTL)),
        navigationLimits: .init(maximumStackDepth: maxStackDepth),
        requestHeadTimeout: .seconds(requestHeadTimeout),
        requestBodyTimeout: .seconds(requestBodyTimeout), inspector: inspector,
        persistence: store.map { SessionPersistence(store: $0, capacity: maxStoredSessions) }),
      logger: logger)
    if inspector != nil {
      logger.notice("navigation inspector on: every page shows its session's navigation")
    }
    try await serve(host, store: opened)
    await (opened as? SQLiteSessionStore)?.close()
    if let counted {
      Self.write("Stopped; session records loaded from the store: \(counted.loaded)\n")
    }
  }

  /// Runs the server until it is interrupted.
  func serve(_ host: WebHost, store: (any SessionStore)?) async throws {
    #if DEBUG
      if let fault {
        try await serve(host, store: store, fault: fault)
        return
      }
    #endif
    try await host.application(onServerRunning: announcement).runService()
  }

  /// Prints `Serving the demo apps at http://HOST:PORT/` once the server listens.
  var announcement: @Sendable (Int) async -> Void {
    let shownHost = host.contains(":") ? "[\(host)]" : host
    return { port in Self.write("Serving the demo apps at http://\(shownHost):\(port)/\n") }
  }

  /// Writes a line straight to standard output's file descriptor: nothing is left in a buffer
  /// for a script that waits for it.
  static func write(_ line: String) {
    FileHandle.standardOutput.write(Data(line.utf8))
  }

  /// The live-session cap: `--max-sessions` (ignored by the fault `evict-nothing`).
  var liveCapacity: Int {
    #if DEBUG
      if fault == .evictNothing { return Int.max }
    #endif
    return maxSessions
  }

  /// The store the host saves sessions in: `store`, or a faulty one around it when a fault of
  /// the store is injected (debug builds only).
  func withFault(_ store: (any SessionStore)?) -> (any SessionStore)? {
    #if DEBUG
      if let fault, fault.isInStore, let store {
        return FaultySessionStore(wrapping: store, fault: fault)
      }
    #endif
    return store
  }
}

/// Where the demo saves its sessions (`--sessions`).
enum SessionBackend: String, ExpressibleByArgument, CaseIterable {
  /// A SQLite file under `--data-dir`.
  case sqlite
  /// A PostgreSQL database named by `--database-url`.
  case postgres
  /// Nowhere: a restart ends every session.
  case memory
}
