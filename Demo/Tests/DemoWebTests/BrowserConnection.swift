import Hummingbird
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

/// How a test browser reaches a host: its responder in process, or a socket.
protocol BrowserConnection: Sendable {
  /// Sends one request and waits for its answer.
  func exchange(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
    async throws -> BrowserAnswer
}

/// Requests handed to the host's responder in process, without a socket.
struct InProcessConnection: BrowserConnection {
  /// The client of the host's responder.
  let client: InProcessClient

  func exchange(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
    async throws -> BrowserAnswer
  {
    let response = try await client.execute(uri: uri, method: method, headers: headers, body: body)
    return BrowserAnswer(status: response.status, headers: response.headers, body: response.body)
  }
}
