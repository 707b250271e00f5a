public import Coordination
public import CoordinationLinks

extension DeepLinkAudit {
  /// Why the activity of the screen a store shows (`NavigationStore.currentActivity`) would
  /// not bring another device to the same screen; `nil` when it would.
  ///
  /// The activity's link is opened in a fresh store rendered by a ``HeadlessPlatform``, as
  /// Handoff opens it on the other device: the audit fails a screen that advertises nothing, a
  /// link the map does not resolve, one that waits or is dropped, one after which the fresh
  /// store's top screen shows another route, and one whose screen there advertises another
  /// activity (a title made from state the link does not carry, when `makeStore` does not
  /// hold that state). A screen behind a sign-in needs a `makeStore` whose user is signed in,
  /// as on the device that continues it.
  ///
  /// ```swift
  /// @MainActor
  /// @Test func theDetailScreenHandsOff() throws {
  ///   let store = NavigationStore(root: ApplicationCoordinator(kanjiStorage: storage))
  ///   store.start()
  ///   try store.open("kanji://kanji/日", using: links)
  ///   #expect(DeepLinkAudit.activityProblem(of: store, links: links) {
  ///     NavigationStore(root: ApplicationCoordinator(kanjiStorage: storage))
  ///   } == nil)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - store: The store showing the screen whose activity is checked.
  ///   - links: The app's deep-link map, as the other device reads it.
  ///   - makeStore: Makes a fresh, unstarted store of the app.
  public static func activityProblem(
    of store: NavigationStore, links: DeepLinkMap, makeStore: () -> NavigationStore
  ) -> String? {
    guard let activity = store.currentActivity, let route = store.state.topScreen?.route else {
      let shown = store.state.topScreen.map { "\($0.route)" } ?? "nothing"
      return "the screen it shows, \(shown), advertises nothing"
    }
    let platform = HeadlessPlatform(store: makeStore())
    do {
      switch try platform.store.open(activity.link, using: links) {
      case .followed: break
      case .waiting(let reason): return "its link \(activity.link) waits: \(reason)"
      case .dropped(let reason): return "the app dropped its link \(activity.link): \(reason)"
      }
    } catch {
      return "its link \(activity.link) does not open: \(error)"
    }
    guard let shown = platform.store.state.topScreen?.route, shown == route else {
      let shown = platform.store.state.topScreen.map { "\($0.route)" } ?? "nothing"
      return "its link \(activity.link) shows \(shown), not \(route)"
    }
    guard let continued = platform.store.currentActivity, continued == activity else {
      let continued = platform.store.currentActivity.map { "\($0)" } ?? "nothing"
      return "the screen its link opens advertises \(continued), not \(activity)"
    }
    return nil
  }
}
