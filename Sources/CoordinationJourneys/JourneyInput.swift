package import Coordination

/// An input from outside a store, recorded in a form that applies to another store showing the
/// same navigation: screens, stacks and layers by their places, coordinators by their order in
/// the tree, routes as the JSON their coordinators decode.
package enum JourneyInput: Hashable, Sendable, Codable {
  /// The store started.
  case start
  /// The app's code called a coordinator's API: the coordinator at `coordinator` in the
  /// tree's breadth-first order, root first (as a snapshot orders them).
  case call(call: JourneyCall, coordinator: Int)
  /// The user acted through an adapter.
  case user(action: JourneyUserAction)
  /// The app applied a path.
  case path(steps: [JourneyPathStep], cause: NavigationCause)
  /// A link arrived with its text; the replaying store reads it again with its `linkReader`.
  case link(text: String)
  /// A link arrived as a path, without text.
  case linkPath(steps: [JourneyPathStep])
  /// Saved navigation was restored.
  case restore(snapshot: NavigationSnapshot)
  /// The app asked the root coordinator to admit the waiting link again.
  case offerWaitingLink
  /// The app dropped the waiting link.
  case dropWaitingLink(reason: String)
  /// A transaction's inputs, carried out as one change.
  case transaction(inputs: [JourneyInput])
  /// An input that could not be written down (a flow's result that is not `Codable`, say):
  /// a replay stops there.
  case unrecorded(what: String, reason: String)
}
