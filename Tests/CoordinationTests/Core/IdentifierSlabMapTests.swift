import Testing

@testable import Coordination

/// The screen records and the coordinator tree live in ``IdentifierSlabMap`` (an index of
/// positions over one packed array whose freed places are reused); these hold it to a
/// `Dictionary` over random edits, including keys set twice, removals of absent keys and
/// emptying the map half-way.
@Suite struct IdentifierSlabMapTests {
  /// A class value, so that a value kept after its removal or lost on an edit shows up in
  /// the count of live values.
  private final class Box {
    static var live = 0
    let value: Int
    init(_ value: Int) {
      self.value = value
      Box.live += 1
    }
    isolated deinit { Box.live -= 1 }
  }

  @Test(arguments: [1, 2, 3, 4])
  func randomEditsMatchADictionary(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var map = IdentifierSlabMap<ScreenKind, Box>()
    var reference: [UInt64: Int] = [:]
    let liveBefore = Box.live
    for step in 0..<20_000 {
      // Few keys, so that the same key comes back: set again, modified, removed twice.
      let key = 1 + random.next() % 300
      let id = ScreenID(rawValue: key)
      switch random.next() % 6 {
      case 0, 1:
        map[id] = Box(step)
        reference[key] = step
      case 2:
        #expect(map.removeValue(forKey: id)?.value == reference.removeValue(forKey: key))
      case 3:
        map.modify(id) { $0 = Box($0.value + 1) }
        if let old = reference[key] { reference[key] = old + 1 }
      case 4:
        map[id] = nil
        reference[key] = nil
      default:
        if random.next() % 50 == 0 {
          for key in map.keys { map[key] = nil }
          reference.removeAll()
        }
      }
      #expect(map[id]?.value == reference[key], "step \(step), key \(key)")
      #expect(map.read(id) { $0.value } == reference[key])
      #expect(map.count == reference.count && map.isEmpty == reference.isEmpty)
      #expect(Box.live - liveBefore == reference.count, "step \(step): values kept or lost")
      if step % 500 == 0 { expectSameEntries(map, reference, step: step) }
    }
    expectSameEntries(map, reference, step: -1)
    map.removeAll()
    #expect(map.isEmpty && Array(map).isEmpty && Box.live == liveBefore)
  }

  private func expectSameEntries(
    _ map: IdentifierSlabMap<ScreenKind, Box>, _ reference: [UInt64: Int], step: Int
  ) {
    var seen: [UInt64: Int] = [:]
    for (key, box) in map {
      #expect(seen[key.rawValue] == nil, "step \(step): \(key) twice")
      seen[key.rawValue] = box.value
    }
    #expect(seen == reference, "step \(step)")
    #expect(map.keys.count == reference.count)
    #expect(map.values.map(\.value).sorted() == reference.values.sorted())
  }
}
