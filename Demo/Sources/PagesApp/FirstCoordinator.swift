public import Coordination

/// The tutorial's FirstCoordinator: sets the stack to First, and starts a ``SecondCoordinator``
/// child when the user goes on.
///
/// Unlike the sources, it never removes the child from an array by hand: the child finishes by
/// itself when its last page leaves, by the custom button or the system back button alike.
public final class FirstCoordinator: Coordinator<FirstRoute>, FirstNavigator,
  SecondCoordinatorDelegate
{
  /// Creates the coordinator.
  public override init() { super.init() }

  /// Sets the stack to First (the tutorial's `setViewControllers([first])`).
  public override func start() { setStack([.first]) }

  /// Creates the First page, or the Second flow.
  public override func destination(for route: FirstRoute) -> Destination {
    switch route {
    case .first: .screen(FirstViewModel(navigator: self))
    case .second: .flow(SecondCoordinator(delegate: self))
    }
  }

  /// Starts the Second flow.
  public func firstDidTapNext() { show(.second) }

  /// Pops back to First; the child finishes because its pages left. (The sources pop to the
  /// root; here the app may run inside the demo's own stack, so it pops to its own first page.)
  public func navigateBackToFirstPage(_ coordinator: SecondCoordinator) { popToFirstScreen() }
}
