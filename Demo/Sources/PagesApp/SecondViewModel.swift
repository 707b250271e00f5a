/// The Second page: "Next" to Third, and the tutorial's custom "Back to First" button (kept to
/// show that it and the system back button end the flow the same way).
public final class SecondViewModel {
  /// The page's title.
  public let title = "Second"
  /// What the page says.
  public let message = "The second page belongs to the SecondCoordinator, with the third."
  weak var navigator: (any SecondNavigator)?

  init(navigator: any SecondNavigator) {
    self.navigator = navigator
  }

  /// The user tapped "Next".
  public func next() { navigator?.secondDidTapNext() }
  /// The user tapped "Back to First".
  public func backToFirst() { navigator?.didTapBackToFirst() }
}
