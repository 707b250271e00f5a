import Foundation
import HTTPTypes
public import Hummingbird
public import Logging
internal import NIOCore
import ServiceLifecycle

/// Serves a ``WebApp`` over HTTP: one session per browser, pages for GETs, actions for POSTs.
///
/// ```swift
/// let host = WebHost(app: app, configuration: .init(port: 8080))
/// try await host.application().runService()
/// ```
///
/// Sessions are kept in a ``LiveSessionCache`` bounded by ``Configuration/sessionLimits``; the
/// cookie is `HttpOnly` and `SameSite=Lax`; every response forbids caching, so the browser's
/// Back and Forward ask the server, which reconciles them with the navigation state.
public struct WebHost: Sendable {
  /// Where and how the server serves.
  public struct Configuration: Sendable {
    /// The address to bind, `127.0.0.1` by default.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// How many sessions are kept live in memory, and how long a session lasts unused (in
    /// memory and in the store).
    public var sessionLimits: LiveSessionCache<WebSession>.Limits
    /// The largest request body accepted, in bytes.
    public var maxBodySize: Int
    /// How deep and how long each session's navigation may grow; its URL length is also the
    /// longest request target served (414 beyond it).
    public var navigationLimits: NavigationLimits
    /// Whether the session cookie is marked `Secure` (sent over HTTPS only): set it when the
    /// server is reached through TLS.
    public var secureCookies: Bool
    /// How long a connection may stay open with no request under way before it is closed.
    public var idleTimeout: Duration
    /// How long a client may take to send a request's line and headers, from when it connects
    /// or its previous response ended; a slower client is disconnected.
    public var requestHeadTimeout: Duration
    /// How long a client may take to send a request's body once its headers have arrived; a
    /// slower client is disconnected.
    public var requestBodyTimeout: Duration
    /// The navigation inspector, `nil` (off) by default. It shows each session's navigation
    /// to that session's browser: turn it on for development, on a loopback address
    /// (``WebInspector/isLoopback(host:)``).
    public var inspector: WebInspector?
    /// Where sessions are saved so that they outlive the process, `nil` (memory only) by
    /// default: a restart then ends every session.
    public var persistence: SessionPersistence?

    /// Creates a configuration.
    public init(
      host: String = "127.0.0.1", port: Int = 8080,
      sessionLimits: LiveSessionCache<WebSession>.Limits = .init(
        capacity: 1_000, timeToLive: .seconds(30 * 60)),
      maxBodySize: Int = 64 * 1024, navigationLimits: NavigationLimits = NavigationLimits(),
      secureCookies: Bool = false, idleTimeout: Duration = .seconds(60),
      requestHeadTimeout: Duration = .seconds(10), requestBodyTimeout: Duration = .seconds(30),
      inspector: WebInspector? = nil, persistence: SessionPersistence? = nil
    ) {
      self.host = host
      self.port = port
      self.sessionLimits = sessionLimits
      self.maxBodySize = maxBodySize
      self.navigationLimits = navigationLimits
      self.secureCookies = secureCookies
      self.idleTimeout = idleTimeout
      self.requestHeadTimeout = requestHeadTimeout
      self.requestBodyTimeout = requestBodyTimeout
      self.inspector = inspector
      self.persistence = persistence
    }
  }

  /// The name of the session cookie.
  public static let cookieName = "coordination-session"

  /// The app served.
  public let app: WebApp
  /// The configuration.
  public let configuration: Configuration
  /// The sessions live in memory.
  let sessions: LiveSessionCache<SessionSlot>
  /// Where the server logs.
  public let logger: Logger
  /// Finds, runs and saves each request's session.
  private let keeper: SessionKeeper

  /// Creates a server.
  public init(app: WebApp, configuration: Configuration, logger: Logger = Logger(label: "demo")) {
    self.app = app
    self.configuration = configuration
    let sessions = LiveSessionCache<SessionSlot>(
      limits: .init(
        capacity: configuration.sessionLimits.capacity,
        timeToLive: configuration.sessionLimits.timeToLive))
    self.sessions = sessions
    self.logger = logger
    let (limits, inspector) = (configuration.navigationLimits, configuration.inspector)
    keeper = SessionKeeper(
      live: sessions, persistence: configuration.persistence,
      timeToLive: configuration.sessionLimits.timeToLive, logger: logger,
      start: { id in
        WebSession(id: id, app: app, limits: limits, inspector: inspector, logger: logger)
      },
      restore: { record throws(SessionRestoreError) in
        try WebSession.restored(
          from: record, app: app, limits: limits, inspector: inspector, logger: logger)
      })
  }

  /// The session live in this server's memory under an identity, if any.
  public func liveSession(_ id: SessionID) -> WebSession? { sessions.session(id)?.session }

  /// The number of sessions live in this server's memory.
  public var liveSessionCount: Int { sessions.count }

  /// Deletes expired session records and enforces the store's capacity now, as the cleanup
  /// job does every interval; returns how many it deleted (0 without persistence).
  @discardableResult
  public func cleanUpSessions(now: Date = Date()) async -> Int {
    guard let persistence = configuration.persistence else { return 0 }
    return await SessionCleanup(persistence: persistence, logger: logger).sweep(now: now)
  }

  /// The application to run, bound to the configured host and port; with
  /// ``Configuration/persistence``, the store (when it is a `Service`) and the
  /// ``SessionCleanup`` job run beside the server.
  public func application(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in })
    -> some ApplicationProtocol
  {
    let headLimit = TimeAmount(configuration.requestHeadTimeout)
    let bodyLimit = TimeAmount(configuration.requestBodyTimeout)
    return Application(
      router: router(),
      server: .http1(
        configuration: .init(
          // An autoclosure: each connection gets timeouts of its own.
          additionalChannelHandlers: [RequestTimeouts(head: headLimit, body: bodyLimit)],
          idleTimeout: TimeAmount(configuration.idleTimeout))),
      configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
      services: sessionServices(),
      onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
      logger: logger)
  }

  /// What runs beside the server when sessions are saved: the store itself when it is a
  /// `Service` (a database client's pool, as `PostgresSessionStore`'s), then the cleanup job.
  private func sessionServices() -> [any Service] {
    guard let persistence = configuration.persistence else { return [] }
    var services: [any Service] = []
    if let store = persistence.store as? any Service { services.append(store) }
    services.append(SessionCleanup(persistence: persistence, logger: logger))
    return services
  }

  /// The routes: the stylesheet, a health check, actions, and every other path as a state.
  public func router() -> Router<BasicRequestContext> {
    let router = Router()
    router.add(middleware: SecurityHeaders())
    router.add(
      middleware: RequestLimits(maxTargetLength: configuration.navigationLimits.maximumURLLength))
    let style = Self.resource("style", "css", type: "text/css")
    let script = Self.resource("app", "js", type: "text/javascript")
    router.get("/_/style.css") { _, _ in style }
    router.get("/_/app.js") { _, _ in script }
    router.get("/_/health") { _, _ in "ok" }
    // Asked for by browsers and crawlers on their own: answered without starting a session.
    router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
    router.get("/robots.txt") { _, _ in "User-agent: *\nDisallow: /\n" }
    router.get(RouterPath(WebInspector.path)) { request, _ in await self.inspectorPage(request) }
    router.get(RouterPath(WebInspector.journeyPath)) { request, _ in
      await self.journeyDownload(request)
    }
    router.head(RouterPath(WebInspector.path)) { request, _ in
      Self.headers(of: await self.inspectorPage(request))
    }
    router.post(RouterPath(WebSession.actionPath)) { request, context in
      try await self.action(request, context: context)
    }
    router.get("/") { request, _ in await self.state(request) }
    router.get("**") { request, _ in await self.state(request) }
    // A HEAD is answered as the GET of the same address, without the body.
    router.head("/") { request, _ in Self.headers(of: await self.state(request)) }
    router.head("**") { request, _ in Self.headers(of: await self.state(request)) }
    return router
  }

  // MARK: Handlers

  private func state(_ request: Request) async -> Response {
    let cookie = Self.sessionID(of: request)
    let (path, query) = (request.uri.path, request.uri.query)
    let logger = logger
    let served = await keeper.serve(cookie: cookie, kind: .page) { session in
      let answer = session.get(path: path, query: query)
      logger.debug(
        "GET \(LoggedText.escaping(path)) → \(answer.status)",
        metadata: ["session": "\(session.id.short)"])
      return answer
    }
    // A page request always finds or starts a session.
    guard let served else { return Self.response(Self.sessionEnded) }
    var response = Self.response(served.answer)
    if let newSession = served.newSession {
      response.setCookie(Self.cookie(for: newSession, secure: configuration.secureCookies))
    }
    return response
  }

  /// The inspector's page of the session the cookie names; a 404 when the inspector is off
  /// or the request has no live session (no session is started for it).
  @MainActor
  private func inspectorPage(_ request: Request) -> Response {
    guard let session = inspectedSession(request), let page = session.inspectorPage() else {
      return inspectorNotFound()
    }
    return Self.response(page)
  }

  /// The journey of the session the cookie names, as a JSON download; a 404 as for the
  /// inspector's page.
  @MainActor
  private func journeyDownload(_ request: Request) -> Response {
    guard let journey = inspectedSession(request)?.journey, let data = try? journey.jsonData()
    else { return inspectorNotFound() }
    var headers = Self.securityHeaders
    headers[.cacheControl] = "no-store"
    headers[.contentType] = "application/json"
    headers[.contentDisposition] = "attachment; filename=\"journey.json\""
    return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
  }

  /// The live session the request's cookie names, when the inspector is on.
  @MainActor
  private func inspectedSession(_ request: Request) -> WebSession? {
    guard configuration.inspector != nil, let id = Self.sessionID(of: request) else { return nil }
    return liveSession(id)
  }

  private func inspectorNotFound() -> Response {
    Self.response(
      .page(
        status: 404,
        html: Self.problemPage(
          "Nothing here",
          reason: configuration.inspector == nil
            ? "The navigation inspector is off." : "This browser has no session to inspect yet.")
      ))
  }

  private func action(_ request: Request, context: BasicRequestContext) async throws -> Response {
    guard let id = Self.sessionID(of: request) else {
      return Self.response(Self.sessionEnded)
    }
    let type = request.headers[.contentType] ?? ""
    guard Self.isFormType(type) else {
      return Self.response(
        .page(
          status: 415,
          html: Self.problemPage("Unsupported form", reason: "Actions are posted as forms.")))
    }
    let buffer: ByteBuffer
    do {
      buffer = try await request.body.collect(upTo: configuration.maxBodySize)
    } catch is NIOTooManyBytesError {
      return Self.response(
        .page(status: 413, html: Self.problemPage("Form too large", reason: "Nothing was changed."))
      )
    } catch {
      // The body ended before its announced length, or its chunks were malformed.
      return Self.response(
        .page(
          status: 400,
          html: Self.problemPage(
            "Incomplete form", reason: "The form did not arrive whole. Nothing was changed.")))
    }
    guard let fields = FormEncoding.fields(String(buffer: buffer)) else {
      return Self.response(
        .page(
          status: 400,
          html: Self.problemPage("Malformed form", reason: "The form could not be read.")))
    }
    let logger = logger
    let served = await keeper.serve(cookie: id, kind: .action) { session in
      let answer = session.act(fields: fields)
      logger.debug(
        "POST \(LoggedText.escaping(fields["_action"] ?? "?")) → \(answer.status)",
        metadata: ["session": "\(session.id.short)"])
      return answer
    }
    return Self.response(served?.answer ?? Self.sessionEnded)
  }

  /// The answer to an action of a session that no longer exists.
  static let sessionEnded = WebResponse.page(
    status: 403,
    html: problemPage(
      "Your session has ended",
      reason: "Sessions end after a while without use. Nothing was changed."))

  // MARK: Responses

  static func headers(of response: Response) -> Response {
    Response(status: response.status, headers: response.headers)
  }

  static func cookie(for id: SessionID, secure: Bool) -> Cookie {
    Cookie(
      name: cookieName, value: id.description, path: "/", secure: secure, httpOnly: true,
      sameSite: .lax)
  }

  /// The headers every response carries: no sniffing, the content security policy, and no
  /// referrer sent to other sites (a page's address names the user's place in the app).
  static let securityHeaders: HTTPFields = [
    .xContentTypeOptions: "nosniff",
    .contentSecurityPolicy:
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    .referrerPolicy: "same-origin",
  ]

  /// Whether a `Content-Type` names a form: exactly `application/x-www-form-urlencoded`,
  /// with parameters or not (not a type that merely starts with it, nor parameters with no
  /// type before them).
  package static func isFormType(_ value: String) -> Bool {
    let utf8 = value.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      // Unicode spaces around the type: the general reading, off the common path.
      let mediaType = value.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
      return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == formType
    }
    let isText = { (byte: UInt8) in byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") }
    let mediaType = utf8.prefix { $0 != UInt8(ascii: ";") }
    guard let first = mediaType.firstIndex(where: isText),
      let last = mediaType.lastIndex(where: isText)
    else { return false }
    return mediaType[first...last].elementsEqual(formType.utf8) { byte, expected in
      byte == expected || byte | 0x20 == expected && (0x61...0x7A).contains(expected)
    }
  }

  private static let formType = "application/x-www-form-urlencoded"

  static func response(_ answer: WebResponse) -> Response {
    var headers = securityHeaders
    headers[.cacheControl] = "no-store"
    switch answer {
    case .redirect(let location):
      headers[.location] = location
      return Response(status: .seeOther, headers: headers)
    case .page(let status, let html):
      headers[.contentType] = "text/html; charset=utf-8"
      return Response(
        status: .init(code: status), headers: headers,
        body: .init(byteBuffer: ByteBuffer(string: html.markup)))
    }
  }

  static func problemPage(_ title: String, reason: String) -> HTML {
    PageRenderer.problem(title: title, reason: reason, link: "/", linkLabel: "Start again")
  }

  /// A file of the module's resources, such as the stylesheet, read once when the router is
  /// built.
  static func resource(_ name: String, _ ext: String, type: String) -> Response {
    let text =
      Bundle.module.url(forResource: name, withExtension: ext)
      .flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
    return Response(
      status: .ok,
      headers: [
        .contentType: "\(type); charset=utf-8", .cacheControl: "max-age=300",
        .xContentTypeOptions: "nosniff",
      ],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }

}
