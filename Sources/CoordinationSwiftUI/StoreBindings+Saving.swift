#if canImport(SwiftUI)
  public import Coordination
  public import Foundation
  public import SwiftUI

  extension StoreBindings {
    /// Binds `store` and keeps its navigation in `saved`: restored from it when the store has
    /// not started, written back after every change.
    ///
    /// Give it a window's `@SceneStorage`, which the system keeps for each window and gives
    /// back when it recreates the window, and the window comes back on the screens it showed:
    ///
    /// ```swift
    /// struct LibraryWindow: View {
    ///   @State private var store = NavigationStore(root: LibraryCoordinator())
    ///   @SceneStorage("navigation") private var saved: Data?
    ///
    ///   var body: some View {
    ///     NavigationHost(store: store, savingIn: $saved) { screen, model in
    ///       LibraryScreen(screen: screen, model: model)
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// A store that has not started is restored from `saved` (`restoreOrStart(from:)`): each
    /// coordinator re-creates its screens' models, and no `start()` runs for screens the
    /// restore replaces. With nothing saved it starts; with data it cannot restore, it starts
    /// and `onError` hears why. A store that has started is left as it is. After every change
    /// the store publishes, `saved` is set to `snapshotData()`; if the navigation cannot be
    /// encoded, `saved` keeps the last data that could be and `onError` hears why. Saving stops
    /// when the bindings are released.
    ///
    /// - Complexity: each save is O(*n*) in the number of screens and coordinators.
    public convenience init(
      store: NavigationStore, savingIn saved: Binding<Data?>,
      onError: @escaping (RestorationError) -> Void = { _ in }
    ) {
      if !store.isStarted, let failure = store.restoreOrStart(from: saved.wrappedValue) {
        onError(failure)
      }
      self.init(store: store)
      saving = store.observe { [weak store] _ in
        guard let store else { return }
        do throws(RestorationError) {
          saved.wrappedValue = try store.snapshotData()
        } catch {
          onError(error)
        }
      }
    }
  }
#endif
