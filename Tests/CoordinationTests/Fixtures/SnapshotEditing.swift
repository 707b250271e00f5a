import Coordination

extension NavigationSnapshot {
  /// Edits every screen entry, layer by layer and stack by stack, as a test damages or strips
  /// saved data.
  mutating func editScreens(_ edit: (inout ScreenEntry) -> Void) {
    for layer in layers.indices {
      for stack in layers[layer].stacks.indices {
        for screen in layers[layer].stacks[stack].screens.indices {
          edit(&layers[layer].stacks[stack].screens[screen])
        }
      }
    }
  }
}
