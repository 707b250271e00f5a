#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import CoordinationSwiftUI
  public import Foundation
  import KanjiApp
  public import SwiftUI

  /// The Kanji app in SwiftUI: a window group whose every window (``KanjiWindow``) shows its
  /// own `ApplicationCoordinator` over the bundled dictionary, the same coordinators and view
  /// models as the UIKit app and the web demo.
  ///
  /// A link (`kanji://kanji/日`) that arrives in any window goes to the window already showing
  /// it, which comes forward, else to the window in front, else to a new window: the app keeps
  /// one `WindowRouter`, and each window, named by the `UUID` its window group presents, joins it.
  ///
  /// A library cannot hold an app's entry point; the app target starts it:
  ///
  /// ```swift
  /// @main enum Main {
  ///   static func main() { KanjiSwiftUIApp.main() }
  /// }
  /// ```
  public struct KanjiSwiftUIApp: App {
    /// The bundled dictionary, read once when the app starts and shared by every window (a
    /// value: windows cannot change it), or why it cannot be read.
    private let dictionary: Result<KanjiStorage, KanjiStorageError>
    /// Sends each link to its window; `nil` when the dictionary could not be read.
    @State private var router: WindowRouter<UUID>?

    /// Makes the app for an iPad or a Mac, where a link no window shows may open a new window.
    public init() {
      self.init(allowsNewWindows: true)
    }

    /// Makes the app; `allowsNewWindows` is false where the app shows one window (iPhone), so
    /// that every link opens in that window.
    public init(allowsNewWindows: Bool) {
      let dictionary = KanjiWindowModel.bundled()
      self.dictionary = dictionary
      _router = State(
        initialValue: KanjiWindowModel.router(over: dictionary, allowsNewWindows: allowsNewWindows))
    }

    /// The window group: one ``KanjiWindow`` per window, named by a `UUID`.
    public var body: WindowGroup<PresentedWindowContent<UUID, KanjiWindow>> {
      WindowGroup(for: UUID.self) { $id in
        KanjiWindow(id: id, dictionary: dictionary, router: router)
      } defaultValue: {
        UUID()
      }
    }
  }
#endif
