/// What the home screen asks of its coordinator.
public protocol DemoHomeNavigator: AnyObject {
  /// The user picked an app.
  func open(_ app: DemoApp)
}
