import Dispatch
import Foundation
import Testing

/// The fault planted in this run: the environment's `PLANTED_FAULT`, or none.
enum PlantedFault: String {
  /// No fault: the work is done correctly, and every sanitizer must stay silent.
  case none
  /// Two threads increment one counter with no lock: ThreadSanitizer must report a data race.
  case dataRace = "data-race"
  /// A value is read after its memory was freed: AddressSanitizer must report a
  /// heap-use-after-free.
  case useAfterFree = "use-after-free"

  /// The fault this process was started with.
  static var current: PlantedFault {
    get throws {
      guard let name = ProcessInfo.processInfo.environment["PLANTED_FAULT"] else { return .none }
      return try #require(PlantedFault(rawValue: name), "unknown PLANTED_FAULT \(name)")
    }
  }
}

/// A counter that two threads increment, with no lock when the race is planted.
nonisolated(unsafe) var unguardedCount = 0

@Suite("A planted fault, or none")
struct PlantedFaultTests {
  @Test("Two threads count to 2,000 together")
  func countTogether() throws {
    let fault = try PlantedFault.current
    // NSLock, a pthread mutex that ThreadSanitizer knows; it does not see Synchronization's
    // Mutex (a futex on Linux) as a lock, and reports the guarded increments as a race.
    let lock = NSLock()
    // Two threads of their own, both started before either is waited for: nothing orders one's
    // increments before the other's but the lock (a pool could run both turns on one thread,
    // and ThreadSanitizer would then see no race to report).
    let finished = DispatchSemaphore(value: 0)
    let threads = (0..<2).map { _ in
      Thread {
        for _ in 0..<1_000 {
          if fault == .dataRace {
            unguardedCount += 1
          } else {
            lock.withLock { unguardedCount += 1 }
          }
        }
        finished.signal()
      }
    }
    for thread in threads { thread.start() }
    finished.wait()
    finished.wait()
    if fault != .dataRace {
      #expect(lock.withLock { unguardedCount } == 2_000)
    }
  }

  @Test("A value is read while its memory is still allocated")
  func readWhileAllocated() throws {
    let fault = try PlantedFault.current
    let memory = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    memory.initialize(to: 42)
    if fault == .useAfterFree {
      memory.deallocate()
      #expect(memory.pointee == 42)
    } else {
      #expect(memory.pointee == 42)
      memory.deallocate()
    }
  }
}
