#if canImport(SwiftUI)
  import Coordination
  import SwiftUI

  /// One stack: a `NavigationStack` whose root is the stack's first screen and whose path is
  /// the screens above it.
  struct StackView<ScreenContent: View>: View {
    let bindings: StoreBindings
    let stack: StackID
    let content: (Screen, AnyObject?) -> ScreenContent

    var body: some View {
      let screens = bindings.screens(of: stack)
      NavigationStack(path: bindings.path(of: stack)) {
        if let first = screens.first {
          screen(first)
            .navigationDestination(for: ScreenID.self) { id in
              if let shown = bindings.screens(of: stack).first(where: { $0.id == id }) {
                screen(shown)
              }
            }
        }
      }
    }

    private func screen(_ screen: Screen) -> ScreenContent {
      content(screen, bindings.store.model(for: screen.id))
    }
  }
#endif
