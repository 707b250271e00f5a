import CoordinationWeb
import Foundation
import Testing

/// The hook that saves an app's own session state: an `Equatable` value is encoded again only
/// when it changed, and what it writes always reads back as the value.
@MainActor
@Suite struct AppSessionStateTests {
  private struct Signed: Codable, Equatable {
    var user: String?
    var accounts: [String]
  }

  /// Not `Equatable`, so the plain hook is taken.
  private struct Plain: Codable {
    var user: String?
  }

  @Test func anUnchangedValueReusesTheBytesItWroteLast() throws {
    var current = Signed(user: nil, accounts: ["a@example.com"])
    let hook = AppSessionState.codable(get: { current }, set: { current = $0 })
    let first = try hook.save()
    #expect(try hook.save() == first)
    current.user = "a@example.com"
    let second = try hook.save()
    #expect(second != first)
    #expect(try JSONDecoder().decode(Signed.self, from: second) == current)
  }

  @Test func aRestoredValueIsNotEncodedAgainUntilItChanges() throws {
    var current = Signed(user: nil, accounts: [])
    let hook = AppSessionState.codable(get: { current }, set: { current = $0 })
    // Bytes no encoder here writes (spaces, another key order): reused only if not re-encoded.
    let stored = Data(#"{ "accounts": ["b@example.com"], "user": "b@example.com" }"#.utf8)
    try hook.restore(stored)
    #expect(current == Signed(user: "b@example.com", accounts: ["b@example.com"]))
    #expect(try hook.save() == stored)
    current.accounts.append("c@example.com")
    let changed = try hook.save()
    #expect(changed != stored)
    #expect(try JSONDecoder().decode(Signed.self, from: changed) == current)
  }

  @Test func aValueThatIsNotEquatableIsEncodedOnEverySave() throws {
    var current = Plain(user: nil)
    let hook = AppSessionState.codable(get: { current }, set: { current = $0 })
    let stored = Data(#"{ "user" : "d@example.com" }"#.utf8)
    try hook.restore(stored)
    #expect(current.user == "d@example.com")
    let saved = try hook.save()
    #expect(saved != stored)
    #expect(try JSONDecoder().decode(Plain.self, from: saved).user == "d@example.com")
  }

  @Test func badBytesAreAnErrorAndChangeNothing() throws {
    var current = Signed(user: "kept@example.com", accounts: [])
    let hook = AppSessionState.codable(get: { current }, set: { current = $0 })
    let saved = try hook.save()
    #expect(throws: DecodingError.self) { try hook.restore(Data("not json".utf8)) }
    #expect(current.user == "kept@example.com")
    #expect(try hook.save() == saved)
  }
}
