import CoordinationWeb
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the host answers to requests that are framed wrong or use methods it does not serve,
/// over raw sockets to a real server on 127.0.0.1: in-process tests skip
/// the HTTP parser that sees these first.
@Suite(.serialized) struct RequestFramingTests {
  /// Runs `body` with the port of a real server of the shop app.
  private func withServer(_ body: (Int) async throws -> Void) async throws {
    let host = WebHost(app: try ShopWeb.app(), configuration: .init(port: 0))
    let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
    let server = Task {
      try await host.application { port in portSink.yield(port) }.runService()
    }
    defer { server.cancel() }
    var iterator = ports.makeAsyncIterator()
    try await body(try #require(await iterator.next()))
  }

  /// The session cookie (`name=value`) of a new session on the server.
  static func sessionCookie(port: Int) async throws -> String {
    let connection = try SlowClientTests.Connection(port: port)
    connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    let (answer, _) = await Self.answer(on: connection)
    let line = try #require(
      answer.split(separator: "\r\n").first { $0.lowercased().hasPrefix("set-cookie:") },
      "\(answer.prefix(300))")
    let pair = try #require(line.dropFirst("set-cookie:".count).split(separator: ";").first)
    return pair.trimmingCharacters(in: .whitespaces)
  }

  /// What the server sends until it closes the connection or five seconds pass, read on a
  /// thread of its own: a blocking read on Swift's cooperative pool (two threads on two cores)
  /// can starve the server it waits for.
  private static func answer(on connection: SlowClientTests.Connection) async -> (
    String, closed: Bool
  ) {
    await connection.readToEnd()
  }

  @Test func aBodyShorterThanItsLengthIsABadRequestNotTooLarge() async throws {
    try await withServer { port in
      let cookie = try await Self.sessionCookie(port: port)
      let connection = try SlowClientTests.Connection(port: port)
      connection.send(
        "POST /_/action HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(cookie)\r\n"
          + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n"
          + "_action=item&id=1")
      connection.finishSending()
      let (answer, _) = await Self.answer(on: connection)
      #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(200))")
      #expect(answer.contains("The form did not arrive whole."))
    }
  }

  @Test func aKnownMethodTheHostDoesNotServeIs405WithAllow() async throws {
    try await withServer { port in
      let connection = try SlowClientTests.Connection(port: port)
      connection.send("PUT / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
      let (answer, _) = await Self.answer(on: connection)
      #expect(answer.hasPrefix("HTTP/1.1 405"), "\(answer.prefix(200))")
      #expect(answer.lowercased().contains("allow: get, head, post"))
      #expect(answer.lowercased().contains("x-content-type-options: nosniff"))
    }
  }

  /// swift-nio's HTTP/1 parser knows a fixed list of methods and answers any other with 400
  /// before the host sees the request, as SessionsAndSecurity.md says.
  @Test func aMadeUpMethodIsRefusedByTheParserWith400() async throws {
    try await withServer { port in
      let connection = try SlowClientTests.Connection(port: port)
      connection.send("FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
      let (answer, closed) = await Self.answer(on: connection)
      #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(200))")
      #expect(!answer.lowercased().contains("set-cookie"))
      #expect(closed)
    }
  }
}

extension SlowClientTests.Connection {
  /// Closes the sending half: the server reads the end of the stream, and may still answer.
  func finishSending() {
    #if canImport(Glibc)
      shutdown(descriptor, Int32(SHUT_WR))
    #else
      shutdown(descriptor, SHUT_WR)
    #endif
  }
}
