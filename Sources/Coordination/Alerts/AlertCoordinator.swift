/// The flow of an ``Alert``: one screen, in a layer of the alert's style, whose answer is the
/// flow's value.
final class AlertCoordinator<Value: Sendable>: FlowCoordinator<AlertQuestion, Value> {
  let alert: Alert<Value>

  init(_ alert: Alert<Value>) {
    self.alert = alert
    super.init()
  }

  override func start() { show(.question) }

  override func destination(for route: AlertQuestion) -> Destination {
    .screen(AlertModel(alert))
  }

  override var requiredStyle: PresentationStyle? { alert.style }

  /// The cancel button's value, for the texts the fields show; `nil` when there is none.
  override var outputWhenTakenAway: (any Sendable)? {
    alert.buttons.first { $0.role == .cancel }.map { $0.value(alert.textFields.map(\.text)) }
  }
}

/// The route of an alert's one screen.
enum AlertQuestion: NavigationRoute {
  case question
}
