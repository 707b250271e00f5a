// The entries that repeat in a snapshot are written by hand, in the format that
// ``NavigationSnapshot/ScreenEntry`` documents: a screen as an array, a stack reference as
// `[layer, stack]`, a coordinator without its `nil` and `false` fields. As arrays, screens
// (most of a snapshot) cost `JSONDecoder` no dictionary of keys each and `JSONEncoder` no
// sort, which keeps saving and restoring 50 screens within 3× Foundation's coders on the
// routes alone (synthesized conformances measured 3.6× for both, with 1.6× the bytes).

extension NavigationSnapshot.CoordinatorEntry {
  private enum Key: String, CodingKey {
    case parent, type, route, host, current, startedWithParent
  }

  /// Reads an entry; an absent `startedWithParent` is `false`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      parent: try container.decodeIfPresent(Int.self, forKey: .parent),
      type: try container.decode(String.self, forKey: .type),
      route: try container.decodeIfPresent(NavigationSnapshot.EncodedValue.self, forKey: .route),
      host: try container.decodeIfPresent(NavigationSnapshot.StackReference.self, forKey: .host),
      current: try container.decodeIfPresent(
        NavigationSnapshot.StackReference.self, forKey: .current),
      startedWithParent: try container.decodeIfPresent(Bool.self, forKey: .startedWithParent)
        ?? false)
  }

  /// Writes the entry, leaving out what is `nil` or `false`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encodeIfPresent(parent, forKey: .parent)
    try container.encode(type, forKey: .type)
    try container.encodeIfPresent(route, forKey: .route)
    try container.encodeIfPresent(host, forKey: .host)
    try container.encodeIfPresent(current, forKey: .current)
    if startedWithParent { try container.encode(true, forKey: .startedWithParent) }
  }
}

extension NavigationSnapshot.ScreenEntry {
  /// Reads an entry from `[owner, route, id, isInitial, state]`; the last two may be absent.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let owner = try container.decode(Int.self)
    let route = try container.decode(String.self)
    let id = try container.decodeIfPresent(UInt64.self)
    let isInitial = container.isAtEnd ? false : try container.decode(Bool.self)
    let state = container.isAtEnd ? nil : try container.decode(String.self)
    self.init(
      owner: owner, route: .init(json: route), isInitial: isInitial,
      state: state.map { .init(json: $0) }, id: id)
  }

  /// Writes the entry as `[owner, route, id, isInitial, state]`, leaving out a `nil` state
  /// and then a `false` isInitial.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(owner)
    try container.encode(route.json)
    if let id { try container.encode(id) } else { try container.encodeNil() }
    if isInitial || state != nil { try container.encode(isInitial) }
    if let state { try container.encode(state.json) }
  }
}

extension NavigationSnapshot.StackReference {
  /// Reads a reference from `[layer, stack]`.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self.init(layer: try container.decode(Int.self), stack: try container.decode(Int.self))
  }

  /// Writes the reference as `[layer, stack]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(layer)
    try container.encode(stack)
  }
}
