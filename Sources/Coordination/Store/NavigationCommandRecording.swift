/// Who records the inputs a store gets from outside it (a journey's recorder): each command
/// no other command caused, before and after it runs; a transaction's bounds; and the
/// commands an awaited flow's completion (app code a replay cannot run) makes. What a command
/// causes (app code during the change, a waiting link offered after it, an observer's
/// navigation) is not shown.
@MainActor
package protocol NavigationCommandRecording: AnyObject {
  func willExecute(_ command: NavigationCommand, in store: NavigationStore)
  /// `outcome` is `nil` when the command threw and changed nothing.
  func didExecute(_ command: NavigationCommand, outcome: CommandOutcome?, in store: NavigationStore)
  func willBeginTransaction()
  func didEndTransaction(in store: NavigationStore)
  func willRunCompletion(of flow: CoordinatorID)
  func didRunCompletion(of flow: CoordinatorID)
}
