import CoordinationWeb
import Foundation
import NIOConcurrencyHelpers

/// A ``MemorySessionStore`` a test can break (every call fails as a database down would, or
/// saves fail after writing, as a database that commits and then times out), or hold (the next
/// save waits until the test lets it go), and whose reads and writes it can count.
final class ControlledStore: SessionStore {
  let base = MemorySessionStore()
  private struct Control {
    var failing = false
    var savesFailAfterWriting = false
    var saves = 0
    var loads = 0
    var holdNextSave = false
    var held: CheckedContinuation<Void, Never>?
    var heldArrived: CheckedContinuation<Void, Never>?
  }
  private let control = NIOLockedValueBox(Control())

  /// Makes every call fail with `.unavailable`, or work again.
  func setFailing(_ failing: Bool) { control.withLockedValue { $0.failing = failing } }

  /// Makes every save write its record and then fail with `.unavailable`, or work again.
  func setSavesFailAfterWriting(_ failing: Bool) {
    control.withLockedValue { $0.savesFailAfterWriting = failing }
  }

  /// How many records were loaded (found or not).
  var loads: Int { control.withLockedValue { $0.loads } }

  /// How many saves were written.
  var saves: Int { control.withLockedValue { $0.saves } }

  /// Makes the next save wait, and returns once a save is waiting.
  func holdNextSave() { control.withLockedValue { $0.holdNextSave = true } }

  /// Waits until a held save has arrived.
  func waitForHeldSave() async {
    await withCheckedContinuation { continuation in
      let arrived = control.withLockedValue { control in
        if control.held != nil { return true }
        control.heldArrived = continuation
        return false
      }
      if arrived { continuation.resume() }
    }
  }

  /// Lets the held save go on.
  func releaseHeldSave() {
    control.withLockedValue { control in
      let held = control.held
      control.held = nil
      return held
    }?.resume()
  }

  private func check() throws(SessionStoreError) {
    if control.withLockedValue({ $0.failing }) { throw .unavailable("the test broke the store") }
  }

  func load(_ id: SessionID, now: Date) async throws(SessionStoreError) -> SessionRecord? {
    try check()
    control.withLockedValue { $0.loads += 1 }
    return try await base.load(id, now: now)
  }

  func version(of id: SessionID) async throws(SessionStoreError) -> UInt64? {
    try check()
    return try await base.version(of: id)
  }

  func save(_ record: SessionRecord, replacing expected: UInt64?)
    async throws(SessionStoreError) -> SessionSaveResult
  {
    try check()
    if control.withLockedValue({ $0.holdNextSave }) {
      await withCheckedContinuation { continuation in
        control.withLockedValue { control in
          control.holdNextSave = false
          control.held = continuation
          let arrived = control.heldArrived
          control.heldArrived = nil
          return arrived
        }?.resume()
      }
    }
    let result = try await base.save(record, replacing: expected)
    if result == .saved { control.withLockedValue { $0.saves += 1 } }
    if control.withLockedValue({ $0.savesFailAfterWriting }) {
      throw .unavailable("the test's store wrote the record, then lost its answer")
    }
    return result
  }

  func remove(_ id: SessionID) async throws(SessionStoreError) {
    try check()
    try await base.remove(id)
  }

  func removeExpired(now: Date, keeping capacity: Int) async throws(SessionStoreError) -> Int {
    try check()
    return try await base.removeExpired(now: now, keeping: capacity)
  }

  func count() async throws(SessionStoreError) -> Int {
    try check()
    return try await base.count()
  }
}
