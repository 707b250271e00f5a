/// The path a navigation stack keeps showing while its binding returns `read`, a value SwiftUI
/// does not take: after the user's write when the binding is not read again, or after a push
/// dropped during the user's pop.
struct StandInKeptPath {
  let read: [AnyHashable]
  let shown: [AnyHashable]
}

extension StandInRenderer {
  /// What the stack being rendered shows, given what its binding returned: the value read,
  /// unless the strict switches (``StandInSwiftUIBehavior``) make SwiftUI keep another path.
  func shownPath(read: [AnyHashable]) -> [AnyHashable] {
    let key = identity
    defer { storage.lastShown[key] = storage.keptPaths[key]?.shown ?? read }
    if let kept = storage.keptPaths[key] {
      if read == kept.read { return kept.shown }
      storage.keptPaths[key] = nil
    }
    guard storage.behavior.pushDuringPop == .dropped, storage.popping.contains(key),
      let last = storage.lastShown[key], read.count > last.count
    else { return read }
    problem(
      "pushViewController:animated: called on <NavigationStack> while an existing transition or "
        + "presentation is occurring; the navigation stack will not be updated.")
    storage.keptPaths[key] = StandInKeptPath(read: read, shown: last)
    return last
  }
}
