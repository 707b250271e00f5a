#if canImport(SwiftUI)
  public import Coordination
  import CoordinationSwiftUI
  import KanjiApp
  public import SwiftUI

  /// The Kanji app's window: its navigation store shown by a `NavigationHost`, or, when the
  /// dictionary could not be read, the reason.
  public struct KanjiRootView: View {
    private let store: NavigationStore?
    private let loadError: String?

    /// Shows `store`, whose root is an `ApplicationCoordinator`.
    public init(store: NavigationStore) {
      self.store = store
      loadError = nil
    }

    /// Shows why the app cannot start.
    public init(loadError: String) {
      store = nil
      self.loadError = loadError
    }

    /// The navigation host, or the error.
    public var body: some View {
      if let store {
        NavigationHost(store: store) { screen, model in
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
