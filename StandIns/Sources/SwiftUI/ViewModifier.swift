/// A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value.
@preconcurrency @MainActor public protocol ViewModifier {
  /// The type of view representing the body.
  associatedtype Body: View

  /// The content view type passed to `body()`.
  typealias Content = _ViewModifier_Content<Self>

  /// Gets the current body of the caller.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Self.Body == Never {
  /// The body of a primitive modifier, which the framework never evaluates.
  @MainActor @preconcurrency public func body(content: Self.Content) -> Self.Body {
    fatalError("\(Self.self) is a primitive modifier: its body is never evaluated")
  }
}

// swift-format-ignore: UseSynthesizedInitializer
/// The content view passed to a view modifier's `body(content:)`.
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier>: View
where Modifier: ViewModifier {
  /// The type of view representing the body of this view.
  public typealias Body = Never

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init() {}
}

@available(*, unavailable) extension _ViewModifier_Content: Sendable {}

extension _ViewModifier_Content: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    renderer.renderModifiedContent()
  }
}

/// A value with a modifier applied to it.
@frozen public struct ModifiedContent<Content, Modifier> {
  /// The type of view representing the body of this view.
  public typealias Body = Never

  /// The content that the modifier transforms into a new view or new view modifier.
  public var content: Content

  /// The view modifier or other modifier that transforms the content.
  public var modifier: Modifier

  /// A structure that the defines the content and modifier needed to produce a new view or view
  /// modifier.
  @inlinable nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

@available(*, unavailable) extension ModifiedContent: Sendable {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// The content and behavior of the view, which the framework never evaluates.
  @MainActor @preconcurrency public var body: ModifiedContent<Content, Modifier>.Body {
    fatalError("ModifiedContent is a primitive view: its body is never evaluated")
  }
}

extension View {
  /// Applies a modifier to a view and returns a new view.
  @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ModifiedContent: StandInRenderable where Content: View, Modifier: ViewModifier {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    renderer.withIdentity("\(Modifier.self)") {
      if let primitive = modifier as? any StandInModifier {
        return primitive.standInApply(to: content, renderer)
      }
      renderer.linkEnvironment(of: modifier)
      return renderer.withModifierContent({ renderer.render(content) }) {
        renderer.render(modifier.body(content: _ViewModifier_Content()))
      }
    }
  }
}

extension ModifiedContent: StandInTagged where Content: View, Modifier: ViewModifier {
  var standInTag: AnyHashable? {
    if let tag = (modifier as? any StandInTagModifier)?.standInTagValue { return tag }
    return (content as? any StandInTagged)?.standInTag
  }
}

/// A modifier the stand-in's renderer applies itself (every modifier SwiftUI declares as
/// returning `some View`).
@MainActor protocol StandInModifier: ViewModifier where Body == Never {
  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
}

/// A view whose outermost modifiers may carry a `tag(_:includeOptional:)`.
@MainActor protocol StandInTagged {
  var standInTag: AnyHashable? { get }
}

/// The modifier behind `tag(_:includeOptional:)`.
@MainActor protocol StandInTagModifier {
  var standInTagValue: AnyHashable { get }
}
