import NIOConcurrencyHelpers

/// Runs a store's calls that wait at the same moment together, as one statement: group commit
/// for its writes, one read for many version checks.
///
/// A call that finds no batch running leads one at once: it runs its own input, without waiting
/// for any other and without a task of its own. Calls that come while a batch runs queue up;
/// when the batch is done, its leader answers the calls it carried and hands the lead to the
/// first call queued, which runs all those queued by then in the next batch (up to `limit`, and
/// at most one per session: two writes of one session in one statement would leave it to the
/// database which one wrote). Each caller gets its own result once the statement that carried
/// it returned, so a write is acknowledged only after it was written.
///
/// The store runs one batch at a time, in order, which is also how a store with one connection
/// runs its statements anyway; a store with a pool trades some of its parallelism for far fewer
/// statements and commits.
package final class StoreCallBatcher<Input: Sendable, Output: Sendable>: Sendable {
  /// Runs one batch: the results in the order of the inputs, one for each.
  package typealias Run = @Sendable ([Input]) async -> [Result<Output, SessionStoreError>]

  /// What a queued call is woken with: its result, or the lead of the next batch.
  private enum Turn {
    case answered(Result<Output, SessionStoreError>)
    case lead
  }

  private struct Waiting {
    let input: Input
    let caller: CheckedContinuation<Turn, Never>
  }

  private struct Queue {
    var waiting: [Waiting] = []
    /// Whether a call leads a batch (running it, or woken to run the next one).
    var led = false
  }

  private let queue = NIOLockedValueBox(Queue())
  private let limit: Int
  private let session: @Sendable (Input) -> SessionID
  private let run: Run

  /// A batcher of calls to `run`, at most `limit` in one batch; `session` names the session of
  /// an input.
  package init(
    limit: Int, session: @escaping @Sendable (Input) -> SessionID, run: @escaping Run
  ) {
    self.limit = max(1, limit)
    self.session = session
    self.run = run
  }

  /// The number of calls queued for a batch that has not started, for tests and diagnostics.
  package var waitingCount: Int { queue.withLockedValue { $0.waiting.count } }

  /// The result of `input`'s call, once the batch that carried it ran.
  ///
  /// - Throws: The ``SessionStoreError`` of its call, or of its whole batch.
  package func call(_ input: Input) async throws(SessionStoreError) -> Output {
    let leads = queue.withLockedValue { queue in
      defer { queue.led = true }
      return !queue.led
    }
    let turn: Turn =
      leads
      ? .lead
      : await withCheckedContinuation { caller in
        let leadsNow = queue.withLockedValue { queue in
          // The batch that was running may have ended meanwhile, leaving no leader.
          if !queue.led {
            queue.led = true
            return true
          }
          queue.waiting.append(Waiting(input: input, caller: caller))
          return false
        }
        if leadsNow { caller.resume(returning: .lead) }
      }
    switch turn {
    case .answered(let result): return try result.get()
    case .lead: return try await lead(input).get()
    }
  }

  /// Runs a batch of `input` and the calls queued, answers those, and hands the lead on.
  private func lead(_ input: Input) async -> Result<Output, SessionStoreError> {
    let carried = takeQueued(besides: input)
    let results = await run([input] + carried.map(\.input))
    for (index, waiting) in carried.enumerated() {
      let result =
        index + 1 < results.count
        ? results[index + 1] : .failure(.unavailable("the store gave no result for this call"))
      waiting.caller.resume(returning: .answered(result))
    }
    handOn()
    return results.first ?? .failure(.unavailable("the store gave no result for this call"))
  }

  /// The queued calls that go in a batch with `input`, in the order they came: up to the limit,
  /// one per session.
  private func takeQueued(besides input: Input) -> [Waiting] {
    queue.withLockedValue { queue in
      var batch: [Waiting] = []
      var sessions: Set<SessionID> = [session(input)]
      var later: [Waiting] = []
      for waiting in queue.waiting {
        if batch.count + 1 < limit, sessions.insert(session(waiting.input)).inserted {
          batch.append(waiting)
        } else {
          later.append(waiting)
        }
      }
      queue.waiting = later
      return batch
    }
  }

  /// Wakes the first queued call to lead the next batch, or leaves no leader when none waits.
  private func handOn() {
    let next = queue.withLockedValue { queue -> Waiting? in
      guard !queue.waiting.isEmpty else {
        queue.led = false
        return nil
      }
      return queue.waiting.removeFirst()
    }
    next?.caller.resume(returning: .lead)
  }
}
