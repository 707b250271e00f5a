/// A type that represents the structure and behavior of an app.
@preconcurrency @MainActor public protocol App {
  /// The type of scene representing the content of the app.
  associatedtype Body: Scene

  /// The content and behavior of the app.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

  /// Creates an instance of the app using the body that you define for its content.
  @MainActor @preconcurrency init()
}

extension App {
  /// Initializes and runs the app.
  ///
  /// Stand-in: creates the app and evaluates its `body` once, then returns; there is no run
  /// loop, window or event. Tests drive views through `StandInHost` instead.
  @MainActor @preconcurrency public static func main() {
    let app = Self()
    _ = app.body
  }
}
