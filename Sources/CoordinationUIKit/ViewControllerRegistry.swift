#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  public import Coordination
  public import UIKit

  /// Makes the view controller of each screen from its model: the app registers one factory
  /// per model type.
  ///
  /// ```swift
  /// var registry = ViewControllerRegistry()
  /// registry.register(MoviesViewModel.self) { MoviesViewController(viewModel: $0) }
  /// ```
  ///
  /// A model type is looked up exactly (a subclass needs its own registration). A screen whose
  /// model has no factory gets the view controller of ``missing``, by default an empty one
  /// titled with the route, so that a forgotten registration shows up on screen instead of
  /// crashing.
  @MainActor
  public struct ViewControllerRegistry {
    private var factories: [ObjectIdentifier: (AnyObject) -> UIViewController?] = [:]

    /// Makes the view controller of a screen that has no factory.
    public var missing: (Screen) -> UIViewController = { screen in
      let controller = UIViewController(nibName: nil, bundle: nil)
      controller.title = screen.route.description
      return controller
    }

    /// An empty registry.
    public init() {}

    /// Registers the factory of the view controllers of screens whose model is a `Model`.
    ///
    /// A later registration for the same type replaces an earlier one.
    public mutating func register<Model: AnyObject>(
      _ type: Model.Type, _ make: @escaping (Model) -> UIViewController
    ) {
      factories[ObjectIdentifier(type)] = { model in (model as? Model).map(make) }
    }

    /// The view controller of a screen with this model.
    ///
    /// - Complexity: O(1).
    public func viewController(for screen: Screen, model: AnyObject?) -> UIViewController {
      guard let model, let make = factories[ObjectIdentifier(Swift.type(of: model))],
        let controller = make(model)
      else { return missing(screen) }
      return controller
    }
  }
#endif
