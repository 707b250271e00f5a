// One file, compiled into the web host's tests and the demo's web tests through a symbolic link
// in each target's directory (as Tests/Shared/CheckProperty.swift is): two packages' test
// targets, and a library product for a test helper would be offered to every user of the host.

import HTTPTypes
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOEmbedded
import ServiceLifecycle

/// An answer the host gave to a request sent in process.
struct InProcessResponse: Sendable {
  let status: HTTPResponse.Status
  let headers: HTTPFields
  let body: ByteBuffer
}

/// Sends requests straight to an application's responder, with no socket in between.
///
/// What HummingbirdTesting's `.router` mode does (a request built from a method, a path,
/// headers and a body; a context on a testing channel; an error thrown past the router answered
/// 500; the application's services running beside the test), written here because that
/// module's target also builds AsyncHTTPClient with its TLS and HTTP/2 stacks, which these
/// tests never use: under ThreadSanitizer that was about two minutes of the web package's
/// build.
struct InProcessClient: Sendable {
  fileprivate let respond: @Sendable (Request) async throws -> Response

  /// Sends one request and collects the whole answer.
  func execute(
    uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil
  ) async throws -> InProcessResponse {
    var headers = headers
    if let body { headers[.contentLength] = String(body.readableBytes) }
    let request = Request(
      head: .init(
        method: method, scheme: "http", authority: "localhost", path: uri, headerFields: headers),
      body: RequestBody(buffer: body ?? ByteBuffer()))
    let response: Response
    do {
      response = try await respond(request)
    } catch {
      response = Response(status: .internalServerError)
    }
    let collected = CollectedBody()
    try await response.body.write(collected)
    return InProcessResponse(
      status: response.status, headers: response.headers, body: collected.bytes)
  }
}

/// A response body's bytes, as the responder writes them.
private final class CollectedBody: ResponseBodyWriter, Sendable {
  private let buffer = NIOLockedValueBox(ByteBuffer())

  var bytes: ByteBuffer { buffer.withLockedValue { $0 } }

  func write(_ part: ByteBuffer) async throws {
    buffer.withLockedValue { _ = $0.writeImmutableBuffer(part) }
  }

  func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

extension ApplicationProtocol {
  /// Runs `body` with a client of this application's responder, the application's services
  /// (a session store's pool, the cleanup job) running beside it until `body` returns.
  func inProcess<Value: Sendable>(_ body: @Sendable (InProcessClient) async throws -> Value)
    async throws -> Value
  {
    let responder = try await self.responder
    let logger = self.logger
    let client = InProcessClient { request in
      let context = Context(source: .init(channel: NIOAsyncTestingChannel(), logger: logger))
      return try await responder.respond(to: request, context: context)
    }
    return try await withServices { try await body(client) }
  }

  /// Runs the processes due before a server starts, then `body` while the services run (after
  /// they started), and shuts the services down when it returns or throws.
  private func withServices<Value: Sendable>(_ body: () async throws -> Value) async throws
    -> Value
  {
    guard !services.isEmpty else {
      for process in processesRunBeforeServerStart { try await process() }
      return try await body()
    }
    let (started, signal) = AsyncStream.makeStream(of: Void.self)
    let group = ServiceGroup(
      configuration: .init(services: services + [StartSignal(signal: signal)], logger: logger))
    return try await withThrowingTaskGroup(of: Void.self) { tasks in
      tasks.addTask { try await group.run() }
      do {
        for process in processesRunBeforeServerStart { try await process() }
        await started.first { _ in true }
        let value = try await body()
        await group.triggerGracefulShutdown()
        return value
      } catch {
        await group.triggerGracefulShutdown()
        throw error
      }
    }
  }
}

/// A service that says the group started (the group runs its services in order) and then waits
/// for the shutdown.
private struct StartSignal: Service {
  let signal: AsyncStream<Void>.Continuation

  func run() async throws {
    signal.finish()
    try? await gracefulShutdown()
  }
}
