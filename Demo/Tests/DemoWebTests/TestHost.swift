import CoordinationWeb
import DemoTestSupport
import DemoWeb
import Logging

/// The demo served in-process over the shipped data, with a fast password hasher and only
/// warnings logged; the navigation inspector is off unless one is given.
func makeHost(inspector: WebInspector? = nil, store: (any SessionStore)? = nil) async throws
  -> WebHost
{
  var logger = Logger(label: "demo-web-tests")
  logger.logLevel = .warning
  return WebHost(
    app: try await DemoWebApp.bundled(hasher: fastHasher),
    configuration: .init(
      port: 0, inspector: inspector, persistence: store.map { SessionPersistence(store: $0) }),
    logger: logger)
}

/// Runs `body` with a new browser (no cookie yet) against a new host, in process.
func withBrowser(_ body: @Sendable (Browser, WebHost) async throws -> Void) async throws {
  let host = try await makeHost()
  try await host.application().inProcess { client in
    try await body(Browser(client: client), host)
  }
}

/// Runs `body` with a new browser against a new host served on a free port of 127.0.0.1, over
/// a real connection (``LiveConnection``).
func withLiveBrowser(_ body: @Sendable (Browser) async throws -> Void) async throws {
  let host = try await makeHost()
  try await LiveConnection.serve(host) { connection in
    try await body(Browser(connection: connection))
  }
}
