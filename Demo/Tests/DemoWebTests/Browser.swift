import CoordinationWeb
import Foundation
import Hummingbird

/// A browser without JavaScript over a connection to the host: it keeps the session cookie,
/// follows 303 redirects with GETs, follows links, and submits the page's forms with their
/// hidden fields (the CSRF token, the screen, the action) as
/// `application/x-www-form-urlencoded`.
final class Browser {
  /// Why the browser could not do what a test asked.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String
  }

  /// The connection to the host; another `Browser` over it is another session.
  let connection: any BrowserConnection
  /// The `name=value` of the session cookie, once the host has set one.
  private(set) var cookie: String?
  /// The page shown.
  private(set) var page = HTMLPage(status: 0, html: "")
  /// The URL of the page shown, after redirects.
  private(set) var url = ""
  /// The locations the last request was redirected to, in order.
  private(set) var redirects: [String] = []

  /// A browser over a connection; given a cookie and a URL, it goes on from another
  /// browser's place (the same user after the server restarted).
  init(connection: any BrowserConnection, cookie: String? = nil, url: String = "") {
    self.connection = connection
    self.cookie = cookie
    self.url = url
  }

  /// A browser over a client of the host's responder (in process, without a socket).
  convenience init(client: InProcessClient, cookie: String? = nil, url: String = "") {
    self.init(connection: InProcessConnection(client: client), cookie: cookie, url: url)
  }

  /// Loads the page shown again, as the browser's reload button does.
  @discardableResult
  func reload() async throws -> HTMLPage {
    try await open(url)
  }

  /// The session's identity, from its cookie.
  var sessionID: SessionID? {
    cookie.flatMap { $0.split(separator: "=", maxSplits: 1).last }.flatMap { SessionID($0) }
  }

  /// GETs a URL (already percent-encoded) and follows redirects.
  @discardableResult
  func open(_ uri: String) async throws -> HTMLPage {
    redirects = []
    return try await load(try await send(uri, method: .get), from: uri)
  }

  /// The raw answer to a GET, without following a redirect (the cookie is still kept).
  func fetch(_ uri: String) async throws -> BrowserAnswer {
    try await send(uri, method: .get)
  }

  /// Follows the navigation bar's back link (`rel="prev"`).
  @discardableResult
  func back() async throws -> HTMLPage {
    guard let link = page.links.first(where: { $0.rel == "prev" }) else {
      throw Failure(description: "No back link on \(url) (\(page.heading))")
    }
    return try await open(link.href)
  }

  /// Clicks the button with this text (or, for a list row, this label) and follows the
  /// redirect, as a browser posts a one-button form.
  @discardableResult
  func click(_ label: String) async throws -> HTMLPage {
    let matches = page.forms.filter { $0.buttonText == label || $0.buttonLabel == label }
    guard let form = matches.first else {
      let buttons = page.forms.map { $0.buttonLabel ?? $0.buttonText }
      throw Failure(description: "No button \"\(label)\" on \(url): \(buttons)")
    }
    guard matches.count == 1 else {
      throw Failure(description: "\(matches.count) buttons \"\(label)\" on \(url)")
    }
    return try await submit(form, filling: [:])
  }

  /// Answers the question on the page (an alert or a confirmation dialog) with the button
  /// titled `label`, as its form posts it: each of its submit buttons posts its index.
  @discardableResult
  func answer(_ label: String) async throws -> HTMLPage {
    guard let form = page.forms.first(where: { $0.hidden["_question"] != nil }) else {
      throw Failure(description: "No question on \(url)")
    }
    let buttons = HTMLPage.elements("button", in: page.html).filter {
      HTMLPage.attribute("name", in: $0.attributes) == "_button"
    }
    guard let button = buttons.first(where: { HTMLPage.text(of: $0.inner) == label }),
      let index = HTMLPage.attribute("value", in: button.attributes)
    else { throw Failure(description: "The question on \(url) has no button \"\(label)\"") }
    var fields = form.hidden
    fields["_button"] = index
    redirects = []
    let response = try await post(fields)
    return try await load(response, from: form.action)
  }

  /// Fills the form whose action name (or, for a GET form, whose target) is `action` with
  /// `values` and submits it.
  @discardableResult
  func submit(_ action: String, _ values: [String: String]) async throws -> HTMLPage {
    guard
      let form = page.forms.first(where: {
        $0.actionName == action || ($0.method == "get" && $0.action == action)
      })
    else {
      throw Failure(description: "No form \"\(action)\" on \(url)")
    }
    for name in values.keys where !form.inputs.contains(name) {
      throw Failure(description: "The form \"\(action)\" has no field \(name): \(form.inputs)")
    }
    return try await submit(form, filling: values)
  }

  /// The hidden fields of the form that the button with this text (or row label) posts.
  func hiddenFields(ofButton label: String) throws -> [String: String] {
    guard let form = page.forms.first(where: { $0.buttonText == label || $0.buttonLabel == label })
    else { throw Failure(description: "No button \"\(label)\" on \(url)") }
    return form.hidden
  }

  /// Posts fields to the action path as they are, for requests a page would not make.
  func post(_ fields: [String: String]) async throws -> BrowserAnswer {
    try await send(
      WebSession.actionPath, method: .post,
      body: Self.formEncoded(fields.sorted { $0.key < $1.key }))
  }

  // MARK: Requests

  private func submit(_ form: HTMLPage.Form, filling values: [String: String]) async throws
    -> HTMLPage
  {
    redirects = []
    // Fields the user leaves alone are posted empty, as a browser posts them.
    var fields = form.hidden.sorted { $0.key < $1.key }
    for name in form.inputs { fields.append((name, values[name] ?? "")) }
    if form.method == "get" {
      let query = Self.formEncoded(fields)
      return try await open(query.isEmpty ? form.action : "\(form.action)?\(query)")
    }
    let response = try await send(form.action, method: .post, body: Self.formEncoded(fields))
    return try await load(response, from: form.action)
  }

  /// Follows redirects, then shows the page.
  private func load(_ first: BrowserAnswer, from uri: String) async throws -> HTMLPage {
    var response = first
    var location = uri
    while response.status == .seeOther {
      guard let next = response.headers[.location], redirects.count < 10 else {
        throw Failure(description: "A redirect from \(location) has no location, or loops")
      }
      redirects.append(next)
      location = next
      response = try await send(next, method: .get)
    }
    url = location
    page = HTMLPage(status: Int(response.status.code), html: String(buffer: response.body))
    return page
  }

  private func send(_ uri: String, method: HTTPRequest.Method, body: String? = nil) async throws
    -> BrowserAnswer
  {
    var headers: HTTPFields = [:]
    if let cookie { headers[.cookie] = cookie }
    if body != nil { headers[.contentType] = "application/x-www-form-urlencoded" }
    let response = try await connection.exchange(
      uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
    if let set = response.headers[.setCookie] {
      cookie = String(set.prefix { $0 != ";" })
    }
    return response
  }

  /// `name=value&…` with everything but unreserved characters percent-encoded.
  static func formEncoded(_ fields: [(String, String)]) -> String {
    let allowed = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    func encode(_ text: String) -> String {
      text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
    return fields.map { "\(encode($0.0))=\(encode($0.1))" }.joined(separator: "&")
  }
}
