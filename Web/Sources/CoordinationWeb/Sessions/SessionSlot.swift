import Foundation
import NIOConcurrencyHelpers

/// One live session with what its host knows of its saved record, and a gate that lets one
/// request of the session run at a time, from its load through its save.
///
/// Requests of one session wait for each other here, across their awaits (a database read,
/// a write), so a session's saves happen in the order of its changes. Only the request that
/// holds the gate reads or writes ``session``, ``version``, ``savedRevision`` and ``expires``.
final class SessionSlot: Sendable {
  /// What the holder of the gate reads and writes.
  struct Saved {
    /// The running session.
    var session: WebSession
    /// The version of the stored record it matches; 0 when it was never saved.
    var version: UInt64
    /// The navigation revision at its last save (or start): a later one means unsaved changes.
    var savedRevision: UInt64
    /// When its stored record expires; `nil` when it was never saved.
    var expires: Date?
  }

  private struct Gate {
    var saved: Saved
    var isHeld = false
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private let gate: NIOLockedValueBox<Gate>

  /// A slot for a session.
  init(_ saved: Saved) {
    gate = NIOLockedValueBox(Gate(saved: saved))
  }

  /// The running session, for tests and the inspector (read without the gate).
  var session: WebSession { gate.withLockedValue { $0.saved.session } }

  /// Runs `body` holding the gate: after the requests of this session that came first, before
  /// those that come later. `body` may read and replace the slot's ``Saved`` state.
  func withGate<Result>(_ body: (inout Saved) async -> Result) async -> Result {
    await enter()
    var saved = gate.withLockedValue { $0.saved }
    let result = await body(&saved)
    let next = gate.withLockedValue { gate -> CheckedContinuation<Void, Never>? in
      gate.saved = saved
      guard !gate.waiting.isEmpty else {
        gate.isHeld = false
        return nil
      }
      return gate.waiting.removeFirst()
    }
    next?.resume()
    return result
  }

  private func enter() async {
    // Uncontended, the usual case: take the gate without suspending.
    let entered = gate.withLockedValue { gate in
      guard !gate.isHeld else { return false }
      gate.isHeld = true
      return true
    }
    if entered { return }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let enters = gate.withLockedValue { gate in
        if gate.isHeld {
          gate.waiting.append(continuation)
          return false
        }
        gate.isHeld = true
        return true
      }
      if enters { continuation.resume() }
    }
  }
}
