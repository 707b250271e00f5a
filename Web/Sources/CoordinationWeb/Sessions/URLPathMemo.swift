import Coordination

/// The URL paths a session wrote lately, each with the path of routes it names: the current
/// state's address and its back link's are asked for on every request, and writing routes as
/// URL segments is the dearest part of a page after its own content.
///
/// Each session keeps its own. Routes that are equal (`==`) may still write differently (text
/// that is only canonically equivalent, a route whose `==` leaves out a field); a session then
/// keeps the spelling it wrote first, as the core takes equal routes for the same place, but
/// it never gets another session's.
struct URLPathMemo {
  /// How many paths are kept: the current one, the back link's, a tab's and one more.
  static let capacity = 4

  /// The most recently used first.
  private var entries: [(steps: [PathStep], urlPath: String?)] = []

  /// The URL path of `steps`, written by `write` unless it is kept.
  ///
  /// - Complexity: O(*p*) comparisons of paths of *p* steps, when the path is kept.
  mutating func urlPath(for steps: [PathStep], writing write: ([PathStep]) -> String?)
    -> String?
  {
    if let index = entries.firstIndex(where: { $0.steps == steps }) {
      let entry = entries.remove(at: index)
      entries.insert(entry, at: 0)
      return entry.urlPath
    }
    let urlPath = write(steps)
    entries.insert((steps, urlPath), at: 0)
    if entries.count > Self.capacity { entries.removeLast() }
    return urlPath
  }
}
