import Crypto
import Foundation

/// Hashes passwords with PBKDF2-HMAC-SHA256 and a random salt; plain passwords are never kept.
public struct PasswordHasher: Sendable {
  /// A stored password: salt, iteration count and derived key.
  public struct Digest: Hashable, Codable, Sendable {
    /// The random salt.
    public let salt: [UInt8]
    /// The PBKDF2 iteration count used.
    public let iterations: Int
    /// The derived key.
    public let key: [UInt8]

    /// Creates a digest value (as stored; see ``PasswordHasher/digest(for:)`` for new ones).
    public init(salt: [UInt8], iterations: Int, key: [UInt8]) {
      self.salt = salt
      self.iterations = iterations
      self.key = key
    }
  }

  /// The iteration count for new digests.
  public let iterations: Int

  /// Creates a hasher; the demo default keeps sign-up fast in debug builds, a production app
  /// would use several hundred thousand iterations.
  public init(iterations: Int = 20_000) {
    self.iterations = max(1, iterations)
  }

  /// Hashes a new password with a fresh 16-byte salt.
  public func digest(for password: String) -> Digest {
    var generator = SystemRandomNumberGenerator()
    let salt = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    return Digest(
      salt: salt, iterations: iterations,
      key: Self.pbkdf2(password: Array(password.utf8), salt: salt, iterations: iterations))
  }

  /// The iteration counts a stored digest may ask for; a digest outside it (corrupt or hostile
  /// data) never matches.
  public static let acceptedIterations = 1...5_000_000

  /// Whether `password` matches a stored digest, comparing in constant time. A digest with an
  /// empty key or an iteration count outside ``acceptedIterations`` matches nothing.
  public func verify(_ password: String, against digest: Digest) -> Bool {
    guard !digest.key.isEmpty, Self.acceptedIterations.contains(digest.iterations) else {
      return false
    }
    let key = Self.pbkdf2(
      password: Array(password.utf8), salt: digest.salt, iterations: digest.iterations,
      length: digest.key.count)
    guard key.count == digest.key.count else { return false }
    var difference: UInt8 = 0
    for (lhs, rhs) in zip(key, digest.key) { difference |= lhs ^ rhs }
    return difference == 0
  }

  /// PBKDF2 (RFC 8018) with HMAC-SHA256.
  ///
  /// - Complexity: O(*iterations* × *length* / 32) HMAC computations.
  public static func pbkdf2(
    password: [UInt8], salt: [UInt8], iterations: Int, length: Int = 32
  ) -> [UInt8] {
    let key = SymmetricKey(data: password)
    var derived: [UInt8] = []
    var block: UInt32 = 1
    while derived.count < length {
      var message = salt
      message.append(contentsOf: withUnsafeBytes(of: block.bigEndian, Array.init))
      var u = Array(HMAC<SHA256>.authenticationCode(for: message, using: key))
      var t = u
      for _ in 1..<max(1, iterations) {
        u = Array(HMAC<SHA256>.authenticationCode(for: u, using: key))
        for index in t.indices { t[index] ^= u[index] }
      }
      derived.append(contentsOf: t)
      block += 1
    }
    return Array(derived.prefix(length))
  }
}
