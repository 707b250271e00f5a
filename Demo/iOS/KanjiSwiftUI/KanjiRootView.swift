#if canImport(SwiftUI)
  import Coordination
  public import CoordinationSwiftUI
  import KanjiApp
  public import SwiftUI

  /// The Kanji app's window: its navigation store shown by a `NavigationHost`, or, when the
  /// dictionary could not be read, the reason.
  public struct KanjiRootView: View {
    private let bindings: StoreBindings?
    private let loadError: String?

    /// Shows the store `bindings` bind, whose root is an `ApplicationCoordinator`. Make the
    /// bindings after restoring the store's saved navigation: they start a store that has not
    /// started.
    public init(bindings: StoreBindings) {
      self.bindings = bindings
      loadError = nil
    }

    /// Shows why the app cannot start.
    public init(loadError: String) {
      bindings = nil
      self.loadError = loadError
    }

    /// The navigation host, or the error.
    public var body: some View {
      if let bindings {
        let store = bindings.store
        NavigationHost(bindings: bindings) { screen, model in
          KanjiScreen(screen: screen, model: model) { [weak store] query in
            Self.search(query, in: store)
          }
        }
      } else {
        Text(loadError ?? "")
      }
    }

    /// The list's search box asks the list coordinator, as the platform does.
    private static func search(_ query: String, in store: NavigationStore?) {
      let app = store?.root as? ApplicationCoordinator
      app?.children(ofType: AllKanjiListCoordinator.self).first?.search(for: query)
    }
  }
#endif
