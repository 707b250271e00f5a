/// A type that represents part of your app's user interface.
///
/// As in the SDK, the protocol is `@preconcurrency @MainActor`: a type that declares the
/// conformance in its primary declaration inherits main-actor isolation.
@preconcurrency @MainActor public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View

  /// The content and behavior of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never

  /// The content of a `Never` view or scene, which cannot exist. It also witnesses
  /// `Scene.body`, as `Never` is both.
  @MainActor @preconcurrency public var body: Never {
    fatalError("Never has no body")
  }
}

extension View where Self.Body == Never {
  /// The body of a primitive view, which the framework never evaluates.
  ///
  /// The stand-in's renderer draws primitive views itself; reaching this is a programming error.
  @MainActor @preconcurrency public var body: Never {
    fatalError("\(Self.self) is a primitive view: its body is never evaluated")
  }
}
