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
/// timeout passes, while a normal client on the same server is served (issue 11, item 3). A
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
      var timeout = timeval(tv_sec: 5, tv_usec: 0)
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

    /// Reads until the server closes the connection or five seconds pass; what was read, and
    /// whether the server closed it.
    func readToEnd() -> (String, closed: Bool) {
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

  @Test func aClientThatTricklesItsHeadersIsDisconnectedAndOthersAreServed() async throws {
    let host = WebHost(
      app: try ShopWeb.app(),
      configuration: .init(
        port: 0, idleTimeout: .seconds(30), requestHeadTimeout: .milliseconds(600)))
    let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
    let server = Task {
      try await host.application { port in portSink.yield(port) }.runService()
    }
    defer { server.cancel() }
    var iterator = ports.makeAsyncIterator()
    let port = try #require(await iterator.next())

    let slow = try Connection(port: port)
    let start = ContinuousClock.now
    for character in "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " {
      guard slow.send(String(character)) else { break }
      try await Task.sleep(for: .milliseconds(50))
      if ContinuousClock.now - start > .seconds(3) { break }
    }
    let (_, closed) = slow.readToEnd()
    #expect(closed)
    #expect(ContinuousClock.now - start < .seconds(4))

    let normal = try Connection(port: port)
    #expect(normal.send("GET /_/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"))
    let (answer, _) = normal.readToEnd()
    #expect(answer.hasPrefix("HTTP/1.1 200"))
    #expect(answer.hasSuffix("ok"))
  }
}
