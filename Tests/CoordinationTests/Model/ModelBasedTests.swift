import Foundation
import Testing

/// The callback lab's real store and coordinators, stepped beside `NavigationModel` over
/// random sequences of code and user operations, compared after every step: state, tree,
/// events with their causes, finishes and resumptions of awaiting callers.
///
/// `MODEL_SEQUENCES` (default 200), `MODEL_STEPS` (default 30) and `MODEL_SEED` (default
/// fixed) set the run; `scripts/model-check.sh` runs 100,000 sequences. A mismatch is shrunk
/// and reported with the seed, the sequence's index, its steps and the first differing field.
@MainActor
@Suite struct ModelBasedTests {
  static func setting(_ name: String, default value: UInt64) -> UInt64 {
    ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) } ?? value
  }

  @Test func theEngineAgreesWithTheModel() async {
    let sequences = Int(Self.setting("MODEL_SEQUENCES", default: 200))
    let steps = Int(Self.setting("MODEL_STEPS", default: 30))
    let seed = Self.setting("MODEL_SEED", default: 0x5EED_0011)
    let started = ContinuousClock.now
    var stepsRun = 0
    for index in 0..<sequences {
      var generator = SplitMix64(seed: SplitMix64.seed(of: index, in: seed))
      let sequence = ModelStep.sequence(count: steps, using: &generator)
      stepsRun += sequence.count
      guard await ModelRunner.run(sequence) != nil else { continue }
      let minimal = await ModelRunner.shrink(sequence)
      let mismatch = await ModelRunner.run(minimal)
      Issue.record(
        """
        The engine and the model differ: MODEL_SEED=\(seed) sequence \(index) \
        (\(sequence.count) steps, shrunk to \(minimal.count)):
        \(ModelRunner.describe(minimal))
        after step \(mismatch?.step ?? -1): \(mismatch?.difference ?? "(no longer fails)")
        """)
      return
    }
    let seconds = started.duration(to: .now).components.seconds
    print(
      "model-check: \(sequences) sequences, \(stepsRun) steps, \(seconds) s, seed \(seed), "
        + "0 mismatches")
  }

  /// The check's canary: a model with a planted fault (a user's back never finishes a
  /// coordinator) must be told apart from the real store within the run's first sequences, so
  /// a comparison that sees nothing cannot pass for agreement.
  @Test func aModelWithAPlantedFaultDisagrees() async throws {
    let seed = Self.setting("MODEL_SEED", default: 0x5EED_0011)
    var caught: ModelRunner.Mismatch?
    for index in 0..<50 where caught == nil {
      var generator = SplitMix64(seed: SplitMix64.seed(of: index, in: seed))
      let sequence = ModelStep.sequence(count: 30, using: &generator)
      caught = await ModelRunner.run(sequence, plantedFault: true)
    }
    let mismatch = try #require(caught, "50 sequences never told the faulty model apart")
    print("model-check canary: caught after step \(mismatch.step): \(mismatch.difference)")
  }
}
