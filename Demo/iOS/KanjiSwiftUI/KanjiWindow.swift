#if canImport(SwiftUI)
  import Foundation
  import KanjiApp
  public import SwiftUI

  /// One window of the Kanji app: its own navigation store, made when the window opens and
  /// kept in the window's state, so two windows (on iPad, on a Mac) navigate independently and
  /// nothing is shared between them.
  ///
  /// The window keeps its navigation in its scene storage, so after a relaunch it comes back
  /// on the screens it showed: it restores the navigation when it appears, before it makes the
  /// navigation host, which would otherwise start the store first. A link the system delivers
  /// to the window (`kanji://kanji/日`) opens in the window's store.
  public struct KanjiWindow: View {
    @State private var model: KanjiWindowModel
    /// The window's navigation (`snapshotData()`), kept by the system per window.
    @SceneStorage("navigation") private var saved: Data?

    /// A window with a new store.
    public init() {
      _model = State(initialValue: KanjiWindowModel())
    }

    /// A window showing `model`'s store (tests keep the model to look at its store).
    public init(model: KanjiWindowModel) {
      _model = State(initialValue: model)
    }

    /// The navigation host, once the window's navigation is restored, or why the app cannot
    /// start.
    public var body: some View {
      if model.store != nil {
        Group {
          if let bindings = model.bindings {
            KanjiRootView(bindings: bindings)
          } else {
            Text("Kanji")  // until onAppear, which SwiftUI runs before the first frame
          }
        }
        .onAppear { model.restore(from: $saved) }
        .onOpenURL { url in model.open(url) }
      } else {
        KanjiRootView(loadError: model.loadError ?? "")
      }
    }
  }
#endif
