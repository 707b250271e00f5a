/// Chooses which of an app's scenes (windows, browser tabs) shows a link that arrives from
/// outside: a URL, a handoff, a notification.
///
/// Every scene has its own `NavigationStore`; nothing is shared between them. When a link
/// arrives, the adapter describes each scene as a ``SceneCandidate`` and asks the router,
/// which decides in this order:
///
/// 1. a scene that already **shows** the link (`NavigationStore.showing(_:)`: all of what
///    it shows, or the bottom of it), preferring one that shows exactly the link, then an
///    active one, then the first listed;
/// 2. else the first **active** scene;
/// 3. else a **new scene**, when ``allowsNewScenes``;
/// 4. else the first scene listed.
///
/// List the scenes most recently used first, so that ties go to the one the user saw last.
/// The router is a value with no state of its own: the same scenes and link always give the
/// same choice.
///
/// ```swift
/// let router = SceneRouter(allowsNewScenes: true)
/// let link = try links.resolve(url)
/// let candidates = windows.map {
///   SceneCandidate(id: $0.id, store: $0.store, isActive: $0.isActive, link: link)
/// }
/// switch router.scene(among: candidates) {
/// case .showing(let id)?, .active(let id)?, .mostRecent(let id)?:
///   try stores[id]?.open(path: link, link: url.absoluteString)
/// case .newScene?:
///   openWindow(for: url)  // its new store opens the link
/// case nil:
///   break  // no scene, and none can be made
/// }
/// ```
public struct SceneRouter: Hashable, Sendable {
  /// Whether the app can make a new scene for a link (an iPad or a Mac app that supports
  /// multiple windows); when it cannot, a link no scene shows goes to an existing one.
  public var allowsNewScenes: Bool

  /// Creates a router.
  public init(allowsNewScenes: Bool) {
    self.allowsNewScenes = allowsNewScenes
  }

  /// The scene that should show a link, given every scene of the app described for that
  /// link; `nil` only when there is no scene and none can be made.
  ///
  /// - Complexity: O(*s*) for *s* scenes.
  public func scene<ID>(among scenes: [SceneCandidate<ID>]) -> SceneChoice<ID>? {
    var best: (candidate: SceneCandidate<ID>, rank: Int)?
    for candidate in scenes where candidate.showing != .notShown {
      // Exactly shown first, then active scenes; the first listed wins a tie.
      let rank = (candidate.showing == .exactly ? 2 : 0) + (candidate.isActive ? 1 : 0)
      if rank > best?.rank ?? -1 { best = (candidate, rank) }
    }
    if let best { return .showing(best.candidate.id) }
    if let active = scenes.first(where: \.isActive) { return .active(active.id) }
    if allowsNewScenes { return .newScene }
    return scenes.first.map { .mostRecent($0.id) }
  }
}
