public import Coordination

/// A snapshot of one store's navigation, made to be drawn: the coordinator tree with each
/// coordinator's screens, the layers, the leaked coordinators and the recent updates.
///
/// Build it on the main actor from the store, then hand it to any thread: it is a plain value.
/// ``NavigationPictureText`` writes it for terminals, ``NavigationPictureSVG`` draws it.
///
/// ```swift
/// let timeline = NavigationTimeline(store: store)
/// // … the app runs …
/// let picture = NavigationPicture(store: store, recent: timeline.updates)
/// print(NavigationPictureText.render(picture))
/// ```
public struct NavigationPicture: Hashable, Sendable {
  /// The live coordinator tree, the root first; `nil` when the root is not running.
  public var root: Coordinator?
  /// The layers, root first, with their stacks and screens.
  public var layers: [Layer]
  /// Objects the store's `LeakTracker` found alive after they should have been released;
  /// empty when leak tracking is off.
  public var leaks: [LeakTracker.Leak]
  /// The most recent updates, oldest first.
  public var recent: [NavigationUpdate]

  /// Creates a picture from its parts (tests and tools that record pictures themselves).
  public init(
    root: Coordinator?, layers: [Layer], leaks: [LeakTracker.Leak] = [],
    recent: [NavigationUpdate] = []
  ) {
    self.root = root
    self.layers = layers
    self.leaks = leaks
    self.recent = recent
  }

  /// Takes the picture of a store as it is now.
  ///
  /// Reading the leaks drops the tracker's released entries, as `LeakTracker.leaks()` does.
  ///
  /// - Parameters:
  ///   - store: The store to picture.
  ///   - recent: The updates to show with it, oldest first (a ``NavigationTimeline`` keeps
  ///     them); the store itself keeps no history.
  /// - Complexity: O(*n* log *n*) in the number of coordinators and screens.
  @MainActor
  public init(store: NavigationStore, recent: [NavigationUpdate] = []) {
    let state = store.state
    let topID = state.topScreen?.id
    var screensByOwner: [CoordinatorID: [ScreenItem]] = [:]
    for screen in state.allScreens {
      screensByOwner[screen.owner, default: []].append(
        ScreenItem(id: screen.id, route: screen.route.description, isTop: screen.id == topID))
    }
    func node(_ coordinator: AnyCoordinator) -> Coordinator {
      Coordinator(
        id: coordinator.id, name: coordinator.name,
        screens: screensByOwner[coordinator.id] ?? [],
        children: coordinator.children.map(node))
    }
    self.init(
      root: store.root.isActive ? node(store.root) : nil,
      layers: state.layers.map { Layer($0, top: topID) },
      leaks: store.leakTracker?.leaks() ?? [],
      recent: recent)
  }

  /// The leaked coordinators (finished but alive), without leaked screen models.
  public var leakedCoordinators: [LeakTracker.Leak] { leaks.filter { $0.kind == .coordinator } }
}
