#if canImport(SwiftUI)
  public import Coordination
  import KanjiApp
  public import SwiftUI

  /// One window of the Kanji app: its own navigation store, made when the window opens and
  /// kept in the window's state, so two windows (on iPad, on a Mac) navigate independently and
  /// nothing is shared between them.
  public struct KanjiWindow: View {
    @State private var model: KanjiWindowModel

    /// A window with a new store.
    public init() {
      _model = State(initialValue: KanjiWindowModel())
    }

    /// A window showing `model`'s store (tests keep the model to look at its store).
    public init(model: KanjiWindowModel) {
      _model = State(initialValue: model)
    }

    /// The navigation host, or why the app cannot start.
    public var body: some View {
      if let store = model.store {
        KanjiRootView(store: store)
      } else {
        KanjiRootView(loadError: model.loadError ?? "")
      }
    }
  }

  /// What one window of the Kanji app owns: its store over the bundled dictionary, or why the
  /// dictionary could not be read.
  @MainActor public final class KanjiWindowModel {
    /// The window's store, or `nil` if the dictionary could not be read.
    public let store: NavigationStore?
    /// Why the dictionary could not be read.
    public let loadError: String?

    /// Loads the dictionary and makes the window's store.
    public init() {
      do {
        let storage = try KanjiStorage.bundled()
        store = NavigationStore(root: ApplicationCoordinator(kanjiStorage: storage))
        loadError = nil
      } catch {
        store = nil
        loadError = error.description
      }
    }
  }
#endif
