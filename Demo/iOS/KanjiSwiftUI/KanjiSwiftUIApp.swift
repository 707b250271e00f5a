#if canImport(SwiftUI)
  public import Coordination
  import KanjiApp
  public import SwiftUI

  /// The Kanji app in SwiftUI: one window group showing an `ApplicationCoordinator` over the
  /// bundled dictionary, the same coordinators and view models as the UIKit app and the web
  /// demo.
  ///
  /// A library cannot hold an app's entry point; the app target starts it:
  ///
  /// ```swift
  /// @main enum Main {
  ///   static func main() { KanjiSwiftUIApp.main() }
  /// }
  /// ```
  public struct KanjiSwiftUIApp: App {
    /// The store shown, or `nil` if the dictionary could not be read.
    public let store: NavigationStore?
    private let loadError: String?

    /// Loads the dictionary and makes the store.
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

    /// The window group, showing ``KanjiRootView``.
    public var body: some Scene {
      WindowGroup { rootView }
    }

    private var rootView: KanjiRootView {
      store.map { KanjiRootView(store: $0) } ?? KanjiRootView(loadError: loadError ?? "")
    }
  }
#endif
