import Coordination
public import CoordinationJourneys
import CoordinationLinks
public import Foundation
import Logging

/// One browser session: its own coordinator tree and navigation state, reached only through
/// its cookie.
///
/// A session lives on the main actor, as the app's coordinators and view models do, so its
/// requests run one at a time, as ordered as taps on a phone. Many sessions are served at once:
/// the server hops to the main actor for each request's navigation and rendering only, and reads
/// bodies, parses forms and writes responses elsewhere.
@MainActor
public final class WebSession {
  /// The path actions are posted to.
  public nonisolated static let actionPath = "/_/action"

  /// The session's identity, as its cookie carries it.
  public nonisolated let id: SessionID
  /// The token every form of this session must post back.
  public nonisolated let csrf: CSRFToken
  private let app: WebApp
  let store: NavigationStore
  /// Reads the URLs of states and the app's deep links as paths.
  private let links: SessionLinks
  let logger: Logger
  /// How deep and how long the session's navigation may grow.
  public nonisolated let limits: NavigationLimits
  private let inspector: WebInspector?
  /// The session's recent updates, kept only when the inspector is on.
  private let timeline: SessionTimeline?
  /// Records the session's journey from its start on this host, only when the inspector is on.
  private var journeyRecorder: JourneyRecorder?

  /// The app's own state of the session, saved with its navigation.
  private let appState: AppSessionState?
  /// The URL paths written lately: the current one and the back link's, on every request.
  private var urlPaths = URLPathMemo()

  /// Starts a session of `app`.
  ///
  /// - Parameters:
  ///   - id: The session's identity.
  ///   - app: The app it runs.
  ///   - limits: How deep and how long its navigation may grow.
  ///   - inspector: The navigation inspector, when it is on: the session then keeps its last
  ///     updates and its pages show its picture beside the app.
  ///   - logger: Where it logs.
  public convenience init(
    id: SessionID, app: WebApp, limits: NavigationLimits = NavigationLimits(),
    inspector: WebInspector? = nil,
    logger: Logger = Logger(label: "coordination-web")
  ) {
    self.init(
      id: id, csrf: .random(), app: app, content: app.makeSession(), limits: limits,
      inspector: inspector, logger: logger)
    store.start()
    recordJourney()
  }

  /// Runs a saved session again: the app's state hook first, on the fresh services, then the
  /// navigation, rebuilt by the app's coordinators.
  ///
  /// - Throws: ``SessionRestoreError`` when the record does not fit the app; nothing is kept
  ///   of the attempt then.
  public static func restored(
    from record: SessionRecord, app: WebApp, limits: NavigationLimits = NavigationLimits(),
    inspector: WebInspector? = nil, logger: Logger = Logger(label: "coordination-web")
  ) throws(SessionRestoreError) -> WebSession {
    let content = app.makeSession()
    if let saved = record.appState {
      guard let hook = content.state else { throw .appState("the app keeps no session state") }
      do {
        try hook.restore(saved)
      } catch {
        throw .appState(String(describing: error))
      }
    }
    let session = WebSession(
      id: record.id, csrf: record.csrf, app: app, content: content, limits: limits,
      inspector: inspector, logger: logger)
    do {
      try session.store.restore(from: record.navigation)
    } catch {
      throw .navigation(error)
    }
    session.recordJourney()
    return session
  }

  /// Starts recording the session's journey, from the navigation it shows now, when the
  /// inspector is on.
  private func recordJourney() {
    guard let inspector else { return }
    do {
      journeyRecorder = try JourneyRecorder(
        recording: store, maximumSteps: inspector.journeyCapacity)
    } catch {
      logger.warning(
        "the session's journey is not recorded: \(error)", metadata: ["session": "\(id.short)"])
    }
  }

  /// The session's journey on this host (every input since it began or was loaded here), when
  /// the inspector is on; `nil` otherwise.
  public var journey: Journey? { journeyRecorder?.journey }

  private init(
    id: SessionID, csrf: CSRFToken, app: WebApp, content: WebAppSession,
    limits: NavigationLimits, inspector: WebInspector?, logger: Logger
  ) {
    self.id = id
    self.csrf = csrf
    self.app = app
    self.limits = limits
    self.logger = logger
    self.inspector = inspector
    let store = NavigationStore(root: content.root)
    self.store = store
    links = SessionLinks(routes: app.routes, deepLinks: content.deepLinks)
    appState = content.state
    // Observing before the start keeps the first update, the app's first screens.
    timeline = inspector.map { SessionTimeline(store: store, capacity: $0.timelineCapacity) }
    // A link that waited when the session was saved is read again as a GET of it would be.
    store.linkReader = links.steps(forLink:)
  }

  /// The session as a store keeps it: its navigation and the app's state.
  ///
  /// - Throws: ``SessionRestoreError`` when the navigation or the app's state cannot be
  ///   written (a route that fails to encode).
  public func record(version: UInt64, expires: Date) throws(SessionRestoreError) -> SessionRecord {
    let navigation: NavigationSnapshot
    do {
      navigation = try store.snapshot()
    } catch {
      throw .navigation(error)
    }
    var state: Data?
    if let appState {
      do {
        state = try appState.save()
      } catch {
        throw .appState(String(describing: error))
      }
    }
    return SessionRecord(
      id: id, version: version, csrf: csrf, navigation: navigation, appState: state,
      expires: expires)
  }

  /// The navigation's revision: it changes with every change of the session's navigation.
  public var revision: UInt64 { store.revision }

  /// The URL path of what the session shows, or `nil` when no path can name it.
  public var currentURLPath: String? {
    store.currentPath.flatMap(urlPath(for:))
  }

  /// The URL path of a path of routes, or `nil` when a route cannot be written.
  private func urlPath(for steps: [PathStep]) -> String? {
    urlPaths.urlPath(for: steps) { [app] in try? app.routes.urlPath(for: $0) }
  }

  /// A description of the state, for tests and logs.
  public var stateDescription: String { store.state.description }

  /// The number of coordinators running in this session, the root included: a measure for
  /// tests and diagnostics that finished coordinators were let go.
  public var coordinatorCount: Int { store.coordinatorCount }

  /// Answers a GET of a URL path (still percent-encoded) and query.
  ///
  /// The path is read as routes (see ``RouteCodec``) or, failing that, as one of the app's
  /// deep links. A path the current state extends is the user going back (the browser's
  /// Back, a back link, a close control, another tab): it is applied as the user's own
  /// navigation, so children finish and awaited results are cancelled as with a back button.
  /// Any other path is applied as a deep link, keeping what already matches. A path that
  /// names nothing gets a 404 page and changes nothing; a screen that refuses to be left gets
  /// a 409 page showing it still.
  public func get(path rawPath: String, query: String?) -> WebResponse {
    // The address of the state shown, as an action's redirect names it: nothing to read or
    // change, only the page to write.
    if query == nil, let current = currentURLPath, rawPath.utf8.elementsEqual(current.utf8) {
      return page(status: 200, notice: nil)
    }
    let requested: [PathStep]
    do {
      guard let steps = try links.steps(path: rawPath, query: query) else {
        // The site's root, when the app's links do not name it, is wherever the session is.
        if rawPath == "/", let current = currentURLPath { return .redirect(current) }
        return notFound(rawPath, reason: "No screen of this app has this address.")
      }
      requested = steps
    } catch {
      return notFound(rawPath, reason: "\(error)")
    }
    return navigate(to: requested, requestedPath: rawPath, query: query)
  }

  /// Answers a posted action.
  ///
  /// The form must carry this session's CSRF token (else 403), name the screen on top (else
  /// 409: it is not showing any more) and an action its view knows (else 400). The action
  /// runs on the screen's model; the answer is a 303 redirect to the URL of the new state.
  /// When that state would break the session's ``limits`` (a stack too deep, a URL too long),
  /// the action's navigation is taken back and the answer is a 409 page of the state shown
  /// before, saying why. A form that names a question's layer answers the question instead
  /// (see ``answer(fields:)``).
  public func act(fields: [String: String]) -> WebResponse {
    guard csrf.matches(fields["_csrf"]) else {
      logger.notice("action refused: bad CSRF token", metadata: ["session": "\(id.short)"])
      return problem(
        403, title: "This form has expired",
        reason: "The form was not sent by this session's page. Nothing was changed.")
    }
    if fields[QuestionRenderer.Field.layer] != nil { return answer(fields: fields) }
    guard let screenText = fields["_screen"], let raw = UInt64(screenText),
      let action = fields["_action"], !action.isEmpty
    else {
      return problem(400, title: "Malformed action", reason: "The form names no screen or action.")
    }
    guard let top = store.state.topScreen, top.id.rawValue == raw else {
      return page(
        status: 409,
        notice: "That screen is not showing any more, so nothing was done. This is the current one."
      )
    }
    guard let model = store.model(for: top.id), let view = app.views.view(for: model) else {
      return problem(400, title: "No actions here", reason: "This screen takes no actions.")
    }
    var form = fields
    for key in fields.keys where key.hasPrefix("_") { form[key] = nil }
    let before = store.currentPath
    do {
      try view.perform(model, action, ActionForm(fields: form))
    } catch {
      logger.notice(
        "action refused: \(LoggedText.escaping("\(error)"))", metadata: ["session": "\(id.short)"])
      return problem(400, title: "Action refused", reason: "\(error)")
    }
    return redirectAfterChange(returningTo: before)
  }

  /// The answer to a form that changed the navigation: a 303 redirect to the new state's URL,
  /// or, when that state breaks the session's ``limits``, a 409 page of the state shown before
  /// (the change taken back, see ``limitBroken(returningTo:urlPath:)``).
  func redirectAfterChange(returningTo before: [PathStep]?) -> WebResponse {
    let after = currentURLPath
    if let broken = limitBroken(returningTo: before, urlPath: after) {
      return page(status: 409, notice: broken.description)
    }
    return .redirect(after ?? "/")
  }

  // MARK: Navigation

  static let refusalNotice = "This screen asks you to stay; nothing was changed."

  /// The page of a refusal: the state as it is. When the screen that refused is not the one in
  /// front (below it on its stack, or in a tab that is not selected), the notice names it, since
  /// the page does not show it.
  private func refusal(by screen: ScreenID) -> WebResponse {
    guard store.state.topScreen?.id != screen, let model = store.model(for: screen),
      let title = app.views.view(for: model)?.title(model)
    else { return page(status: 409, notice: Self.refusalNotice) }
    let hiddenTab = store.state.layers.contains { layer in
      layer.isTabbed
        && layer.stacks.indices.contains { index in
          index != layer.selectedIndex && layer.stacks[index].screens.contains { $0.id == screen }
        }
    }
    let place = hiddenTab ? ", in a tab not shown," : ""
    return page(status: 409, notice: "“\(title)”\(place) asks you to stay; nothing was changed.")
  }

  private func navigate(to requested: [PathStep], requestedPath: String, query: String?)
    -> WebResponse
  {
    // A question is named by the route that asked it, not by its own screen (RouteCodec).
    let current = store.currentPath.map(RouteCodec.namedSteps(of:))
    if requested != current {
      // A shorter path is the browser's Back, a back link or a close control: the user's own
      // navigation, handled as the back button is. Anything else is a link into the app.
      let goesBack = current.map { $0.count > requested.count && $0.starts(with: requested) }
      if goesBack == true {
        do {
          if case .refused(let screen) = try store.handle(.followed(path: requested)) {
            return refusal(by: screen)
          }
        } catch .refused(let screen) {
          return refusal(by: screen)
        } catch {
          return notFound(requestedPath, reason: error.description)
        }
      } else if let answer = open(
        requested, requestedPath: requestedPath, query: query, returningTo: current)
      {
        return answer
      }
    }
    guard let canonical = currentURLPath else {
      logger.warning(
        "state has no URL",
        metadata: ["state": "\(LoggedText.escaping("\(store.state)", limit: 2_000))"])
      return page(status: 200, notice: nil)
    }
    // Bytes, not `String`s: canonically equivalent text is still another address.
    if !canonical.utf8.elementsEqual(requestedPath.utf8) || query != nil {
      return .redirect(canonical)
    }
    return page(status: 200, notice: nil)
  }

  /// Opens a path as a link into the app (`NavigationStore.open(path:link:)`): followed now, or
  /// kept until the app admits it (behind a sign-in, say; the current page is shown, and the
  /// link is followed once the gate opens), or dropped with the app's reason. `nil` when it was
  /// followed within the session's limits: the caller answers with the new state's page.
  private func open(
    _ requested: [PathStep], requestedPath: String, query: String?,
    returningTo current: [PathStep]?
  )
    -> WebResponse?
  {
    // The link's text goes with it: a waiting link is saved with the session and read again
    // (`SessionLinks.steps(forLink:)`) by the host that loads it.
    let link = query.map { "\(requestedPath)?\($0)" } ?? requestedPath
    do {
      switch try store.open(path: requested, link: link) {
      case .followed:
        if let broken = limitBroken(returningTo: current, urlPath: currentURLPath) {
          return page(status: 409, notice: broken.description)
        }
        return nil
      case .waiting(let reason):
        return page(status: 200, notice: Self.waitingNotice(reason: reason))
      case .dropped(let reason):
        return problem(
          403, title: "Not available",
          reason: "\(requestedPath.removingPercentEncodingOrSelf) cannot be opened: \(reason).")
      }
    } catch .refused(let screen) {
      return refusal(by: screen)
    } catch {
      return notFound(requestedPath, reason: error.description)  // the navigation's own reason
    }
  }

  /// The limit the state breaks after a change, if any, once the change is taken back: the
  /// session returns to `before`, the path it showed, as a link to it would take it there
  /// (screens the change added leave, and coordinators it started finish; what was shown
  /// before stays, with its models). `urlPath` is the state's URL path, as
  /// ``currentURLPath`` reads it.
  func limitBroken(returningTo before: [PathStep]?, urlPath: String?)
    -> NavigationLimitError?
  {
    guard let broken = limits.violation(in: store.state, urlPath: urlPath) else {
      return nil
    }
    logger.notice(
      "navigation refused: \(broken)", metadata: ["session": "\(id.short)"])
    if let before {
      do {
        try store.apply(steps: before, cause: .deepLink)
      } catch {
        logger.warning(
          "could not return within limits: \(LoggedText.escaping(error.description))",
          metadata: ["session": "\(id.short)"])
      }
    }
    return broken
  }

  // MARK: Pages

  private var renderer: PageRenderer {
    PageRenderer(
      app: app, store: store, csrf: csrf.description, actionPath: Self.actionPath,
      urlPath: { [unowned self] in urlPath(for: $0) }, inspectorPanel: inspectorRenderer?.panel())
  }

  private var inspectorRenderer: InspectorRenderer? {
    guard let inspector, let timeline else { return nil }
    return InspectorRenderer(inspector: inspector, store: store, timeline: timeline)
  }

  /// The inspector's page for this session: its navigation picture and its timeline of
  /// updates, newest first; `nil` when the inspector is off.
  public func inspectorPage() -> WebResponse? {
    inspectorRenderer.map { .page(status: 200, html: $0.page(appPath: currentURLPath ?? "/")) }
  }

  /// The page shown when another request of this session, on another server, changed it first:
  /// its current state, 409, saying nothing was done.
  public func conflictPage() -> WebResponse {
    page(
      status: 409,
      notice: "This session changed in another window at the same time, so nothing was done. "
        + "This is where it is now.")
  }

  /// The revisions of the updates the session keeps for the inspector, oldest first; empty
  /// when the inspector is off.
  public var timelineRevisions: [UInt64] { timeline?.updates.map(\.revision) ?? [] }

  /// A page of the state shown. While a link waits, a page with no notice of its own says so,
  /// so that a user who reloads, or comes back after a restart, still knows where the gate
  /// leads.
  func page(status: Int, notice: String?) -> WebResponse {
    let waiting = store.waitingPath.map { _ in Self.waitingNotice() }
    return .page(status: status, html: renderer.page(notice: notice ?? waiting))
  }

  /// What a page says while a link waits; the answer to the link's own GET gives the reason.
  static func waitingNotice(reason: String? = nil) -> String {
    "The page you asked for opens once you are through here\(reason.map { " (\($0))" } ?? "")."
  }

  private func notFound(_ path: String, reason: String) -> WebResponse {
    problem(
      404, title: "Nothing here",
      reason: "\(path.removingPercentEncodingOrSelf) does not lead to a screen: \(reason)")
  }

  func problem(_ status: Int, title: String, reason: String) -> WebResponse {
    let html = PageRenderer.problem(
      title: title, reason: reason, link: currentURLPath ?? "/", linkLabel: "Back to where you were"
    )
    return .page(status: status, html: html)
  }
}

extension String {
  /// The text with percent escapes decoded, or the text itself when they are malformed.
  var removingPercentEncodingOrSelf: String { removingPercentEncoding ?? self }
}

extension SessionID {
  /// The first eight hex digits, enough to tell sessions apart in logs without leaking them.
  var short: String { String(description.prefix(8)) }
}
