// The runs an input started, for dropping what they left when a full journey begins again.

extension JourneyInput {
  /// The numbers of the runs this input started, and of those their flows' completions
  /// started, in `flowEnds`.
  func runs(with flowEnds: [JourneyFlowEnd]) -> [Int] {
    switch self {
    case .call(.run(_, _, let run), _):
      let ends = flowEnds.filter { $0.run == run }.flatMap(\.inputs)
      return [run] + ends.flatMap { $0.runs(with: flowEnds) }
    case .transaction(let inputs): return inputs.flatMap { $0.runs(with: flowEnds) }
    default: return []
    }
  }
}
