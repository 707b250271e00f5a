import ArgumentParser
import Logging

/// The values of `--log-level`: swift-log's levels by name, most verbose first.
enum LogLevel: String, CaseIterable, ExpressibleByArgument {
  /// Everything, including each request.
  case trace
  /// Details useful while debugging, such as each request's answer.
  case debug
  /// New sessions and the server's start.
  case info
  /// Refused actions, such as a form with a bad CSRF token.
  case notice
  /// Problems the server works around.
  case warning
  /// Errors.
  case error
  /// Only what stops the server.
  case critical

  /// The swift-log level.
  var level: Logger.Level {
    switch self {
    case .trace: .trace
    case .debug: .debug
    case .info: .info
    case .notice: .notice
    case .warning: .warning
    case .error: .error
    case .critical: .critical
    }
  }
}
