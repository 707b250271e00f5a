/// Why a navigation call could not be applied. The state is unchanged when one is thrown.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No screen with this identifier is shown.
  case unknownScreen(ScreenID)
  /// No layer with this identifier is shown.
  case unknownLayer(LayerID)
  /// No stack with this identifier is shown.
  case unknownStack(StackID)
  /// The stack shows only its bottom screen: there is nothing to pop.
  case nothingToPop(StackID)
  /// The root layer cannot be dismissed.
  case cannotDismissRoot
  /// The layer has no tab at this index.
  case tabOutOfRange(layer: LayerID, index: Int, count: Int)
  /// The layer is not a tab container.
  case notTabbed(LayerID)
  /// The coordinator shows no screen with this route.
  case routeNotShown(route: String)
  /// A route was given to a coordinator whose route type is different.
  case wrongRouteType(route: String, coordinator: String)
  /// The route's destination is a screen where a child coordinator (a flow) was needed.
  case notAFlow(route: String)
  /// The flow's result type is not the one the caller awaits.
  case resultTypeMismatch(route: String, expected: String)
  /// The coordinator is not running in a store (not started, or already finished).
  case coordinatorNotActive(String)
  /// The coordinator already belongs to a store; a coordinator runs once.
  case coordinatorAlreadyAttached(String)
  /// A guard refused to let the screen leave.
  case refused(by: ScreenID)
  /// The path of routes is empty.
  case emptyPath
  /// The path cannot be shown as written, for example its first step is presented.
  case invalidPath(reason: String)
  /// The coordinator cannot show the route now (see ``Destination/unavailable(_:)``).
  case unavailable(route: String, reason: String)
  /// The layer puts no question (it is not an alert or a confirmation dialog).
  case notAQuestion(LayerID)
  /// The question has no button at this index.
  case buttonOutOfRange(layer: LayerID, index: Int, count: Int)

  /// A sentence that names the problem and the value at fault.
  public var description: String {
    switch self {
    case .unknownScreen(let id): return "No screen \(id) is shown."
    case .unknownLayer(let id): return "No layer \(id) is shown."
    case .unknownStack(let id): return "No stack \(id) is shown."
    case .nothingToPop(let id): return "Stack \(id) shows only its root screen; nothing to pop."
    case .cannotDismissRoot: return "The root layer cannot be dismissed."
    case .tabOutOfRange(let layer, let index, let count):
      return "Layer \(layer) has \(count) tabs; there is no tab at index \(index)."
    case .notTabbed(let layer): return "Layer \(layer) is not a tab container."
    case .routeNotShown(let route): return "No screen with route \(route) is shown."
    case .wrongRouteType(let route, let coordinator):
      return "Coordinator \(coordinator) does not handle route \(route)."
    case .notAFlow(let route):
      return "Route \(route) shows a screen, not a flow, so it has no result to await."
    case .resultTypeMismatch(let route, let expected):
      return "The flow for route \(route) does not return a value of type \(expected)."
    case .coordinatorNotActive(let name): return "Coordinator \(name) is not running."
    case .coordinatorAlreadyAttached(let name):
      return "Coordinator \(name) already runs in a store; create a new one."
    case .refused(let screen): return "Screen \(screen) refused to be left."
    case .emptyPath: return "The path of routes is empty."
    case .invalidPath(let reason): return "The path of routes is invalid: \(reason)"
    case .unavailable(let route, let reason): return "Route \(route) cannot be shown: \(reason)"
    case .notAQuestion(let layer): return "Layer \(layer) is not an alert or a dialog."
    case .buttonOutOfRange(let layer, let index, let count):
      return "The question of layer \(layer) has \(count) buttons; there is no button \(index)."
    }
  }
}
