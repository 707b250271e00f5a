import Foundation
import Logging
public import ServiceLifecycle

/// The job that deletes expired session records and keeps the store within its capacity, every
/// ``SessionPersistence/cleanupInterval``: one sweep for all sessions, never a scan per
/// request. Every server may run it; sweeps of several servers only repeat each other's deletes.
///
/// ``WebHost/application(onServerRunning:)`` runs it beside the server when sessions are
/// persisted; it ends when the application shuts down.
public struct SessionCleanup: Service {
  /// What it cleans.
  public let persistence: SessionPersistence
  /// Where it logs what it deleted.
  public let logger: Logger

  /// Creates the job.
  public init(persistence: SessionPersistence, logger: Logger) {
    self.persistence = persistence
    self.logger = logger
  }

  /// Sweeps every interval until the application shuts down.
  public func run() async throws {
    do {
      try await cancelWhenGracefulShutdown {
        while true {
          try await Task.sleep(for: persistence.cleanupInterval)
          await sweep()
        }
      }
    } catch is CancellationError {
      // Shut down: the sweep in progress finished or never started.
    }
  }

  /// One sweep now; returns how many records it deleted (0 when the store failed, logged).
  @discardableResult
  public func sweep(now: Date = Date()) async -> Int {
    do {
      let deleted = try await persistence.store.removeExpired(
        now: now, keeping: persistence.capacity)
      if deleted > 0 { logger.info("session cleanup: \(deleted) records deleted") }
      return deleted
    } catch {
      logger.error("session cleanup failed: \(LoggedText.escaping(error.description, limit: 500))")
      return 0
    }
  }
}
