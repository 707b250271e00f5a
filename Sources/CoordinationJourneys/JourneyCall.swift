package import Coordination

/// A call of the coordinator API, with its routes as JSON.
package enum JourneyCall: Hashable, Sendable, Codable {
  case show(NavigationSnapshot.EncodedValue)
  case present(NavigationSnapshot.EncodedValue, style: PresentationStyle)
  case setStack([NavigationSnapshot.EncodedValue])
  case pop, popToRoot, popToFirstScreen, dismiss
  case popTo(NavigationSnapshot.EncodedValue)
  /// A tab selected, or a split column.
  case select(NavigationSnapshot.EncodedValue)
  case showInColumn(NavigationSnapshot.EncodedValue, column: SplitColumn)
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
  case value(NavigationSnapshot.EncodedValue)
}
