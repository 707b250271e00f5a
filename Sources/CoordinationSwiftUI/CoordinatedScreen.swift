#if canImport(SwiftUI)
  import Coordination
  import SwiftUI

  /// Where a screen's view sits: the bindings showing it, the screen, and how to build the view
  /// of a layer it presents. ``NavigationHost`` puts it in each screen's environment, for
  /// `coordinatedPopoverAnchor(_:)` to find.
  struct CoordinatedScreen {
    let bindings: StoreBindings
    let screen: ScreenID
    /// The content of the presented layer at an index, with its sheet options.
    let presentedLayer: @MainActor (PresentedLayer) -> AnyView
  }

  /// The environment key of the screen a view is in.
  struct CoordinatedScreenKey: EnvironmentKey {
    static var defaultValue: CoordinatedScreen? { nil }
  }

  extension View {
    /// Puts the screen this view shows in its environment.
    func coordinatedScreen<ScreenContent: View>(
      _ screen: ScreenID, bindings: StoreBindings,
      content: @escaping (Screen, AnyObject?) -> ScreenContent
    ) -> some View {
      environment(
        \.coordinatedScreen,
        CoordinatedScreen(bindings: bindings, screen: screen) { presented in
          AnyView(LayerView.presentedContent(presented, bindings: bindings, content: content))
        })
    }
  }

  extension EnvironmentValues {
    /// The screen a view is in, when ``NavigationHost`` shows it.
    var coordinatedScreen: CoordinatedScreen? {
      get { self[CoordinatedScreenKey.self] }
      set { self[CoordinatedScreenKey.self] = newValue }
    }
  }
#endif
