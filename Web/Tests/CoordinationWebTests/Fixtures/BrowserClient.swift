import CoordinationWeb
import Foundation
import HTTPTypes
import Hummingbird

/// A page as a browser got it.
struct FetchedPage {
  let status: Int
  let location: String?
  let setCookie: String?
  let html: String
  var headers: HTTPFields = [:]

  /// The value of the first hidden field with this name.
  func hidden(_ name: String) -> String? {
    captures("name=\"\(name)\" value=\"([^\"]*)\"").first
  }

  /// The first capture group of every match of a pattern.
  func captures(_ pattern: String) -> [String] {
    guard let regex = try? Regex(pattern) else { return [] }
    return html.matches(of: regex).compactMap { $0.output[1].substring.map(String.init) }
  }

  /// The identity of the screen on top: the last `data-screen` of the page.
  var topScreen: String? { captures("data-screen=\"([0-9]*)\"").last }

  /// The title of the top layer: the last `<h1>` of the page.
  var title: String? {
    html.matches(of: /<h1[^>]*>([^<]*)<\/h1>/).last.map { String($0.output.1) }
  }

  /// The `href` of the top layer's link with this class (`back`, `close`).
  func link(_ kind: String) -> String? {
    captures("class=\"bar-side \(kind)\" href=\"([^\"]*)\"").last
  }

  /// The hrefs of the tab bar's links.
  var tabLinks: [String] {
    html.matches(of: /<a class="tab" href="([^"]*)"/).map { String($0.output.1) }
  }
}

/// Talks to the host like a browser: keeps the session cookie and follows redirects.
final class BrowserClient: @unchecked Sendable {
  let client: InProcessClient
  var cookie: String?
  /// The last page fetched.
  var page = FetchedPage(status: 0, location: nil, setCookie: nil, html: "")
  /// The path of the last page (after redirects).
  var path = "/"

  init(_ client: InProcessClient) {
    self.client = client
  }

  /// GETs a path without following redirects.
  @discardableResult
  func fetch(_ uri: String) async throws -> FetchedPage {
    try await send(uri, method: .get, body: nil, contentType: nil)
  }

  /// GETs a path and follows redirects (at most five).
  @discardableResult
  func open(_ uri: String) async throws -> FetchedPage {
    var next = uri
    for _ in 0..<5 {
      let fetched = try await fetch(next)
      guard fetched.status == 303, let location = fetched.location else {
        path = next
        return fetched
      }
      next = location
    }
    throw URLError(.httpTooManyRedirects)
  }

  /// Posts an action of the screen on top, with its token and screen id unless overridden.
  @discardableResult
  func act(
    _ action: String, fields: [String: String] = [:], csrf: String? = nil, screen: String? = nil,
    follow: Bool = true
  ) async throws -> FetchedPage {
    var form = fields
    form["_action"] = action
    form["_csrf"] = csrf ?? page.hidden("_csrf") ?? ""
    form["_screen"] = screen ?? page.topScreen ?? ""
    let body = form.sorted { $0.key < $1.key }.map {
      "\(Self.encode($0.key))=\(Self.encode($0.value))"
    }
    .joined(separator: "&")
    return try await post(body: body, follow: follow)
  }

  /// Posts a raw body to the action path.
  @discardableResult
  func post(
    body: String, contentType: String = "application/x-www-form-urlencoded", follow: Bool = true
  ) async throws -> FetchedPage {
    let answer = try await send(
      WebSession.actionPath, method: .post, body: body, contentType: contentType)
    if follow, answer.status == 303, let location = answer.location {
      return try await open(location)
    }
    return answer
  }

  private func send(_ uri: String, method: HTTPRequest.Method, body: String?, contentType: String?)
    async throws -> FetchedPage
  {
    var headers: HTTPFields = [:]
    if let cookie { headers[.cookie] = cookie }
    if let contentType { headers[.contentType] = contentType }
    let response = try await client.execute(
      uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
    let setCookie = response.headers[.setCookie]
    if let setCookie, let pair = setCookie.split(separator: ";").first {
      cookie = String(pair)
    }
    let fetched = FetchedPage(
      status: Int(response.status.code), location: response.headers[.location],
      setCookie: setCookie, html: String(buffer: response.body), headers: response.headers)
    page = fetched
    return fetched
  }

  static func encode(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }
}
