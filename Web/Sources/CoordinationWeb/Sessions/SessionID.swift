/// A browser session's identity: 128 random bits, written as 32 lowercase hexadecimal digits.
///
/// Made from the system's cryptographically secure random source, so a session cannot be
/// guessed from another one.
public struct SessionID: Hashable, Sendable, CustomStringConvertible {
  /// The two 64-bit halves.
  let high: UInt64
  let low: UInt64

  /// A new random identity.
  public static func random() -> SessionID {
    var generator = SystemRandomNumberGenerator()
    return SessionID(high: generator.next(), low: generator.next())
  }

  /// Parses the text of a cookie; `nil` unless it is exactly 32 lowercase hexadecimal digits.
  public init?(_ text: some StringProtocol) {
    let digits = Array(text.utf8)
    guard digits.count == 32 else { return nil }
    var values: [UInt64] = [0, 0]
    for (index, digit) in digits.enumerated() {
      let value: UInt8
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = digit - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = digit - UInt8(ascii: "a") + 10
      default: return nil
      }
      values[index / 16] = values[index / 16] << 4 | UInt64(value)
    }
    self.init(high: values[0], low: values[1])
  }

  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// The 32 hexadecimal digits.
  public var description: String { Self.hex(high) + Self.hex(low) }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
