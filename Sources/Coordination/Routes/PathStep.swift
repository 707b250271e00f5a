/// One step of a path of routes: the route, and whether it is pushed or presented.
///
/// A path (see ``NavigationStore/apply(steps:cause:)``) lists routes from the root coordinator
/// down. Most steps are pushed onto the stack the previous step left; a step presented as a
/// sheet or full-screen cover opens a new modal layer above everything before it, which is how
/// a path reaches what a coordinator showed with ``Coordinator/present(_:style:)``.
///
/// ```swift
/// let path = [
///   PathStep(AppRoute.settings),
///   PathStep(SettingsRoute.editName, presentation: .sheet),
/// ]
/// ```
public struct PathStep: Hashable, Sendable, CustomStringConvertible {
  /// The route of this step.
  public var route: AnyRoute
  /// How the step appears: pushed on the current stack, or presented in a new modal layer.
  public var presentation: FlowPresentation

  /// Creates a step.
  public init<Route: NavigationRoute>(_ route: Route, presentation: FlowPresentation = .push) {
    self.init(erased: AnyRoute(route), presentation: presentation)
  }

  /// Creates a step from an erased route.
  public init(erased route: AnyRoute, presentation: FlowPresentation = .push) {
    self.route = route
    self.presentation = presentation
  }

  /// The route, preceded by its presentation when it is modal: `detail(7)`,
  /// `sheet: editName`.
  public var description: String {
    switch presentation {
    case .push: return route.description
    case .modal(let style): return "\(style): \(route.description)"
    }
  }
}
