/// The First page: a title and a "Next" button.
public final class FirstViewModel {
  /// The page's title.
  public let title = "First"
  /// What the page says.
  public let message = "This is the first page. Next opens the second."
  weak var navigator: (any FirstNavigator)?

  init(navigator: any FirstNavigator) {
    self.navigator = navigator
  }

  /// The user tapped "Next".
  public func next() { navigator?.firstDidTapNext() }
}
