#if canImport(SwiftUI)
  import Coordination
  import SwiftUI

  /// One stack: a `NavigationStack` whose root is the stack's first screen and whose path is
  /// the screens above it. A pushed screen that may not be left, or above one that may not be,
  /// has the adapter's back instead of SwiftUI's (see `systemBack(hidden:goBack:)`).
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
                  .systemBack(hidden: bindings.hidesSystemBack(of: id, in: stack)) {
                    bindings.goBack(from: id, in: stack)
                  }
              }
            }
        }
      }
    }

    private func screen(_ screen: Screen) -> some View {
      content(screen, bindings.store.model(for: screen.id))
        .coordinatedScreen(screen.id, bindings: bindings, content: content)
    }
  }
#endif
