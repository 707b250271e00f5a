import Testing

@testable import Coordination

/// The engine's indexes live in ``IdentifierMap`` (Fibonacci hashing, linear probing, removal
/// by backward shift) instead of `Dictionary`; these hold it to a `Dictionary` over random
/// edits, with keys that collide on purpose.
@Suite struct IdentifierMapTests {
  /// Keys that crowd a few home slots (multiples of a power of two land on few slots after
  /// the multiplication's top bits are taken), sequential ones, and the largest keys (the very largest marks empty slots).
  private static func key(_ random: inout SplitMix64) -> UInt64 {
    switch random.next() % 4 {
    case 0: return random.next() % 64
    case 1: return (random.next() % 64) << 58
    case 2: return [0, 1, UInt64.max - 1, UInt64.max - 2][Int(random.next() % 4)]
    default: return random.next()
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5])
  func randomEditsMatchADictionary(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var map = IdentifierMap<ScreenKind, Int>()
    var reference: [UInt64: Int] = [:]
    var keys: [UInt64] = []
    for step in 0..<20_000 {
      let key =
        keys.isEmpty || random.next() % 3 == 0
        ? Self.key(&random) : keys[Int(random.next() % UInt64(keys.count))]
      let id = ScreenID(rawValue: key)
      switch random.next() % 5 {
      case 0, 1:
        map[id] = step
        reference[key] = step
        keys.append(key)
      case 2:
        #expect(map.removeValue(forKey: id) == reference.removeValue(forKey: key), "step \(step)")
      case 3:
        map.modify(id) { $0 += 1 }
        if reference[key] != nil { reference[key]! += 1 }
      default:
        map[id] = nil
        reference[key] = nil
      }
      #expect(map[id] == reference[key], "step \(step), key \(key)")
      #expect(map.count == reference.count, "step \(step)")
      if step % 1_000 == 0 { expectSameEntries(map, reference, step: step) }
    }
    expectSameEntries(map, reference, step: -1)
  }

  private func expectSameEntries(
    _ map: IdentifierMap<ScreenKind, Int>, _ reference: [UInt64: Int], step: Int
  ) {
    var seen: [UInt64: Int] = [:]
    for (key, value) in map {
      #expect(seen[key.rawValue] == nil, "step \(step): \(key) twice")
      seen[key.rawValue] = value
    }
    #expect(seen == reference, "step \(step)")
    for (key, value) in reference { #expect(map[ScreenID(rawValue: key)] == value) }
    #expect(map.keys.count == reference.count)
    #expect(map.values.sorted() == reference.values.sorted())
  }

  @Test func anEmptyMapHoldsNothing() {
    var map = IdentifierMap<StackKind, String>()
    #expect(map.isEmpty && map.count == 0 && map[StackID(rawValue: 7)] == nil)
    #expect(map.removeValue(forKey: StackID(rawValue: 7)) == nil)
    // The key that marks empty slots is never found, even in a map with empty slots.
    map[StackID(rawValue: 1)] = "b"
    #expect(map[StackID(rawValue: .max)] == nil)
    map[StackID(rawValue: 7)] = "a"
    map.removeAll()
    #expect(map.isEmpty && Array(map).isEmpty)
  }
}
