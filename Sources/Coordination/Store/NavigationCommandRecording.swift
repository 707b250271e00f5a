/// Who records the commands that enter a store from outside it, each before and after it runs:
/// a journey's recorder (CoordinationJourneys). A command another command caused (app code
/// navigating during a change, a waiting link offered after one) is not shown to it.
@MainActor
package protocol NavigationCommandRecording: AnyObject {
  /// `command` is about to run on `store`, in the state it was made for.
  func willExecute(_ command: NavigationCommand, in store: NavigationStore)

  /// `command` ran, or threw and changed nothing; `store` holds what it did.
  func didExecute(_ command: NavigationCommand, in store: NavigationStore)
}
