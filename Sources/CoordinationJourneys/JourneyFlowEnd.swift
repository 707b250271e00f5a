/// The inputs the completion of a flow awaited with `run` made when the flow ended: the app's
/// code, which a replay runs again as that flow's completion.
package struct JourneyFlowEnd: Hashable, Sendable, Codable {
  /// The run, as its ``JourneyCall/run(route:presentedAs:run:)`` numbers it.
  package var run: Int
  /// The inputs, in order.
  package var inputs: [JourneyInput]
}
