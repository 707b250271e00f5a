import Foundation

/// The search screen: a query and the kanji that match it.
public final class KanjiSearchViewModel {
  /// The longest query searched for, in characters, after trimming: the query is part of the
  /// search screen's route, so of its address in a browser, and a longer one matches nothing.
  public static let maximumQueryLength = 100

  /// The sentence that refuses a query of `count` characters.
  public static func queryTooLong(_ count: Int) -> String {
    "A search is at most \(maximumQueryLength) characters; this one has \(count)."
  }

  /// The screen's title.
  public let title = "Search"
  /// The query searched for.
  public let query: String
  /// The kanji that match.
  public let results: [Kanji]
  /// Why the last search typed here was not run (a query too long); `nil` when it ran.
  public private(set) var queryProblem: String?
  weak var navigator: (any KanjiSearchNavigator)?

  init(query: String, results: [Kanji], navigator: any KanjiSearchNavigator) {
    self.query = query
    self.results = results
    self.navigator = navigator
  }

  /// A line for the result count, such as `3 kanji match "sun".`
  public var summary: String {
    if query.isEmpty { return "Search by character, reading or meaning." }
    switch results.count {
    case 0: return "No kanji matches \"\(query)\"."
    case 1: return "1 kanji matches \"\(query)\"."
    default: return "\(results.count) kanji match \"\(query)\"."
    }
  }

  /// The user searched again; a query longer than ``maximumQueryLength`` is not searched for,
  /// and ``queryProblem`` says why.
  public func search(for query: String) {
    let count = query.trimmingCharacters(in: .whitespacesAndNewlines).count
    guard count <= Self.maximumQueryLength else {
      queryProblem = Self.queryTooLong(count)
      return
    }
    queryProblem = nil
    navigator?.search(for: query)
  }

  /// The user selected a result.
  ///
  /// - Returns: `false` when the kanji is not among the results.
  @discardableResult
  public func select(character: String) -> Bool {
    guard let entry = results.first(where: { $0.character == character }) else { return false }
    navigator?.searchDidSelect(entry)
    return true
  }
}
