public import Coordination

/// The tutorial's SecondCoordinator: manages the Second and Third pages on its parent's stack.
public final class SecondCoordinator: Coordinator<SecondRoute>, SecondNavigator {
  weak var delegate: (any SecondCoordinatorDelegate)?

  init(delegate: any SecondCoordinatorDelegate) {
    self.delegate = delegate
  }

  /// Pushes Second.
  public override func start() { show(.second) }

  /// Creates the Second and Third pages.
  public override func destination(for route: SecondRoute) -> Destination {
    switch route {
    case .second: .screen(SecondViewModel(navigator: self))
    case .third: .screen(ThirdViewModel(navigator: self))
    }
  }

  /// Pushes Third.
  public func secondDidTapNext() { show(.third) }

  /// Asks the parent to go back to First.
  public func didTapBackToFirst() { delegate?.navigateBackToFirstPage(self) }
}
