// A stand-in for the part of Apple's `os` overlay that the core's unified-log tracing uses
// (Sources/Coordination/Diagnostics/OSNavigationTracing.swift), so that Linux compiles that file
// as an Apple platform would: `StandIns/scripts/check-os-signatures.py` builds this module and
// type-checks the core's tracing files against it. Nothing runs it, and no package builds it: a
// module named `os` among a package's modules would turn the core's `#if canImport(os)` on or
// off depending on which module the build compiled first.
//
// Every public declaration is quoted from the iOS 16.4 SDK's os.swiftinterface
// (StandIns/SDKReference/os.txt; the checker compares them). Sendability follows the SDK: none
// of these types is Sendable there. The bodies only keep what they are given.

/// Writes messages to the unified log under a subsystem and a category.
public struct Logger {
  let subsystem: String
  let category: String

  /// A logger for `category` of `subsystem`.
  public init(subsystem: Swift.String, category: Swift.String) {
    self.subsystem = subsystem
    self.category = category
  }

  /// Writes `message` at the debug level.
  public func debug(_ message: os.OSLogMessage) {}
}

/// A log message, written as a string interpolation.
@frozen
public struct OSLogMessage: Swift.ExpressibleByStringInterpolation,
  Swift.ExpressibleByStringLiteral
{
  let text: String

  /// The message of an interpolation.
  public init(stringInterpolation: os.OSLogInterpolation) {
    text = stringInterpolation.text
  }

  /// The message of a literal.
  public init(stringLiteral value: Swift.String) {
    text = value
  }

  /// The interpolation the message is written with.
  public typealias StringInterpolation = os.OSLogInterpolation
}

/// The parts of a log message, with the privacy of each value.
@frozen public struct OSLogInterpolation: Swift.StringInterpolationProtocol {
  var text = ""

  /// An empty interpolation.
  public init(literalCapacity: Swift.Int, interpolationCount: Swift.Int) {}

  /// Appends text written in the message.
  public mutating func appendLiteral(_ literal: Swift.String) {
    text += literal
  }

  /// The type of the message's literal parts.
  public typealias StringLiteralType = Swift.String
}

extension os.OSLogInterpolation {
  /// Appends a string value with its privacy (here: kept when public, `<private>` otherwise).
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> Swift.String,
    align: os.OSLogStringAlignment = .none, privacy: os.OSLogPrivacy = .auto
  ) {
    text += privacy.isPublic ? argumentString() : "<private>"
  }
}

/// Whether a value of a message is shown where private data is not.
@frozen public struct OSLogPrivacy {
  let isPublic: Bool

  /// Shown everywhere.
  public static var `public`: os.OSLogPrivacy { OSLogPrivacy(isPublic: true) }
  /// Redacted where private data is not shown.
  public static var `private`: os.OSLogPrivacy { OSLogPrivacy(isPublic: false) }
  /// The default: private for strings.
  public static var auto: os.OSLogPrivacy { OSLogPrivacy(isPublic: false) }
}

/// How a value is aligned in its column.
@frozen public struct OSLogStringAlignment {
  /// No alignment.
  public static var none: os.OSLogStringAlignment { OSLogStringAlignment() }
}

/// Tells the signposts of concurrent intervals apart.
public struct OSSignpostID {
  /// The identity of intervals that never overlap.
  public static let exclusive: os.OSSignpostID = OSSignpostID()
}

/// The message a signpost carries.
public typealias SignpostMetadata = os.OSLogMessage

/// Marks intervals and events for Instruments.
public struct OSSignposter {
  /// A signposter writing to `logger`'s subsystem and category.
  public init(logger: os.Logger) {}

  /// A new identity for an interval.
  public func makeSignpostID() -> os.OSSignpostID { OSSignpostID() }

  /// Begins an interval; returns what ends it.
  public func beginInterval(
    _ name: Swift.StaticString, id: os.OSSignpostID = .exclusive, _ message: os.SignpostMetadata
  ) -> os.OSSignpostIntervalState {
    OSSignpostIntervalState()
  }

  /// Ends the interval `state` began.
  public func endInterval(
    _ name: Swift.StaticString, _ state: os.OSSignpostIntervalState,
    _ message: os.SignpostMetadata
  ) {}
}

/// An interval begun and not yet ended.
public class OSSignpostIntervalState: Swift.Codable {
  init() {}

  /// Decodes an interval's state.
  required public init(from decoder: any Swift.Decoder) throws {}

  /// Encodes an interval's state.
  public func encode(to encoder: any Swift.Encoder) throws {}
}
