/// How one kind of screen model appears in a browser, and the actions its page can post.
///
/// A view is registered per screen-model type (see ``ViewRegistry``). It reads the model to
/// write a title and a body, and maps each posted action to a call on the model: the same
/// calls a UIKit view controller or a headless test makes, so the coordinators and view
/// models are the same code everywhere. Its closures run on the main actor, where the models
/// live.
///
/// ```swift
/// let view = ScreenView<CounterModel>(title: { _ in "Counter" }) { model, context in
///   "<p>\(model.count)</p>\(context.button("Add one", action: "add"))"
/// }
/// .action("add") { model, _ in model.add() }
/// ```
public struct ScreenView<Model: AnyObject>: Sendable {
  /// Writes the title shown in the navigation bar.
  public let title: @MainActor @Sendable (Model) -> String
  /// Writes the page's body.
  public let body: @MainActor @Sendable (Model, ScreenContext) -> HTML
  /// The actions by name.
  public private(set) var actions:
    [String: @MainActor @Sendable (Model, ActionForm) throws -> Void] = [:]

  /// Creates a view from its title and body.
  public init(
    title: @escaping @MainActor @Sendable (Model) -> String,
    body: @escaping @MainActor @Sendable (Model, ScreenContext) -> HTML
  ) {
    self.title = title
    self.body = body
  }

  /// The view with one more action. The closure calls the model; it may throw
  /// ``ActionError`` (or any error) for a form it cannot use, and the server then answers 400
  /// and changes nothing it has not changed.
  public func action(
    _ name: String, _ perform: @escaping @MainActor @Sendable (Model, ActionForm) throws -> Void
  ) -> Self {
    var copy = self
    copy.actions[name] = perform
    return copy
  }
}
