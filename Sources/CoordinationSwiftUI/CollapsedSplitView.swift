#if canImport(SwiftUI)
  import Coordination
  import SwiftUI

  /// A split layer on a compact width: one `NavigationStack` of its columns' screens, sidebar
  /// first, whose root is the first of them and whose path is the rest.
  ///
  /// The adapter collapses the columns itself rather than leaving it to `NavigationSplitView`,
  /// so that the user's back in the collapsed stack is one write of one path, mapped to the
  /// right column's pop (`UserAction.poppedCollapsed(to:)`).
  struct CollapsedSplitView<ScreenContent: View>: View {
    let bindings: StoreBindings
    let layer: LayerID
    let content: (Screen, AnyObject?) -> ScreenContent

    var body: some View {
      let screens = bindings.collapsedScreens(of: layer)
      NavigationStack(path: bindings.collapsedPath(of: layer)) {
        if let first = screens.first {
          screen(first)
            .navigationDestination(for: ScreenID.self) { id in
              if let shown = bindings.collapsedScreens(of: layer).first(where: { $0.id == id }) {
                screen(shown)
                  .systemBack(hidden: bindings.hidesSystemBack(of: id, inCollapsed: layer)) {
                    bindings.goBack(from: id, inCollapsed: layer)
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
