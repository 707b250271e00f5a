#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  public import CoordinationSwiftUI
  public import Foundation
  public import KanjiApp
  public import SwiftUI

  /// One window of the Kanji app: its own navigation store, made when the window opens and
  /// kept in the window's state, so two windows (on iPad, on a Mac) navigate independently and
  /// nothing is shared between them.
  ///
  /// The window keeps its navigation in its scene storage, so after a relaunch it comes back
  /// on the screens it showed: it restores the navigation when it appears, before it makes the
  /// navigation host, which would otherwise start the store first. With the app's router, a
  /// link the system delivers to the window (`kanji://kanji/日`) goes to the window that should
  /// show it; without one, it opens in this window's store.
  public struct KanjiWindow: View {
    @State private var model: KanjiWindowModel
    /// The window's navigation (`snapshotData()`), kept by the system per window.
    @SceneStorage("navigation") private var saved: Data?
    /// The window's name among the app's windows, and the app's router.
    private let routing: (id: UUID, router: WindowRouter<UUID>)?

    /// A window with a new store over the app's `dictionary`, named `id`, joining `router`
    /// (none: it opens its own links).
    public init(
      id: UUID, dictionary: Result<KanjiStorage, KanjiStorageError>, router: WindowRouter<UUID>?
    ) {
      self.init(model: KanjiWindowModel(dictionary: dictionary), id: id, router: router)
    }

    /// A window showing `model`'s store (tests keep the model to look at its store).
    public init(model: KanjiWindowModel, id: UUID? = nil, router: WindowRouter<UUID>? = nil) {
      _model = State(initialValue: model)
      routing = id.flatMap { id in router.map { (id, $0) } }
    }

    /// The navigation host, once the window's navigation is restored, or why the app cannot
    /// start.
    public var body: some View {
      if let store = model.store {
        if let routing {
          restoredRoot
            .routesLinks(with: routing.router, window: routing.id, store: store) {
              model.restore(from: $saved)
            }
        } else {
          restoredRoot
            .onAppear { model.restore(from: $saved) }
            .onOpenURL { url in model.open(url) }
        }
      } else {
        KanjiRootView(loadError: model.loadError ?? "")
      }
    }

    /// The navigation host once the navigation is restored, a placeholder until then.
    private var restoredRoot: some View {
      Group {
        if let bindings = model.bindings {
          KanjiRootView(bindings: bindings)
        } else {
          Text("Kanji")  // until onAppear, which SwiftUI runs before the first frame
        }
      }
    }
  }
#endif
