import CoordinationWeb
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A host served on a free port of 127.0.0.1 and an HTTP client of it (Foundation's
/// `URLSession`, over libcurl on Linux) that leaves redirects and cookies to the test browser.
///
/// A request may wait two minutes for its answer: a plain `swift test` runs this package's tests
/// side by side on as few as two cores, and one run in twenty measured a request waiting longer
/// than 20 seconds behind the CPU-bound tests (2026-12-05, `scripts/repeat-tests.sh Demo`). A
/// hung server still fails: the test's time limit ends it.
struct LiveConnection: BrowserConnection {
  /// How long a request may wait for its answer.
  static let readTimeout: TimeInterval = 120

  /// The server's address, `http://127.0.0.1:PORT`.
  let origin: String
  let session: URLSession

  func exchange(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
    async throws -> BrowserAnswer
  {
    guard let url = URL(string: origin + uri) else { throw URLError(.badURL) }
    var request = URLRequest(url: url, timeoutInterval: Self.readTimeout)
    request.httpMethod = method.rawValue
    for field in headers { request.addValue(field.value, forHTTPHeaderField: field.name.rawName) }
    request.httpBody = body.map { Data(buffer: $0) }
    let (data, response) = try await session.data(for: request)
    guard let response = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    var fields = HTTPFields()
    for case (let name as String, let value as String) in response.allHeaderFields {
      if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
    }
    return BrowserAnswer(
      status: .init(code: response.statusCode), headers: fields, body: ByteBuffer(data: data))
  }

  /// Serves `host` on a free port, runs `body` over a client of it, then stops the server
  /// whether `body` returned or threw.
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
      let session = URLSession(
        configuration: clientConfiguration(), delegate: RedirectsLeftToTheBrowser(),
        delegateQueue: nil)
      defer { session.invalidateAndCancel() }
      return try await body(LiveConnection(origin: "http://127.0.0.1:\(port)", session: session))
    }
  }

  /// No cookie store and no cache: the test browser keeps the session cookie itself.
  private static func clientConfiguration() -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.urlCache = nil
    configuration.timeoutIntervalForRequest = readTimeout
    return configuration
  }
}

/// Answers every redirect with the redirect itself: the test browser follows 303s on its own and
/// counts them.
private final class RedirectsLeftToTheBrowser: NSObject, URLSessionTaskDelegate, Sendable {
  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}
