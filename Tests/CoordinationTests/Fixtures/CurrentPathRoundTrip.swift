import Coordination

/// What each layer of a store shows, for comparing two stores.
func layerPicture(_ store: NavigationStore) -> [String] {
  store.state.layers.map { layer in
    let tab = layer.visibleStack?.tab.map(\.description) ?? "-"
    return "\(layer.style) \(layer.isTabbed) \(tab): \(layer.visibleStack?.routes ?? [])"
  }
}

/// Why a store's current path does not name its state, if it does not: applying it to the
/// store must change nothing, and applying it to a fresh store of the same app (from
/// `freshRoot`) must show the same picture. `nil` when there is no current path.
func currentPathProblem(_ store: NavigationStore, freshRoot: () -> AnyCoordinator) -> String? {
  guard let path = store.currentPath else { return nil }
  let before = store.state
  do {
    try store.apply(steps: path)
  } catch {
    return "applying the current path \(path) here failed: \(error)"
  }
  guard store.state == before else { return "applying the current path \(path) changed it" }
  let fresh = NavigationStore(root: freshRoot(), leakTracking: false)
  fresh.start()
  do {
    try fresh.apply(steps: path)
  } catch {
    return "the path \(path) failed in a fresh store: \(error)"
  }
  guard layerPicture(fresh) == layerPicture(store) else {
    return "the path \(path) built \(layerPicture(fresh)), not \(layerPicture(store))"
  }
  return nil
}
