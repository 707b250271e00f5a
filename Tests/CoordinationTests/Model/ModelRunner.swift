import Foundation

/// Runs sequences of steps on the model and on the real lab side by side, and shrinks a
/// sequence on which they differ.
@MainActor
enum ModelRunner {
  /// Where a sequence first made the model and the real lab differ.
  struct Mismatch {
    let step: Int
    let difference: String
  }

  /// Runs `steps` from a fresh model and lab, comparing after the start and after every step;
  /// the first mismatch, if any. `plantedFault` runs a model with the canary's fault.
  static func run(_ steps: [ModelStep], plantedFault: Bool = false) async -> Mismatch? {
    let model = NavigationModel()
    model.plantedBackButtonFault = plantedFault
    let lab = RealLab()
    let mismatch = await compare(model, lab, over: steps)
    await lab.end()
    if mismatch == nil, lab.resumptions.count != lab.flowsStarted {
      return Mismatch(
        step: steps.count,
        difference: "after the root finished, \(lab.resumptions.count) of "
          + "\(lab.flowsStarted) callers of a flow had been resumed")
    }
    return mismatch
  }

  private static func compare(
    _ model: NavigationModel, _ lab: RealLab, over steps: [ModelStep]
  ) async -> Mismatch? {
    _ = model.picture()
    if let difference = model.picture().firstDifference(from: lab.picture()) {
      return Mismatch(step: 0, difference: difference)
    }
    for (index, step) in steps.enumerated() {
      model.perform(step)
      await lab.perform(step)
      for _ in 0..<3 { await Task.yield() }
      await lab.wait { lab.resumptions.count >= model.resumptions.count }
      if let difference = model.picture().firstDifference(from: lab.picture()) {
        return Mismatch(step: index + 1, difference: difference)
      }
    }
    return nil
  }

  /// A shorter sequence that still fails: whole chunks, then single steps, are removed while
  /// the rest still fails, each candidate run again from scratch; at most `budget` runs.
  static func shrink(_ steps: [ModelStep], budget: Int = 2_000) async -> [ModelStep] {
    var current = steps
    if let mismatch = await run(current) { current = Array(current.prefix(mismatch.step)) }
    var runs = 0
    var chunk = max(1, current.count / 2)
    while chunk >= 1, runs < budget {
      var start = 0
      var removed = false
      while start < current.count, runs < budget {
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, current.count))
        runs += 1
        if let mismatch = await run(candidate) {
          current = Array(candidate.prefix(mismatch.step))
          removed = true
        } else {
          start += chunk
        }
      }
      if !removed { chunk /= 2 }
    }
    return current
  }

  /// The steps numbered from 1, one a line.
  static func describe(_ steps: [ModelStep]) -> String {
    steps.enumerated().map { "  \($0 + 1). \($1)" }.joined(separator: "\n")
  }
}
