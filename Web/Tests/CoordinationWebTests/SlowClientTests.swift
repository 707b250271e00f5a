import CoordinationWeb
import Foundation
import Hummingbird
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A client that sends its request head a byte at a time is disconnected once the head
/// timeout passes, while a normal client on the same server is served. A
/// real server on 127.0.0.1 and raw sockets: the timeout lives in the connection's pipeline,
/// which in-process tests skip.
@Suite struct SlowClientTests {
  /// A blocking TCP connection to 127.0.0.1.
  final class Connection {
    let descriptor: Int32

    init(port: Int) throws {
      #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
      #endif
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard descriptor >= 0, connected == 0 else { throw POSIXError(.ECONNREFUSED) }
      // Long enough for a loaded machine, short of the server's 30-s idle timeout: a read that
      // ends by this timeout rather than by the server closing tells the head timeout failed.
      var timeout = timeval(tv_sec: 15, tv_usec: 0)
      setsockopt(
        descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    /// Sends text; whether the connection took it.
    @discardableResult
    func send(_ text: String) -> Bool {
      let bytes = Array(text.utf8)
      #if canImport(Glibc)
        return Glibc.send(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count
      #else
        return Darwin.send(descriptor, bytes, bytes.count, 0) == bytes.count
      #endif
    }

    /// Reads until the server closes the connection or 15 seconds pass; what was read, and
    /// whether the server closed it. The blocking reads run on a thread of their own: on the
    /// concurrency pool (two threads on a 2-core machine) they would starve the server's
    /// handlers and the other tests running meanwhile.
    func readToEnd() async -> (String, closed: Bool) {
      let descriptor = descriptor
      let answer = await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: Self.read(descriptor)) }.start()
      }
      withExtendedLifetime(self) {}
      return answer
    }

    private static func read(_ descriptor: Int32) -> (String, closed: Bool) {
      var data: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = recv(descriptor, &buffer, buffer.count, 0)
        if count == 0 { return (String(decoding: data, as: UTF8.self), true) }
        if count < 0 { return (String(decoding: data, as: UTF8.self), false) }
        data += buffer[0..<count]
      }
    }
  }

  /// Runs `body` with the port of a real server of the shop app whose request head and body
  /// must arrive within 600 ms each.
  private func withImpatientServer(_ body: (Int) async throws -> Void) async throws {
    let host = WebHost(
      app: try ShopWeb.app(),
      configuration: .init(
        port: 0, idleTimeout: .seconds(30), requestHeadTimeout: .milliseconds(600),
        requestBodyTimeout: .milliseconds(600)))
    let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
    let server = Task {
      try await host.application { port in portSink.yield(port) }.runService()
    }
    defer { server.cancel() }
    var iterator = ports.makeAsyncIterator()
    try await body(try #require(await iterator.next()))
  }

  /// Sends `text` a character every 50 ms until the server stops taking it or three seconds
  /// pass; whether the server then closed the connection. Only the 600-ms timeout closes it
  /// before the read's own 15-s timeout (the idle timeout is 30 s), so no clock of the test's
  /// is compared: a machine busy with other builds stretches the test, not its verdict.
  private func trickle(_ text: String, on connection: Connection) async throws -> Bool {
    let start = ContinuousClock.now
    for character in text {
      guard connection.send(String(character)) else { break }
      try await Task.sleep(for: .milliseconds(50))
      if ContinuousClock.now - start > .seconds(3) { break }
    }
    let (_, closed) = await connection.readToEnd()
    return closed
  }

  /// Whether a normal client is served on the port.
  private func servesHealthCheck(port: Int) async throws -> Bool {
    let normal = try Connection(port: port)
    guard normal.send("GET /_/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    else { return false }
    let (answer, _) = await normal.readToEnd()
    return answer.hasPrefix("HTTP/1.1 200") && answer.hasSuffix("ok")
  }

  @Test func aClientThatTricklesItsHeadersIsDisconnectedAndOthersAreServed() async throws {
    try await withImpatientServer { port in
      let slow = try Connection(port: port)
      #expect(try await trickle("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", on: slow))
      #expect(try await servesHealthCheck(port: port))
    }
  }

  /// Its headers on time, then its form a byte at a time: every byte used to count as activity
  /// for the idle timeout, so such a client could hold a connection for as long as it liked.
  @Test func aClientThatTricklesItsBodyIsDisconnectedAndOthersAreServed() async throws {
    try await withImpatientServer { port in
      // A session's action, so that the host waits for the form rather than refusing at once.
      let cookie = try await RequestFramingTests.sessionCookie(port: port)
      let slow = try Connection(port: port)
      #expect(
        slow.send(
          "POST /_/action HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(cookie)\r\n"
            + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n"))
      #expect(try await trickle(String(repeating: "a", count: 1_000), on: slow))
      #expect(try await servesHealthCheck(port: port))
    }
  }

  /// A form refused before it arrived (no session: 403 at once), its body sent after the
  /// answer, then the next request's head a byte at a time: the head's clock runs from the
  /// end of that body, so this client is disconnected too.
  @Test func aTrickledHeadAfterAFormRefusedEarlyIsDisconnected() async throws {
    try await withImpatientServer { port in
      let slow = try Connection(port: port)
      #expect(
        slow.send(
          "POST /_/action HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\n"))
      try await Task.sleep(for: .milliseconds(300))
      #expect(slow.send("a=b"))
      #expect(try await trickle("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", on: slow))
      #expect(try await servesHealthCheck(port: port))
    }
  }
}
