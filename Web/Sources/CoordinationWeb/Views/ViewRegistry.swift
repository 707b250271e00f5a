/// The views of an app, one per screen-model type.
public struct ViewRegistry: Sendable {
  private var views: [ObjectIdentifier: AnyScreenView] = [:]

  /// Creates an empty registry.
  public init() {}

  /// The number of model types with a view.
  public var count: Int { views.count }

  /// Registers the view for its model type, replacing an earlier one.
  public mutating func register<Model: AnyObject>(_ view: ScreenView<Model>) {
    views[ObjectIdentifier(Model.self)] = AnyScreenView(view)
  }

  /// The view for a model, if its type has one.
  ///
  /// - Complexity: O(1).
  func view(for model: AnyObject) -> AnyScreenView? {
    views[ObjectIdentifier(type(of: model))]
  }
}

/// A ``ScreenView`` with its model type erased.
struct AnyScreenView: Sendable {
  let modelType: String
  let title: @MainActor @Sendable (AnyObject) -> String?
  let body: @MainActor @Sendable (AnyObject, ScreenContext) -> HTML?
  let perform: @MainActor @Sendable (AnyObject, String, ActionForm) throws -> Void

  init<Model: AnyObject>(_ view: ScreenView<Model>) {
    modelType = String(describing: Model.self)
    title = { model in (model as? Model).map(view.title) }
    body = { model, context in (model as? Model).map { view.body($0, context) } }
    perform = { model, name, form in
      guard let typed = model as? Model, let action = view.actions[name] else {
        throw ActionError.unknownAction(name)
      }
      try action(typed, form)
    }
  }
}
