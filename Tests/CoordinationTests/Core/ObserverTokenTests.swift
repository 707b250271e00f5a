import Coordination
import Foundation
import Testing

/// An `ObserverToken` ends its observation when it is released, like Combine's
/// `AnyCancellable`, and can be cancelled from anywhere, a main-actor class's `deinit` included.
@MainActor
@Suite struct ObserverTokenTests {
  /// A main-actor screen model that observes the store and cancels in its `deinit`, as a
  /// newcomer writes it: this must compile without `isolated deinit`.
  final class Watcher {
    var revisions: [UInt64] = []
    var token: ObserverToken?

    init(store: NavigationStore) {
      token = store.observe { [weak self] update in self?.revisions.append(update.revision) }
    }

    deinit { token?.cancel() }
  }

  @Test func aReleasedTokenEndsItsObservation() {
    let (root, platform) = makeLab()
    var calls = 0
    var token: ObserverToken? = platform.store.observe { _ in calls += 1 }
    root.show(.detail(1))
    #expect(calls == 1)
    withExtendedLifetime(token) {}
    token = nil
    root.show(.detail(2))
    #expect(calls == 1)
  }

  @Test func aKeptTokenObservesUntilCancelledAndCancelsOnce() {
    let (root, platform) = makeLab()
    var calls = 0
    let token = platform.store.observe { _ in calls += 1 }
    root.show(.detail(1))
    root.show(.detail(2))
    #expect(calls == 2)
    token.cancel()
    token.cancel()
    root.show(.detail(3))
    #expect(calls == 2)
  }

  @Test func aMainActorClassCancelsFromItsDeinit() {
    let (root, platform) = makeLab()
    var watcher: Watcher? = Watcher(store: platform.store)
    root.show(.detail(1))
    #expect(watcher?.revisions.count == 1)
    var calls = 0
    let other = platform.store.observe { _ in calls += 1 }
    watcher = nil
    root.show(.detail(2))
    #expect(calls == 1)
    withExtendedLifetime(other) {}
  }

  @Test func aTokenCancelledOffTheMainThreadEndsTheObservationAtOnce() async {
    let (root, platform) = makeLab()
    var calls = 0
    let token = platform.store.observe { _ in calls += 1 }
    await Task.detached { token.cancel() }.value
    root.show(.detail(1))
    #expect(calls == 0)
  }

  @Test func theStoreLetsGoOfACancelledHandler() async {
    final class Capture {}
    let (_, platform) = makeLab()
    weak var captured: Capture?
    do {
      let capture = Capture()
      captured = capture
      let token = platform.store.observe { _ in withExtendedLifetime(capture) {} }
      token.cancel()
    }
    for _ in 0..<10 where captured != nil { await Task.yield() }
    #expect(captured == nil)
  }

  @Test func anObserverThatCancelsAnotherDuringDeliveryStopsIt() {
    let (root, platform) = makeLab()
    var secondCalls = 0
    var second: ObserverToken?
    let first = platform.store.observe { _ in second?.cancel() }
    second = platform.store.observe { _ in secondCalls += 1 }
    root.show(.detail(1))
    #expect(secondCalls == 0)
    withExtendedLifetime(first) {}
  }
}
