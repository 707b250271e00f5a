import CoordinationWeb
import Hummingbird
import HummingbirdTesting
import NIOCore

/// A host served on a free port of 127.0.0.1 and one HTTP/1.1 connection to it: what
/// `TestingSetup.live` does, with a read timeout that fits a loaded machine.
///
/// `.live` gives each request 20 seconds. A plain `swift test` runs this package's 92 tests side
/// by side on as few as two cores, and one run in twenty measured a request waiting longer than
/// that behind the CPU-bound tests (2026-12-05, `scripts/repeat-tests.sh Demo`). A hung server
/// still fails: the test's time limit ends it.
struct LiveConnection: BrowserConnection {
  /// How long a request may wait for its first byte of answer.
  static let readTimeout: Duration = .seconds(120)

  let client: TestClient

  func exchange(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
    async throws -> BrowserAnswer
  {
    var headers = headers
    headers[.connection] = "keep-alive"
    let request = TestClient.Request(
      uri, method: method, authority: "127.0.0.1", headers: headers, body: body)
    let response = try await client.execute(request)
    return BrowserAnswer(
      status: response.status, headers: response.headers, body: response.body ?? ByteBuffer())
  }

  /// Serves `host` on a free port, runs `body` over one connection to it, then stops the
  /// server whether `body` returned or threw.
  static func serve<Value: Sendable>(
    _ host: WebHost, _ body: @Sendable (LiveConnection) async throws -> Value
  ) async throws -> Value {
    let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
    let application = host.application { port in portSink.yield(port) }
    return try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await application.runService(gracefulShutdownSignals: []) }
      defer { group.cancelAll() }
      guard let port = await ports.first(where: { _ in true }) else {
        throw CancellationError()
      }
      let client = TestClient(
        host: "127.0.0.1", port: port, configuration: .init(timeout: readTimeout))
      client.connect()
      do {
        let value = try await body(LiveConnection(client: client))
        try await client.shutdown()
        return value
      } catch {
        try? await client.shutdown()
        throw error
      }
    }
  }
}
