package import Coordination

/// A call of the coordinator API, with its routes as JSON.
package enum JourneyCall: Hashable, Sendable, Codable {
  case show(route: NavigationSnapshot.EncodedValue)
  case present(route: NavigationSnapshot.EncodedValue, style: PresentationStyle)
  case setStack(routes: [NavigationSnapshot.EncodedValue])
  case pop, popToRoot, popToFirstScreen, dismiss
  case popTo(route: NavigationSnapshot.EncodedValue)
  /// A tab selected, or a split column.
  case select(route: NavigationSnapshot.EncodedValue)
  case showInColumn(route: NavigationSnapshot.EncodedValue, column: SplitColumn)
  /// A flow awaited with `run`, pushed (`presentedAs` `nil`) or presented: numbered, so that
  /// what its completion did when the flow ended (``Journey/flowEnds``) is run again then.
  case run(route: NavigationSnapshot.EncodedValue, presentedAs: PresentationStyle?, run: Int)
  /// A coordinator finished: without a value (`nil`), with `()`, or with a `Codable` value.
  case finish(output: JourneyOutput)
}

/// What a coordinator finished with.
package enum JourneyOutput: Hashable, Sendable, Codable {
  /// `nil`: a flow finished without its value (its caller sees it cancelled).
  case none
  /// `()`: a plain coordinator's `finish()`, or a flow of `Void`.
  case void
  /// A flow's value, as JSON its output type decodes.
  case value(json: NavigationSnapshot.EncodedValue)
}
