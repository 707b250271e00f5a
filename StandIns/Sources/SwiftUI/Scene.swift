/// A part of an app's user interface with a life cycle managed by the system.
@preconcurrency @MainActor public protocol Scene {
  /// The type of scene that represents the body of this scene.
  associatedtype Body: Scene

  /// The content and behavior of the scene.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene where Self.Body == Never {
  /// The body of a primitive scene, which the framework never evaluates.
  @MainActor @preconcurrency public var body: Never {
    fatalError("\(Self.self) is a primitive scene: its body is never evaluated")
  }
}
