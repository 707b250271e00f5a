/// A coding path as a chain from the innermost key out, for ``JSONValueEncoder`` and
/// ``JSONValueDecoder``: handing it to a child costs no copy of the keys before, and the array
/// `codingPath` is built only when something asks for it (an error, mostly).
indirect enum CodingPathChain {
  case root
  case key(any CodingKey, CodingPathChain)

  /// The keys, outermost first.
  var keys: [any CodingKey] {
    var keys: [any CodingKey] = []
    var node = self
    while case .key(let key, let parent) = node {
      keys.append(key)
      node = parent
    }
    return keys.reversed()
  }
}
