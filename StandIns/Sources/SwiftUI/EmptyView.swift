/// A view that doesn't contain any content.
@frozen @MainActor @preconcurrency public struct EmptyView: View {
  /// Creates an empty view.
  @inlinable nonisolated public init() {}

  /// The type of view representing the body of this view.
  public typealias Body = Never
}

extension EmptyView: Sendable {}

extension EmptyView: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    []
  }
}

// swift-format-ignore: UseSynthesizedInitializer
/// The `body` of a view the stand-in's renderer draws itself, as SwiftUI's views whose `body` is
/// `some View`: never evaluated (the renderer draws the view first; this would be reported).
struct StandInDrawnByRenderer: View {
  typealias Body = Never

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init() {}
}

// swift-format-ignore: UseSynthesizedInitializer
/// The `body` of a scene the stand-in reads itself (`WindowGroup`): never evaluated.
struct StandInDrawnScene: Scene {
  typealias Body = Never

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init() {}

  var body: Never { fatalError("StandInDrawnScene is never evaluated") }
}
