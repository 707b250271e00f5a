/// The Third page: "Back to First" closes the whole Second flow.
public final class ThirdViewModel {
  /// The page's title.
  public let title = "Third"
  /// What the page says.
  public let message = "Back to First pops to the first page and frees the SecondCoordinator."
  weak var navigator: (any SecondNavigator)?

  init(navigator: any SecondNavigator) {
    self.navigator = navigator
  }

  /// The user tapped "Back to First".
  public func backToFirst() { navigator?.didTapBackToFirst() }
}
