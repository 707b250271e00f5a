/// What the First page asks of its coordinator.
public protocol FirstNavigator: AnyObject {
  /// The user tapped "Next" on First.
  func firstDidTapNext()
}

/// What the Second and Third pages ask of their coordinator.
public protocol SecondNavigator: AnyObject {
  /// The user tapped "Next" on Second.
  func secondDidTapNext()
  /// The user tapped the custom "Back to First" button of Second or Third.
  func didTapBackToFirst()
}

/// How a ``SecondCoordinator`` reports to its parent, as the tutorial's weak delegate did.
public protocol SecondCoordinatorDelegate: AnyObject {
  /// The flow wants to go back to the First page.
  func navigateBackToFirstPage(_ coordinator: SecondCoordinator)
}
