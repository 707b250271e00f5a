/// A map from one kind of the store's identifiers to large values: the index holds positions,
/// the values lie packed in one array. The engine keeps its screen records (40 bytes) and its
/// coordinator entries (64 bytes) in these.
///
/// In an ``IdentifierMap`` a slot holds the key and the value, and a quarter to five eighths
/// of the slots are spare: 48- and 72-byte slots, most of them empty, and a slot wider than a
/// cache line is read in two. Here the index's slots are 16 bytes (a key and a 32-bit
/// position; four to a cache line) and only the array holds values, one per entry at most
/// once grown. A freed place is the next one used (last freed, first used), so pushing after
/// a pop writes memory that is still in the cache. At 100,000 screens that is about a third
/// less memory per screen and one cache line fewer per look-up.
///
/// The array keeps its length (its most entries at once) until the map is empty again, as an
/// `IdentifierMap` keeps its slots. Iteration follows the index's order.
struct IdentifierSlabMap<Kind: IdentifierKind, Value> {
  private var positions = IdentifierMap<Kind, Int32>()
  private var storage: [Value?] = []
  /// Places in `storage` that hold nothing, the last freed at the end.
  private var freePositions: [Int32] = []

  /// Creates an empty map.
  init() {}

  /// The number of entries.
  var count: Int { positions.count }

  /// Whether the map has no entry.
  var isEmpty: Bool { positions.isEmpty }

  /// The value for `key`; setting `nil` removes the entry.
  ///
  /// - Complexity: O(1) on average.
  subscript(key: NavigationIdentifier<Kind>) -> Value? {
    @inline(__always) get { positions[key].flatMap { storage[Int($0)] } }
    set {
      if let newValue {
        insert(newValue, for: key)
      } else {
        removeValue(forKey: key)
      }
    }
  }

  /// Reads part of the value for `key` in place, without copying the value.
  @inline(__always)
  func read<T>(_ key: NavigationIdentifier<Kind>, _ part: (Value) -> T) -> T? {
    guard let position = positions[key] else { return nil }
    // A position in the index always holds a value; unwrapped in place, it is not copied.
    // swift-format-ignore: NeverForceUnwrap
    return part(storage[Int(position)]!)
  }

  /// Edits the value for `key` in place; does nothing when there is none.
  mutating func modify(_ key: NavigationIdentifier<Kind>, _ edit: (inout Value) -> Void) {
    guard let position = positions[key] else { return }
    // swift-format-ignore: NeverForceUnwrap
    edit(&storage[Int(position)]!)
  }

  /// Removes the entry for `key`; returns its value.
  ///
  /// - Complexity: O(1) on average.
  @discardableResult
  mutating func removeValue(forKey key: NavigationIdentifier<Kind>) -> Value? {
    guard let position = positions.removeValue(forKey: key) else { return nil }
    let removed = storage[Int(position)]
    storage[Int(position)] = nil
    if positions.isEmpty {
      storage.removeAll()
      freePositions.removeAll()
    } else {
      freePositions.append(position)
    }
    return removed
  }

  /// Removes every entry.
  mutating func removeAll() {
    positions.removeAll()
    storage = []
    freePositions = []
  }

  /// The values, in the map's order.
  var values: [Value] { positions.values.compactMap { storage[Int($0)] } }

  /// The keys, in the map's order.
  var keys: [NavigationIdentifier<Kind>] { positions.keys }

  /// Puts the value in the last freed place, or at the end; the index learns the place in
  /// one probe. A key already there keeps its place (the new one is given back).
  private mutating func insert(_ value: Value, for key: NavigationIdentifier<Kind>) {
    let position: Int32
    if let free = freePositions.popLast() {
      position = free
      storage[Int(position)] = value
    } else {
      precondition(storage.count < Int(Int32.max), "more than 2^31 entries")
      position = Int32(truncatingIfNeeded: storage.count)
      storage.append(value)
    }
    guard let existing = positions.updateValue(position, forKey: key) else { return }
    positions.updateValue(existing, forKey: key)
    storage[Int(existing)] = storage[Int(position)]
    storage[Int(position)] = nil
    freePositions.append(position)
  }
}

extension IdentifierSlabMap: Sequence {
  /// Walks the entries in the map's order.
  struct Iterator: IteratorProtocol {
    fileprivate var positions: IdentifierMap<Kind, Int32>.Iterator
    fileprivate let storage: [Value?]

    mutating func next() -> (key: NavigationIdentifier<Kind>, value: Value)? {
      while let (key, position) = positions.next() {
        if let value = storage[Int(position)] { return (key, value) }
      }
      return nil
    }
  }

  func makeIterator() -> Iterator {
    Iterator(positions: positions.makeIterator(), storage: storage)
  }

  var underestimatedCount: Int { count }
}
