/// The demo's home screen: the five apps.
public final class DemoHomeViewModel {
  /// The screen's title.
  public let title = "swift-coordination"
  /// What the screen says.
  public let message =
    "Five apps from Coordinator-pattern tutorials, written once on the library's core."
  /// The apps, in the tutorials' order (A to E, as Demo/README.md lists them).
  public let apps = DemoApp.allCases
  weak var navigator: (any DemoHomeNavigator)?

  init(navigator: any DemoHomeNavigator) {
    self.navigator = navigator
  }

  /// The user picked an app.
  public func open(_ app: DemoApp) { navigator?.open(app) }

  /// Shows what the demo is, in a sheet.
  public func showAbout() { navigator?.showAbout() }
}
