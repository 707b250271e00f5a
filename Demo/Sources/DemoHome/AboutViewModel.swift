/// The about sheet: what the demo is, and links that open a state of each app directly.
public final class AboutViewModel {
  /// A link worth trying, with what it opens.
  public struct Link: Hashable, Sendable {
    /// The link's path on the demo's host, such as `/kanji/日`.
    public let path: String
    /// What it opens.
    public let title: String
  }

  /// The sheet's title.
  public let title = "About this demo"
  /// Paragraphs about the demo.
  public let paragraphs = [
    "Each app is a tree of coordinators: they create the screens and their view models, "
      + "inject what they need and decide where each tap leads. Screens only report intent.",
    "Every state has an address, so the browser's Back and Forward are the same as a back "
      + "button: a coordinator whose last screen leaves finishes, and its parent drops it.",
  ]
  /// Deep links into the apps; each builds the whole stack behind it.
  public let links = [
    Link(path: "/movies/9", title: "A movie's detail, with the list behind it"),
    Link(path: "/mvvm-login/login", title: "The MVVM login form"),
    Link(path: "/login-signup/signup", title: "The signup form, with the login behind it"),
    Link(path: "/pages/third", title: "The third page, with First and Second behind it"),
    Link(path: "/word/日本", title: "The kanji of 日本, with the list and 日 behind them"),
    Link(path: "/kanji-search?q=water", title: "Kanji that mean water"),
  ]
  weak var navigator: (any AboutNavigator)?

  init(navigator: any AboutNavigator) {
    self.navigator = navigator
  }

  /// Closes the sheet.
  public func done() { navigator?.aboutDidFinish() }
}
