import Foundation

extension StandInHost {
  /// The same scene after the app is relaunched: a new host showing `view` (the scene's root,
  /// made anew), whose `SceneStorage` properties start from the values this host's scene kept.
  ///
  /// Only the scene storage carries over; `State`, paths and presentations start anew, as in a
  /// new process.
  public func standInRelaunched<V: View>(_ view: V) -> StandInHost {
    StandInHost(
      view, behavior: behavior, sceneValues: StandInSceneValues(storage.sceneValues.values))
  }

  /// Delivers `url` to this scene, as the system does when the app is asked to open it: runs
  /// the `onOpenURL` handlers on screen, then renders again. Returns false when there are none.
  @discardableResult public func standInOpen(_ url: URL) -> Bool {
    let actions = openURLActions
    guard !actions.isEmpty else { return refuse("open \(url)", "no onOpenURL handler") }
    events.append("onOpenURL \(url)")
    for action in actions { action(url) }
    render()
    return true
  }
}
