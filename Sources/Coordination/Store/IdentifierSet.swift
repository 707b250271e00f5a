/// A set of one kind of the store's identifiers, on ``IdentifierMap``'s table (no SipHash):
/// the screens each coordinator shows.
struct IdentifierSet<Kind: IdentifierKind>: Sequence {
  private var map = IdentifierMap<Kind, Void>()

  /// Creates an empty set.
  init() {}

  /// The number of identifiers.
  var count: Int { map.count }

  /// Whether the set is empty.
  var isEmpty: Bool { map.isEmpty }

  /// Whether the set holds `id`.
  ///
  /// - Complexity: O(1) on average.
  func contains(_ id: NavigationIdentifier<Kind>) -> Bool { map[id] != nil }

  /// Adds `id`.
  mutating func insert(_ id: NavigationIdentifier<Kind>) { map[id] = () }

  /// Removes `id`.
  mutating func remove(_ id: NavigationIdentifier<Kind>) { map.removeValue(forKey: id) }

  /// Walks the identifiers in the table's order.
  func makeIterator() -> IndexingIterator<[NavigationIdentifier<Kind>]> {
    map.keys.makeIterator()
  }

  var underestimatedCount: Int { map.count }
}
