import CoordinationWeb
import Foundation
import Logging
import NIOConcurrencyHelpers
import Testing

/// What a request sends never reaches a log line as sent: a forged line (a line break, then
/// text that looks like a log record), NUL and other controls are escaped, and long values are
/// cut.
@Suite struct LogInjectionTests {
  /// A log handler that keeps every line it would print.
  struct CapturingHandler: LogHandler {
    let lines: NIOLockedValueBox<[String]>
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { metadata[key] }
      set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
      let values = (event.metadata ?? [:]).map { "\($0)=\($1)" }.sorted().joined(separator: " ")
      lines.withLockedValue { $0.append("\(event.level) \(event.message) \(values)") }
    }
  }

  @Test func aForgedLineInAnActionNameIsWrittenAsOneEscapedLine() async throws {
    let lines = NIOLockedValueBox<[String]>([])
    let logger = Logger(label: "test") { _ in CapturingHandler(lines: lines) }
    let host = WebHost(
      app: try ShopWeb.app(),
      configuration: .init(sessionLimits: .init(capacity: 10, timeToLive: .seconds(60))),
      logger: logger)
    let forged = "x\n2026-11-23T00:00:00+0000 critical demo: FORGED\u{0}\r"
    try await host.application().inProcess { client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      _ = try await browser.act(forged, follow: false)
      _ = try await browser.fetch("/shop.home/%0Acritical%20FORGED")
    }
    let logged = lines.withLockedValue { $0 }
    #expect(
      logged.contains { $0.contains("x\\n2026-11-23T00:00:00+0000 critical demo: FORGED\\u{0}\\r") }
    )
    #expect(logged.allSatisfy { !$0.contains("\n") && !$0.contains("\r") && !$0.contains("\u{0}") })
    #expect(!logged.contains { $0.hasPrefix("critical") })
  }

  @Test func longValuesAreCutAndBackslashesCannotForgeAnEscape() {
    let long = String(repeating: "a", count: 1_000)
    let text = "\(long)"
    #expect(LoggedText.escaping(text).count < 220)
    #expect(LoggedText.escaping(text).hasSuffix("…(+800)"))
    #expect(LoggedText.escaping("a\\nb") == "a\\\\nb")
    #expect(LoggedText.escaping("tab\there\u{85}\u{2028}") == "tab\\there\\u{85}\\u{2028}")
  }
}
