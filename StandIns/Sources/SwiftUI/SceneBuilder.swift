/// A result builder for composing a collection of scenes into a single composite scene.
///
/// The SDK's interface spells the attribute `@_functionBuilder`, the older name of
/// `@resultBuilder` (the compiler warns on the old name).
@resultBuilder public struct SceneBuilder {
  /// Builds an expression within the builder.
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene {
    content
  }

  /// Passes a single scene written as a child scene through unmodified.
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
    content
  }

  /// Combines several scenes into one.
  @_disfavoredOverload public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> some Scene where repeat each Content: Scene {
    StandInTupleScene(value: (repeat each content))
  }
}

@available(*, unavailable) extension SceneBuilder: Sendable {}

// swift-format-ignore: UseSynthesizedInitializer
/// The scene several scenes of a `SceneBuilder` block make.
struct StandInTupleScene<T>: Scene {
  nonisolated(unsafe) let value: T

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(value: T) {
    self.value = value
  }

  typealias Body = Never

  /// Declared as SwiftUI's `_TupleScene` declares it (there is no default for scenes).
  var body: Never { fatalError("a tuple scene has no body") }
}
