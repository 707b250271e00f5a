/// A view that displays one or more lines of read-only text.
@frozen public struct Text: Equatable, Sendable {
  let content: String

  /// Creates a text view that displays a string literal without localization.
  public init(verbatim content: String) {
    self.content = content
  }

  /// Creates a text view that displays a stored string without localization.
  @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {
    self.content = String(content)
  }
}

extension Text: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
}

extension Text: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    [renderer.node(.text(content))]
  }
}
