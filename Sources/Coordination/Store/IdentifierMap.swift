/// A hash map from one kind of the store's identifiers to values: the engine's indexes
/// (screen records, stack addresses, the coordinator tree).
///
/// `Dictionary` hashes every key with SipHash, which guards against keys chosen to collide;
/// these keys are identifiers the store issues in sequence, and hashing them was about a tenth
/// of a push and pop (issue 10). This map spreads keys by multiplying them by the golden ratio
/// (Fibonacci hashing) and probes linearly in one array of slots, at most three quarters full;
/// a removal shifts the slots after it back, so look-ups never meet tombstones. An empty map
/// allocates nothing; a slot is the key and the value, as in a `Dictionary`. Iteration order
/// is the slots' order: deterministic for the same sequence of edits, otherwise unspecified
/// (callers that need an order sort).
struct IdentifierMap<Kind: IdentifierKind, Value> {
  /// A slot: the key and the value, as in a `Dictionary` (no occupancy flag of its own: it
  /// would add eight bytes to every slot). An empty slot has the key ``emptyKey``.
  fileprivate struct Slot {
    var key: UInt64
    var value: Value?

    static var empty: Slot { Slot(key: emptyKey, value: nil) }

    var isOccupied: Bool {
      @inline(__always) get { key != emptyKey }
    }
  }

  /// The key of an empty slot. The store issues identifiers in sequence from 1 and keeps
  /// restored ones below 2^62, so no entry has it; looking it up finds nothing.
  static var emptyKey: UInt64 { .max }

  private var slots: [Slot] = []
  /// The number of entries.
  private(set) var count = 0

  /// Creates an empty map.
  init() {}

  /// Whether the map has no entry.
  var isEmpty: Bool { count == 0 }

  /// The value for `key`; setting `nil` removes the entry.
  ///
  /// - Complexity: O(1) on average.
  subscript(key: NavigationIdentifier<Kind>) -> Value? {
    @inline(__always) get { slot(of: key.rawValue).flatMap { slots[$0].value } }
    set {
      if let newValue {
        insert(newValue, for: key.rawValue)
      } else {
        removeValue(forKey: key)
      }
    }
  }

  /// Reads part of the value for `key` in place, without copying the value.
  @inline(__always)
  func read<T>(_ key: NavigationIdentifier<Kind>, _ part: (Value) -> T) -> T? {
    guard let index = slot(of: key.rawValue) else { return nil }
    // An occupied slot always holds a value; unwrapped in place, the value is not copied.
    // swift-format-ignore: NeverForceUnwrap
    return part(slots[index].value!)
  }

  /// Edits the value for `key` in place; does nothing when there is none.
  mutating func modify(_ key: NavigationIdentifier<Kind>, _ edit: (inout Value) -> Void) {
    guard let index = slot(of: key.rawValue) else { return }
    // An occupied slot always holds a value. Edited through the unwrapped slot, in place:
    // taking the value out and putting it back measured 2,000 instructions more per push and
    // pop (two moves of a coordinator's entry).
    // swift-format-ignore: NeverForceUnwrap
    edit(&slots[index].value!)
  }

  /// Removes the entry for `key`; returns its value.
  ///
  /// - Complexity: O(1) on average.
  @discardableResult
  mutating func removeValue(forKey key: NavigationIdentifier<Kind>) -> Value? {
    guard var hole = slot(of: key.rawValue) else { return nil }
    let removed = slots[hole].value
    slots[hole] = .empty
    count -= 1
    // Backward shift: an entry after the hole moves into it when the hole lies between the
    // entry's home slot and the entry, so every entry stays reachable from its home.
    let mask = slots.count &- 1
    var next = (hole &+ 1) & mask
    while slots[next].isOccupied {
      let home = self.home(of: slots[next].key)
      if (next &- home) & mask >= (next &- hole) & mask {
        slots.swapAt(hole, next)
        hole = next
      }
      next = (next &+ 1) & mask
    }
    return removed
  }

  /// Removes every entry.
  mutating func removeAll() {
    slots = []
    count = 0
  }

  /// The values, in the map's order.
  var values: [Value] { compactMapSlots { $0.value } }

  /// The keys, in the map's order.
  var keys: [NavigationIdentifier<Kind>] {
    compactMapSlots { .init(rawValue: $0.key) }
  }

  // MARK: Slots

  /// The slot holding `key`, if any.
  @inline(__always)
  private func slot(of key: UInt64) -> Int? {
    guard !slots.isEmpty, key != Self.emptyKey else { return nil }
    let mask = slots.count &- 1
    var index = home(of: key)
    while slots[index].isOccupied {
      if slots[index].key == key { return index }
      index = (index &+ 1) & mask
    }
    return nil
  }

  /// The slot a key is looked for first: the top bits of the key times 2^64 / φ.
  @inline(__always)
  private func home(of key: UInt64) -> Int {
    let bits = UInt64(slots.count.trailingZeroBitCount)
    return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> (64 &- bits))
  }

  /// Sets the value for `key`; returns the value it replaces. One probe from the key's home
  /// finds either the key or the free slot where it goes (no tombstones: nothing lies beyond
  /// a free slot). The map grows first when an entry more would pass three quarters, even if
  /// the key turns out to be there.
  @discardableResult
  mutating func updateValue(_ value: Value, forKey key: NavigationIdentifier<Kind>) -> Value? {
    insert(value, for: key.rawValue)
  }

  @discardableResult
  private mutating func insert(_ value: Value, for key: UInt64) -> Value? {
    precondition(key != Self.emptyKey, "identifier \(key) is reserved for empty slots")
    if (count &+ 1) &* 4 > slots.count &* 3 { grow() }
    let mask = slots.count &- 1
    var index = home(of: key)
    while slots[index].isOccupied {
      if slots[index].key == key {
        let replaced = slots[index].value
        slots[index].value = value
        return replaced
      }
      index = (index &+ 1) & mask
    }
    slots[index] = Slot(key: key, value: value)
    count &+= 1
    return nil
  }

  /// Puts an entry whose key the map does not hold into the first free slot from its home.
  @inline(__always)
  private mutating func place(_ slot: Slot) {
    let mask = slots.count &- 1
    var index = home(of: slot.key)
    while slots[index].isOccupied { index = (index &+ 1) & mask }
    slots[index] = slot
  }

  /// Doubles the slots (four at first: most coordinators have few children) and places every
  /// entry again.
  private mutating func grow() {
    let old = slots
    slots = Array(repeating: .empty, count: Swift.max(4, old.count &* 2))
    for slot in old where slot.isOccupied { place(slot) }
  }

  private func compactMapSlots<T>(_ transform: (Slot) -> T?) -> [T] {
    var result: [T] = []
    result.reserveCapacity(count)
    for slot in slots where slot.isOccupied {
      if let element = transform(slot) { result.append(element) }
    }
    return result
  }
}

extension IdentifierMap: Sequence {
  /// Walks the entries in the map's order.
  struct Iterator: IteratorProtocol {
    fileprivate let slots: [Slot]
    fileprivate var index = 0

    mutating func next() -> (key: NavigationIdentifier<Kind>, value: Value)? {
      while index < slots.count {
        defer { index += 1 }
        if slots[index].isOccupied, let value = slots[index].value {
          return (NavigationIdentifier(rawValue: slots[index].key), value)
        }
      }
      return nil
    }
  }

  func makeIterator() -> Iterator { Iterator(slots: slots) }

  var underestimatedCount: Int { count }
}
