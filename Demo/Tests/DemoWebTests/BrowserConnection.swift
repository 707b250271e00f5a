import Hummingbird
import HummingbirdTesting
import NIOCore

/// One HTTP answer as the test browser reads it.
struct BrowserAnswer: Sendable {
  /// The status line's code.
  let status: HTTPResponse.Status
  /// The header fields.
  let headers: HTTPFields
  /// The body, empty when there is none.
  let body: ByteBuffer
}

/// How a test browser reaches a host: Hummingbird's router test client, or a socket.
protocol BrowserConnection: Sendable {
  /// Sends one request and waits for its answer.
  func exchange(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
    async throws -> BrowserAnswer
}

/// Requests through Hummingbird's test client: `TestingSetup.router` calls the responder
/// directly.
struct TestClientConnection: BrowserConnection {
  /// The test framework's client.
  let client: any TestClientProtocol

  func exchange(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
    async throws -> BrowserAnswer
  {
    let response = try await client.execute(uri: uri, method: method, headers: headers, body: body)
    return BrowserAnswer(status: response.status, headers: response.headers, body: response.body)
  }
}
