import CoordinationWeb
import Testing

/// A store's calls that wait at the same moment go together in one batch, at most one per
/// session, and each caller gets its own result.
@Suite struct StoreCallBatcherTests {
  /// The batches a batcher ran, and a gate that holds the first one until the test opens it.
  private actor Recorder {
    private(set) var batches: [[SessionID]] = []
    private var gate: CheckedContinuation<Void, Never>?
    private var isOpen = false

    func ran(_ batch: [SessionID]) async {
      batches.append(batch)
      guard batches.count == 1, !isOpen else { return }
      await withCheckedContinuation { gate = $0 }
    }

    func open() {
      isOpen = true
      gate?.resume()
      gate = nil
    }
  }

  /// A batcher that answers each identity with its description, through `recorder`.
  private func batcher(_ recorder: Recorder, limit: Int = 100, failing: Bool = false)
    -> StoreCallBatcher<SessionID, String>
  {
    StoreCallBatcher(
      limit: limit, session: { $0 },
      run: { ids in
        await recorder.ran(ids)
        return ids.map { failing ? .failure(.unavailable("planted")) : .success($0.description) }
      })
  }

  /// Polls until `condition` holds (each step yields; the test's own limit ends a hang).
  private func waitUntil(_ condition: () async -> Bool) async {
    while await !condition() { await Task.yield() }
  }

  @Test(.timeLimit(.minutes(1)))
  func callsThatWaitWhileABatchRunsGoTogetherInTheNextOne() async throws {
    let recorder = Recorder()
    let calls = batcher(recorder)
    let first = SessionID.random()
    let others = (0..<20).map { _ in SessionID.random() }
    async let firstResult = calls.call(first)
    await waitUntil { await recorder.batches.count == 1 }
    let results = Task {
      try await withThrowingTaskGroup(of: (SessionID, String).self) { group in
        for id in others { group.addTask { (id, try await calls.call(id)) } }
        return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
      }
    }
    await waitUntil { calls.waitingCount == others.count }
    await recorder.open()
    #expect(try await firstResult == first.description)
    let answered = try await results.value
    #expect(answered == Dictionary(uniqueKeysWithValues: others.map { ($0, $0.description) }))
    let batches = await recorder.batches
    #expect(batches.count == 2)
    #expect(batches.first == [first])
    #expect(Set(batches.last ?? []) == Set(others))
  }

  @Test(.timeLimit(.minutes(1)))
  func aBatchCarriesOneCallPerSessionAndAtMostTheLimit() async throws {
    let recorder = Recorder()
    let calls = batcher(recorder, limit: 3)
    let blocker = SessionID.random()
    let repeated = SessionID.random()
    let distinct = (0..<4).map { _ in SessionID.random() }
    async let blocked = calls.call(blocker)
    await waitUntil { await recorder.batches.count == 1 }
    let waiting = [repeated, repeated] + distinct
    let results = Task {
      try await withThrowingTaskGroup(of: String.self) { group in
        for id in waiting { group.addTask { try await calls.call(id) } }
        return try await group.reduce(into: []) { $0.append($1) }
      }
    }
    await waitUntil { calls.waitingCount == waiting.count }
    await recorder.open()
    _ = try await blocked
    #expect(try await results.value.sorted() == waiting.map(\.description).sorted())
    let later = await recorder.batches.dropFirst()
    #expect(later.allSatisfy { $0.count <= 3 && Set($0).count == $0.count })
    #expect(later.map(\.count).reduce(0, +) == waiting.count)
  }

  @Test func aCallUnderNoLoadRunsAloneAtOnce() async throws {
    let recorder = Recorder()
    await recorder.open()
    let calls = batcher(recorder)
    let ids = (0..<3).map { _ in SessionID.random() }
    for id in ids { #expect(try await calls.call(id) == id.description) }
    #expect(await recorder.batches == ids.map { [$0] })
  }

  @Test func aBatchThatFailsFailsEachOfItsCalls() async throws {
    let recorder = Recorder()
    await recorder.open()
    let calls = batcher(recorder, failing: true)
    await #expect(throws: SessionStoreError.unavailable("planted")) {
      try await calls.call(SessionID.random())
    }
  }
}
