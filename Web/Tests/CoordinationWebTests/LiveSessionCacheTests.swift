import CoordinationWeb
import Testing

/// Sessions are found by a random identity, expire when idle, and are capped in number.
@Suite struct LiveSessionCacheTests {
  private let start = ContinuousClock.now

  @Test func identitiesAreRandom128BitHexAndParseBack() {
    let ids = (0..<1_000).map { _ in SessionID.random() }
    #expect(Set(ids).count == ids.count)
    for id in ids.prefix(20) {
      #expect(id.description.count == 32)
      #expect(SessionID(id.description) == id)
    }
    #expect(
      SessionID("0123456789abcdef0123456789abcdef")?.description
        == "0123456789abcdef0123456789abcdef")
  }

  @Test(arguments: [
    "", "abc", "0123456789ABCDEF0123456789ABCDEF", "0123456789abcdef0123456789abcdeg",
    "0123456789abcdef0123456789abcdef0", " 0123456789abcdef0123456789abcde", "日本",
  ])
  func malformedIdentitiesAreRefused(text: String) {
    #expect(SessionID(text) == nil)
  }

  @Test func aSessionIsFoundUntilItHasBeenIdleTooLong() {
    let store = LiveSessionCache<Int>(limits: .init(capacity: 10, timeToLive: .seconds(60)))
    let (id, value) = store.create(at: start) { _ in 7 }
    #expect(value == 7)
    #expect(store.session(id, at: start + .seconds(59)) == 7)
    #expect(store.session(id, at: start + .seconds(118)) == 7)
    #expect(store.session(id, at: start + .seconds(179)) == nil)
    #expect(store.count == 0)
    #expect(store.session(SessionID.random(), at: start) == nil)
  }

  @Test func aFullStoreDropsTheSessionIdleTheLongest() {
    let store = LiveSessionCache<Int>(limits: .init(capacity: 3, timeToLive: .seconds(3_600)))
    let a = store.create(at: start) { _ in 1 }.id
    let b = store.create(at: start + .seconds(1)) { _ in 2 }.id
    let c = store.create(at: start + .seconds(2)) { _ in 3 }.id
    #expect(store.session(a, at: start + .seconds(3)) == 1)
    let d = store.create(at: start + .seconds(4)) { _ in 4 }.id
    #expect(store.count == 3)
    #expect(store.session(b, at: start + .seconds(5)) == nil)
    #expect(store.session(a, at: start + .seconds(5)) == 1)
    #expect(store.session(c, at: start + .seconds(5)) == 3)
    #expect(store.session(d, at: start + .seconds(5)) == 4)
    store.remove(c)
    #expect(store.count == 2)
    #expect(store.session(c, at: start + .seconds(6)) == nil)
  }

  @Test func aCheckedOutSessionIsNotDroppedToMakeRoomUntilItIsCheckedIn() throws {
    let store = LiveSessionCache<Int>(limits: .init(capacity: 2, timeToLive: .seconds(3_600)))
    let a = SessionID.random()
    let b = SessionID.random()
    let holdA = store.insertCheckedOut(a, at: start, 1).hold
    #expect(store.insert(b, at: start + .seconds(1), 2) == 2)
    let holdB = try #require(store.checkOut(b, at: start + .seconds(2))).hold
    // Both busy: the cache holds a third session beyond its capacity rather than drop one.
    let c = store.create(at: start + .seconds(3)) { _ in 3 }.id
    #expect(store.count == 3)
    #expect(store.session(a, at: start + .seconds(4)) == 1)
    // Checked in, the idle ones make room again, the idlest first.
    store.checkIn(holdB)
    let d = store.create(at: start + .seconds(5)) { _ in 4 }.id
    #expect(store.count == 2)
    #expect(store.session(b, at: start + .seconds(6)) == nil)
    #expect(store.session(c, at: start + .seconds(6)) == nil)
    #expect(store.session(a, at: start + .seconds(6)) == 1)
    #expect(store.session(d, at: start + .seconds(6)) == 4)
    // A second check-out of a kept session is counted: two check-ins free it.
    let again = store.insertCheckedOut(a, at: start + .seconds(9), 9)
    #expect(again.session == 1)
    store.checkIn(holdA)
    _ = store.create(at: start + .seconds(10)) { _ in 6 }
    #expect(store.session(a, at: start + .seconds(11)) == 1)
    store.checkIn(again.hold)
    _ = store.create(at: start + .seconds(12)) { _ in 7 }
    _ = store.create(at: start + .seconds(13)) { _ in 8 }
    #expect(store.session(a, at: start + .seconds(14)) == nil)
  }

  @Test func aHoldOnARemovedSessionDoesNotReleaseTheOneInsertedAgainUnderItsIdentity() {
    let store = LiveSessionCache<Int>(limits: .init(capacity: 1, timeToLive: .seconds(3_600)))
    let a = SessionID.random()
    let first = store.insertCheckedOut(a, at: start, 1).hold
    store.remove(a)
    _ = store.insertCheckedOut(a, at: start + .seconds(1), 2)
    // The first request ends: its check-in must not free the second copy, still busy.
    store.checkIn(first)
    _ = store.create(at: start + .seconds(2)) { _ in 3 }
    #expect(store.session(a, at: start + .seconds(3)) == 2)
    #expect(store.count == 2)
  }

  @Test func aBusySessionDoesNotExpireUntilItIsCheckedIn() throws {
    let store = LiveSessionCache<Int>(limits: .init(capacity: 10, timeToLive: .seconds(60)))
    let (id, _) = store.create(at: start) { _ in 7 }
    let hold = try #require(store.checkOut(id, at: start)).hold
    _ = store.create(at: start + .seconds(90)) { _ in 8 }
    #expect(store.count == 2)
    store.checkIn(hold)
    _ = store.create(at: start + .seconds(91)) { _ in 9 }
    #expect(store.session(id, at: start + .seconds(92)) == nil)
  }

  @Test func manySessionsAtOnceStayWithinTheCap() async {
    let store = LiveSessionCache<Int>(limits: .init(capacity: 100, timeToLive: .seconds(60)))
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for index in 0..<500 {
            let id = store.create { _ in task * 1_000 + index }.id
            _ = store.session(id)
          }
        }
      }
    }
    #expect(store.count == 100)
  }

  @Test func csrfTokensMatchOnlyThemselves() {
    let token = CSRFToken.random()
    #expect(token.matches(token.description))
    #expect(!token.matches(CSRFToken.random().description))
    #expect(!token.matches(nil))
    #expect(!token.matches(""))
    #expect(!token.matches(token.description + "0"))
    #expect(!token.matches(String(token.description.dropLast())))
  }

  @Test func htmlEscapingLeavesNoMarkup() {
    #expect(
      HTMLEscaping.escape(#"<script>alert("x") & 'y'</script>"#)
        == "&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;")
    #expect(HTMLEscaping.escape("日本 & 大学") == "日本 &amp; 大学")
  }
}
