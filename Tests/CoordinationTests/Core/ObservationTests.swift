import Coordination
import CoordinationTesting
import Foundation
import Observation
import Testing

/// Transactions commit as one update; the state is observable; events carry their causes.
@Suite struct ObservationTests {
  @Test func aTransactionIsOneUpdateAndOneRender() throws {
    let (root, platform) = makeLab()
    let renders = platform.renderCount
    platform.store.transaction {
      root.show(.detail(1))
      root.show(.child("a"))
      root.present(.settings)
    }
    #expect(platform.renderCount == renders + 1)
    platform.expectConsistent()
  }

  @Test func aTransactionThatThrowsKeepsItsChangesAsOneUpdate() throws {
    struct Stop: Error {}
    let (root, platform) = makeLab()
    let renders = platform.renderCount
    #expect(throws: Stop.self) {
      try platform.store.transaction {
        root.show(.detail(1))
        root.show(.detail(2))
        throw Stop()
      }
    }
    #expect(platform.renderCount == renders + 1)
    platform.expectStack([LabRoute.home, LabRoute.detail(1), LabRoute.detail(2)])
    platform.expectConsistent()
  }

  @Test func nestedTransactionsCommitOnceAtTheOutermost() {
    let (root, platform) = makeLab()
    let renders = platform.renderCount
    platform.store.transaction {
      root.show(.detail(1))
      platform.store.transaction { root.show(.detail(2)) }
      #expect(platform.renderCount == renders)
    }
    #expect(platform.renderCount == renders + 1)
  }

  @Test func observationFiresOncePerCommittedChange() {
    let (root, platform) = makeLab()
    let store = platform.store
    let counter = LockedCounter()
    func track() {
      withObservationTracking {
        _ = store.state
      } onChange: {
        counter.increment()
      }
    }
    track()
    store.transaction {
      root.show(.detail(1))
      root.show(.detail(2))
    }
    #expect(counter.count == 1)
    track()
    root.pop()
    #expect(counter.count == 2)
  }

  @Test func observersGetEventsWithTheirCauses() throws {
    let (root, platform) = makeLab()
    var updates: [NavigationUpdate] = []
    let token = platform.store.observe { updates.append($0) }
    root.show(.child("a"))
    try platform.tapBack()
    token.cancel()
    root.show(.detail(1))
    #expect(updates.count == 2)
    #expect(updates[0].events.compactMap(\.cause) == [.code])
    #expect(updates[1].events.compactMap(\.cause) == [.user, .user])
    #expect(updates[1].revision == updates[0].revision + 1)
    let kinds = updates.flatMap(\.events).map {
      EventFormatter.line(for: $0).split(separator: " ")[0]
    }
    #expect(kinds == ["started", "pushed", "popped", "finished"])
  }

  @Test func theUpdateStreamDeliversEveryUpdateInOrder() async throws {
    let (root, platform) = makeLab()
    let stream = platform.store.updates()
    root.show(.detail(1))
    root.show(.detail(2))
    root.pop()
    var revisions: [UInt64] = []
    for await update in stream {
      revisions.append(update.revision)
      if revisions.count == 3 { break }
    }
    #expect(revisions.count == 3)
    #expect(revisions == revisions.sorted())
  }

  @Test func anObserverThatNavigatesDoesNotReorderUpdates() {
    let (root, platform) = makeLab()
    var first: [UInt64] = []
    var second: [UInt64] = []
    var reacted = false
    let firstToken = platform.store.observe { update in
      first.append(update.revision)
      if !reacted {
        reacted = true
        root.show(.detail(99))
      }
    }
    let secondToken = platform.store.observe { second.append($0.revision) }
    defer { withExtendedLifetime((firstToken, secondToken)) {} }
    root.show(.detail(1))
    #expect(first.count == 2)
    #expect(first == second)
    #expect(first == first.sorted())
    platform.expectStack([LabRoute.home, LabRoute.detail(1), LabRoute.detail(99)])
    platform.expectConsistent()
  }

  @Test func updatesAnObserverKeepsStayIntactAfterLaterChanges() {
    // The store reuses an update's event buffer for the next change when nobody kept it.
    let (root, platform) = makeLab()
    var kept: [NavigationUpdate] = []
    let token = platform.store.observe { kept.append($0) }
    root.show(.detail(1))
    root.show(.detail(2))
    #expect(root.pop())
    platform.store.transaction {
      root.show(.detail(3))
      root.show(.detail(4))
    }
    token.cancel()
    let texts = kept.map { $0.events.map { "\($0)" } }
    #expect(texts.map(\.count) == [1, 1, 1, 2], "\(texts)")
    #expect(texts[0][0].contains("detail(1)") && texts[1][0].contains("detail(2)"))
    #expect(texts[2][0].contains("popped") && texts[2][0].contains("detail(2)"))
    #expect(texts[3][0].contains("detail(3)") && texts[3][1].contains("detail(4)"))
  }

  @Test func observationTrackingStartedLateSeesTheNextChange() {
    // Until something reads `state`, changes skip the registrar; the first read (which is how
    // tracking starts) turns it on for every change after it.
    // A bare store: no platform reads its state before the tracking does.
    let root = LabRootCoordinator()
    let store = NavigationStore(root: root, leakTracking: false)
    store.start()
    root.show(.detail(1))
    let counter = LockedCounter()
    withObservationTracking {
      _ = store.state
    } onChange: {
      counter.increment()
    }
    #expect(counter.count == 0)
    root.show(.detail(2))
    #expect(counter.count == 1)
    #expect(store.state.visibleStack?.screens.count == 3)
  }

  @Test func startingTwiceIsIgnored() {
    let (_, platform) = makeLab()
    platform.store.start()
    platform.expectStack([LabRoute.home])
    #expect(
      platform.events.contains {
        if case .ignored(let reason) = $0 { return reason.contains("already started") }
        return false
      })
  }
}

/// A counter the Observation framework's `@Sendable` change handler can bump.
// Safe to share: every read and write of `value` holds `lock`.
nonisolated final class LockedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  var count: Int { lock.withLock { value } }

  func increment() { lock.withLock { value += 1 } }
}
