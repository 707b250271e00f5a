/// A part of an app's user interface with a life cycle managed by the system.
@preconcurrency @MainActor public protocol Scene {
  /// The type of scene that represents the body of this scene.
  associatedtype Body: Scene

  /// The content and behavior of the scene.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

// No `extension Scene where Self.Body == Never` with a default `body`: no page of the SDK's
// interface has one, and SwiftUI's own primitive scene `_TupleScene` declares its `body: Never`
// itself (SwiftUI@752000); the stand-in's primitive scenes do the same.
