public import Coordination

extension NavigationStore {
  /// Waits until the state satisfies a condition: for a test that started navigation in a task.
  ///
  /// A flow awaited in a task (`Task { try await coordinator.run(...) }`) shows its first screen
  /// only once the task runs; a test that goes on at once finds nothing shown yet. This checks
  /// `condition` now and again after each update the store publishes, and returns as soon as it
  /// holds, so it takes no longer than the navigation does and needs no loop of `Task.yield()`.
  ///
  /// ```swift
  /// let search = Task { try await list.run(.search, presentation: .sheet, as: String.self) }
  /// try await platform.store.waitUntil("the search sheet") { $0.layers.count == 2 }
  /// ```
  ///
  /// - Parameters:
  ///   - awaited: What the test waits for, in its own words; the timeout's message names it.
  ///   - timeout: How long to wait before giving up; generous by default, since a wait that is
  ///     met returns at once.
  ///   - condition: The state the test waits for; called on the main actor.
  /// - Throws: ``NavigationWaitTimeout`` when `timeout` passes first, or the waiting task is
  ///   cancelled, with the state the store was left in.
  public func waitUntil(
    _ awaited: String, timeout: Duration = .seconds(5),
    _ condition: @escaping (NavigationState) -> Bool
  ) async throws(NavigationWaitTimeout) {
    if condition(state) { return }
    let wait = StateWait(store: self, condition: condition)
    let met = await withTaskCancellationHandler {
      await wait.result(timeout: timeout)
    } onCancel: {
      Task { @MainActor in wait.finish(met: false) }
    }
    if !met { throw NavigationWaitTimeout(awaited: awaited, timeout: timeout, state: state) }
  }
}
