#if canImport(SwiftUI)
  import KanjiApp
  public import SwiftUI

  /// The Kanji app in SwiftUI: a window group whose every window (``KanjiWindow``) shows its
  /// own `ApplicationCoordinator` over the bundled dictionary, the same coordinators and view
  /// models as the UIKit app and the web demo.
  ///
  /// A library cannot hold an app's entry point; the app target starts it:
  ///
  /// ```swift
  /// @main enum Main {
  ///   static func main() { KanjiSwiftUIApp.main() }
  /// }
  /// ```
  public struct KanjiSwiftUIApp: App {
    /// Makes the app; each window makes its own store.
    public init() {}

    /// The window group: one ``KanjiWindow`` per window the user opens.
    public var body: some Scene {
      WindowGroup { KanjiWindow() }
    }
  }
#endif
