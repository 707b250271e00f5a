import Coordination
import CoordinationTesting
import CoordinationWeb
import Logging

/// One fresh session of the explored app, driven the way a browser without JavaScript drives
/// it, and checked after every request: the state's address, the store's invariants, leaks.
final class ExplorerSession {
  /// What a request came to.
  struct Outcome {
    /// The status of the page finally shown (after redirects).
    var status: Int
    /// The page finally shown.
    var page: MapPage
    /// What went wrong, if anything did.
    var problems: [String]
    /// Whether the app refused the move on purpose (a 409 page of the current state).
    var isRefused: Bool
  }

  private let session: WebSession
  /// The session's store, caught by the inspector's drawing hook on the first page.
  private let caught: CaughtStore
  /// The page shown.
  private(set) var page = MapPage(html: "")

  init(app: WebApp) {
    var logger = Logger(label: "navigation-map")
    logger.logLevel = .critical
    // The inspector hands its drawing hook the session's store: the one way in from outside.
    let caught = CaughtStore()
    self.caught = caught
    let inspector = WebInspector(
      timelineCapacity: 1, describe: { _ in "" },
      picture: { store, _ in
        caught.store = store
        return ""
      })
    session = WebSession(id: .random(), app: app, inspector: inspector, logger: logger)
  }

  /// The URL of the state shown, if it has one.
  var url: String? { session.currentURLPath }

  /// GETs a URL (path and query) and follows redirects.
  func open(_ target: String) -> Outcome {
    var location = target
    for _ in 0..<10 {
      let mark = location.firstIndex(of: "?")
      let path = mark.map { String(location[..<$0]) } ?? location
      let query = mark.map { String(location[location.index(after: $0)...]) }
      switch session.get(path: path, query: query) {
      case .redirect(let next): location = next
      case .page(let status, let html): return shown(status: status, html: html.markup)
      }
    }
    return Outcome(
      status: 0, page: page, problems: ["\(target) redirects in a loop"], isRefused: false)
  }

  /// Makes a move on the page shown.
  func make(_ move: MapMove) -> Outcome {
    switch move.kind {
    case .get(let url): return open(url)
    case .post(let action, let fields):
      var posted = fields
      posted["_csrf"] = session.csrf.description
      posted["_screen"] = page.screen ?? ""
      posted["_action"] = action
      return sent(posted)
    case .answer(let fields):
      var posted = fields
      posted["_csrf"] = session.csrf.description
      return sent(posted)
    }
  }

  /// Posts fields to the host's action path and follows where it leads.
  private func sent(_ posted: [String: String]) -> Outcome {
    switch session.act(fields: posted) {
    case .redirect(let next): return open(next)
    case .page(let status, let html): return shown(status: status, html: html.markup)
    }
  }

  private func shown(status: Int, html: String) -> Outcome {
    page = MapPage(html: html)
    var problems: [String] = []
    var refused = false
    switch status {
    case 200: break
    case 409 where page.notice != nil && page.notice?.contains("not showing any more") != true:
      refused = true
    default:
      let reason = page.reason ?? page.notice ?? page.title
      problems.append("answered \(status) (\(page.title)): \(reason)")
    }
    if url == nil { problems.append("the state has no URL") }
    if page.hasMissingView { problems.append("a screen has no model or no view") }
    if let store = caught.store {
      problems += NavigationCheck.invariants(store).map { "broken invariant: \($0)" }
      problems += (store.leakTracker?.leaks() ?? []).map { "leak: \($0)" }
    }
    return Outcome(status: status, page: page, problems: problems, isRefused: refused)
  }
}
