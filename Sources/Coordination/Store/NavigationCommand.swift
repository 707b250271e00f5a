/// Everything that changes the navigation, as one value, applied in one place
/// (`NavigationStore.execute(_:)`) as one change.
@MainActor
package enum NavigationCommand {
  /// The first screens of the root coordinator.
  case start
  /// A call of the coordinator API, made by `coordinator` on its own store.
  case coordinator(CoordinatorCall, from: AnyCoordinator)
  /// A user action; its changes have the cause ``NavigationCause/user``.
  case user(UserAction)
  /// A path of routes from the root, with the cause of the change (a deep link's, say).
  case path([PathStep], cause: NavigationCause)
  /// A checked snapshot, replacing whatever is shown.
  case restore(RestorationPlan)
  /// A path from outside the app, with the link's text it was read from: followed, kept until
  /// the root coordinator admits it, or dropped.
  case link([PathStep], text: String?)
  /// The waiting link offered to the root coordinator again.
  case offerWaitingLink
  case dropWaitingLink(reason: String)
}

/// One call of the coordinator API (``Coordinator/show(_:)``, ``Coordinator/pop()`` ...).
@MainActor
package enum CoordinatorCall {
  case show(AnyRoute)
  case present(AnyRoute, style: PresentationStyle)
  case setStack([AnyRoute])
  case pop
  case popToRoot
  case popToFirstScreen
  case popTo(AnyRoute)
  case dismiss
  case finish(output: (any Sendable)?)
  case selectTab(AnyRoute)
  case showInColumn(AnyRoute, SplitColumn)
  /// A flow started to return a value, and who awaits it; `expecting` is the type it must
  /// return, `nil` for whatever it returns (a journey's replay of a run that was applied).
  case run(
    AnyRoute, presentation: FlowPresentation, expecting: Any.Type?,
    completion: (Result<any Sendable, any Error>) -> Void)

  /// Whether the call throws on a coordinator that does not run, rather than being ignored.
  var throwsWhenNotRunning: Bool {
    switch self {
    case .popTo, .selectTab, .showInColumn: true
    default: false
    }
  }

  /// A short name for the record of an ignored call.
  package var name: String {
    switch self {
    case .show(let route): "show(\(route))"
    case .present(let route, _): "present(\(route))"
    case .setStack: "setStack"
    case .pop: "pop()"
    case .popToRoot: "popToRoot()"
    case .popToFirstScreen: "popToFirstScreen()"
    case .popTo(let route): "pop(to: \(route))"
    case .dismiss: "dismiss()"
    case .finish: "finish()"
    case .selectTab(let route): "select(\(route))"
    case .showInColumn(let route, let column): "show(\(route), in: .\(column.rawValue))"
    case .run(let route, _, _, _): "run(\(route))"
    }
  }
}

/// What became of a command.
package enum CommandOutcome: Equatable {
  /// It changed the navigation (or had nothing to change and is done).
  case applied
  /// It was not applied and nothing changed (recorded as ignored where the API says so).
  case ignored
  /// A guard refused to let a screen leave; nothing changed.
  case refused(by: ScreenID)
  /// A link waits until the root coordinator admits it.
  case waiting(reason: String)
  /// A link was dropped.
  case dropped(reason: String)
}
