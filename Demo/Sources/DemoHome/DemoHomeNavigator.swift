/// What the home screen asks of its coordinator.
public protocol DemoHomeNavigator: AnyObject {
  /// The user picked an app.
  func open(_ app: DemoApp)
  /// The user asked what the demo is.
  func showAbout()
}

/// What the about sheet asks of its coordinator.
public protocol AboutNavigator: AnyObject {
  /// The user is done reading.
  func aboutDidFinish()
}
