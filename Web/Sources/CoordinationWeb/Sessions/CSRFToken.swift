/// A per-session secret that every form posts back, so another site cannot make the browser
/// submit a form on the user's behalf.
public struct CSRFToken: Hashable, Sendable, CustomStringConvertible {
  private let value: SessionID

  /// A new random token (128 bits).
  public static func random() -> CSRFToken { CSRFToken(value: .random()) }

  /// Reads a token back from its text (as a ``SessionStore`` keeps it); `nil` unless it is
  /// exactly 32 lowercase hexadecimal digits.
  public init?(_ text: some StringProtocol) {
    guard let value = SessionID(text) else { return nil }
    self.init(value: value)
  }

  private init(value: SessionID) {
    self.value = value
  }

  /// The token's text, for a hidden form field.
  public var description: String { value.description }

  /// Whether a posted value is this token, compared in constant time.
  public func matches(_ posted: String?) -> Bool {
    let expected = Array(description.utf8)
    let actual = Array((posted ?? "").utf8)
    var difference = UInt8(expected.count == actual.count ? 0 : 1)
    for index in expected.indices {
      difference |= expected[index] ^ (index < actual.count ? actual[index] : 0)
    }
    return difference == 0
  }
}
