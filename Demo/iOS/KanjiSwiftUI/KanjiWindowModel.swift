#if canImport(SwiftUI)
  public import Coordination
  import CoordinationLinks
  public import CoordinationSwiftUI
  public import Foundation
  public import KanjiApp
  import Observation
  public import SwiftUI

  /// What one window of the Kanji app owns: its store over the bundled dictionary and the
  /// app's links, or why the dictionary could not be read.
  @MainActor @Observable public final class KanjiWindowModel {
    /// The window's store, or `nil` if the dictionary could not be read.
    public let store: NavigationStore?
    /// Why the dictionary could not be read.
    public let loadError: String?
    /// The bindings the window's navigation host shows, made once the navigation is restored.
    private(set) var bindings: StoreBindings?
    /// The app's links (`kanji://kanji/日`, `kanji://word/日本`, `kanji://search?q=sun`).
    @ObservationIgnored private let links: DeepLinkMap?

    /// Makes the window's store over `dictionary`, the app's dictionary as it was read once
    /// for every window (by default, the bundled one, read now).
    public init(dictionary: Result<KanjiStorage, KanjiStorageError> = KanjiWindowModel.bundled()) {
      switch dictionary {
      case .success(let storage):
        let store = NavigationStore(root: ApplicationCoordinator(kanjiStorage: storage))
        let links = try? KanjiLinks.map(in: storage)
        // A link that waited when the window was saved is read again when it restores.
        if let links { store.readLinks(with: links) }
        self.store = store
        self.links = links
        loadError = nil
      case .failure(let error):
        store = nil
        links = nil
        loadError = error.description
      }
    }

    /// The bundled dictionary, or why it cannot be read.
    public static func bundled() -> Result<KanjiStorage, KanjiStorageError> {
      Result { () throws(KanjiStorageError) in try KanjiStorage.bundled() }
    }

    /// Makes the bindings, which restore the navigation `saved` holds (else start anew) and
    /// write it back to `saved` after every change (`StoreBindings(store:savingIn:)`). Only
    /// the first call does anything: the window's navigation is restored once, when it first
    /// appears.
    public func restore(from saved: Binding<Data?>) {
      guard let store, bindings == nil else { return }
      bindings = StoreBindings(store: store, savingIn: saved)
    }

    #if !os(tvOS) && !os(watchOS)
      /// The app's router over `dictionary`'s links, or `nil` when the dictionary could not
      /// be read (each window then shows why).
      public static func router(
        over dictionary: Result<KanjiStorage, KanjiStorageError>, allowsNewWindows: Bool
      ) -> WindowRouter<UUID>? {
        guard case .success(let storage) = dictionary,
          let links = try? KanjiLinks.map(in: storage)
        else { return nil }
        return WindowRouter(links: links, allowsNewWindows: allowsNewWindows)
      }
    #endif

    /// Opens `url` in this window's store; a link the app does not know is ignored. A link
    /// that arrives before the navigation is restored waits, and opens over it.
    public func open(_ url: URL) {
      guard let store, let links else { return }
      _ = try? store.open(url, using: links)
    }
  }
#endif
