import DemoAccounts
import Testing

/// A failed login costs the same key derivation whether the e-mail address has an account or
/// not, so its time does not tell which addresses are registered. Compared side by side with a
/// slow hasher, where the derivation dwarfs everything else: a lookup that skipped it would be
/// thousands of times faster, so the generous bound cannot fail by noise.
@Suite struct LoginTimingTests {
  @Test func anUnknownAddressCostsAsMuchAsAWrongPassword() {
    let client = AccountAuthClient.demo(hasher: PasswordHasher(iterations: 40_000))
    let clock = ContinuousClock()
    var known: Duration = .zero
    var unknown: Duration = .zero
    for _ in 0..<3 {
      known += clock.measure {
        #expect(throws: AccountError.wrongCredentials) {
          try client.logIn(email: DemoAccount.email, password: "not the password")
        }
      }
      unknown += clock.measure {
        #expect(throws: AccountError.wrongCredentials) {
          try client.logIn(email: "nobody@example.com", password: "not the password")
        }
      }
    }
    #expect(unknown > known / 3, "unknown \(unknown), known \(known)")
  }
}
