/// A seeded pseudo-random generator (SplitMix64): the same seed gives the same numbers on every
/// platform and run, so a seed printed by a failing model check reproduces it exactly.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The seed of sequence `index` of a run seeded with `seed`: each sequence can be replayed
  /// alone.
  static func seed(of index: Int, in seed: UInt64) -> UInt64 {
    var generator = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD134_2543_DE82_EF95))
    return generator.next()
  }
}
