// A journey's inputs in words, for reports of a replay.

extension JourneyInput: CustomStringConvertible {
  package var description: String {
    switch self {
    case .start: "start"
    case .call(let call, let coordinator): "coordinator \(coordinator): \(call)"
    case .user(let action): "user: \(action)"
    case .path(let steps, let cause): "path (\(cause)): \(Self.describe(steps))"
    case .link(let text): "link \(text)"
    case .linkPath(let steps): "link: \(Self.describe(steps))"
    case .restore: "restore"
    case .offerWaitingLink: "the waiting link offered again"
    case .dropWaitingLink(let reason): "the waiting link dropped: \(reason)"
    case .transaction(let inputs):
      "transaction: " + inputs.map(\.description).joined(separator: "; ")
    case .unrecorded(let what, let reason): "\(what), not recorded: \(reason)"
    }
  }

  static func describe(_ steps: [JourneyPathStep]) -> String {
    steps.map { step in
      step.presentedAs.map { "\($0): \(step.route)" } ?? step.route.description
    }
    .joined(separator: " / ")
  }
}

extension JourneyCall: CustomStringConvertible {
  package var description: String {
    switch self {
    case .show(let route): "show \(route)"
    case .present(let route, let style): "present \(route) as \(style)"
    case .setStack(let routes): "set the stack to \(routes.map(\.json).joined(separator: ", "))"
    case .pop: "pop"
    case .popToRoot: "pop to the root"
    case .popToFirstScreen: "pop to its first screen"
    case .dismiss: "dismiss"
    case .popTo(let route): "pop to \(route)"
    case .select(let route): "select \(route)"
    case .showInColumn(let route, let column): "show \(route) in the \(column) column"
    case .finish(.none): "finish without a value"
    case .finish(.void): "finish"
    case .finish(.value(let json)): "finish with \(json)"
    case .run(let route, let style, let run):
      "run \(route)" + (style.map { " as \($0)" } ?? "") + " (awaited flow \(run))"
    }
  }
}

extension JourneyUserAction: CustomStringConvertible {
  package var description: String {
    switch self {
    case .popped(let place): "back to the \(place)"
    case .poppedCollapsed(let place): "back to the \(place) (collapsed split)"
    case .followed(let path): "followed \(JourneyInput.describe(path))"
    case .dismissed(let layer): "dismissed layer \(layer)"
    case .answered(let layer, let button, _): "answered layer \(layer) with button \(button)"
    case .selectedTab(let layer, let index): "selected tab \(index) of layer \(layer)"
    case .reselectedTab(let layer): "tapped the selected tab of layer \(layer)"
    case .beganInteractivePop(let stack): "began to swipe back on the \(stack)"
    case .cancelledInteractivePop(let stack): "cancelled a swipe back on the \(stack)"
    case .leftFlow: "left the flow"
    }
  }
}

extension StackPlace: CustomStringConvertible {
  package var description: String { "stack \(stack) of layer \(layer)" }
}

extension ScreenPlace: CustomStringConvertible {
  package var description: String { "screen \(position) of \(stack)" }
}
