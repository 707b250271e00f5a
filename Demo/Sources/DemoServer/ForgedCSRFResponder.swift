#if DEBUG
  import CoordinationWeb
  import Foundation
  import Hummingbird

  /// The ``DemoFault/acceptForgedCSRF`` fault: a responder in front of the web host's router
  /// that reads each session's real CSRF token from the pages it serves (their `_csrf` hidden
  /// field) and puts it into every form posted with that session's cookie, in place of the one
  /// posted. The host's CSRF check is thus disabled, as it would be by a check that compared the
  /// token with itself, or a proxy that "repaired" expired forms: a form forged on another site
  /// and posted with a victim's cookie changes the victim's session.
  struct ForgedCSRFResponder<Inner: HTTPResponder>: HTTPResponder {
    /// The web host's router.
    let inner: Inner
    /// The tokens of the sessions served so far.
    let book = CSRFTokenBook()
    /// The largest body rewritten; a larger one is refused, as the host would refuse it.
    static var maxBodySize: Int { 1 << 20 }

    func respond(to request: Request, context: Inner.Context) async throws -> Response {
      let cookie = Self.sessionCookie(in: request.headers[values: .cookie])
      var request = request
      if request.method == .post, let cookie, let token = await book.token(of: cookie) {
        guard let forged = try? await Self.withToken(token, in: request) else {
          return Response(status: .badRequest)
        }
        request = forged
      }
      var response = try await inner.respond(to: request, context: context)
      let setCookie = response.headers[values: .setCookie].lazy
        .compactMap { Self.sessionCookie(in: [$0]) }.first
      if let session = setCookie ?? cookie {
        let book = book
        response.body = response.body.map { buffer in
          await book.learn(from: String(buffer: buffer), session: session)
          return buffer
        }
      }
      return response
    }

    /// `request` with `token` as its form's `_csrf`, the only one: in place of the first one
    /// posted, or added when none was. A body that is not UTF-8 is passed on as it came.
    static func withToken(_ token: String, in request: Request) async throws -> Request {
      let buffer = try await request.body.collect(upTo: maxBodySize)
      var body = buffer
      if let text = String(validating: buffer.readableBytesView, as: UTF8.self) {
        let others = text.split(separator: "&").filter { pair in
          String(pair.prefix { $0 != "=" }).removingPercentEncoding != "_csrf"
        }
        body = ByteBuffer(
          string: (["_csrf=\(token)"] + others.map(String.init)).joined(separator: "&"))
      }
      var head = request.head
      head.headerFields[.transferEncoding] = nil
      head.headerFields[.contentLength] = String(body.readableBytes)
      return Request(head: head, body: RequestBody(buffer: body))
    }

    /// The value of the first session cookie in `headers` (`Cookie` or `Set-Cookie` values).
    static func sessionCookie(in headers: [String]) -> String? {
      let prefix = WebHost.cookieName + "="
      for header in headers {
        for part in header.split(separator: ";") {
          let cookie = part.drop { $0 == " " }
          if cookie.hasPrefix(prefix) { return String(cookie.dropFirst(prefix.count)) }
        }
      }
      return nil
    }
  }
#endif
