import Hummingbird

/// Refuses what the host does not serve before any route sees it: methods other than GET,
/// HEAD and POST (405, with `Allow`), and request targets longer than a limit (414).
struct RequestLimits<Context: RequestContext>: RouterMiddleware {
  /// The longest request target accepted, in bytes.
  let maxTargetLength: Int

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    if (request.head.path ?? "").utf8.count > maxTargetLength {
      return WebHost.response(
        .page(
          status: 414,
          html: WebHost.problemPage(
            "Address too long",
            reason: "Addresses longer than \(maxTargetLength) bytes are not served.")))
    }
    switch request.method {
    case .get, .head, .post:
      return try await next(request, context)
    default:
      var response = WebHost.response(
        .page(
          status: 405,
          html: WebHost.problemPage(
            "Method not allowed", reason: "Pages are read with GET and actions posted with POST.")
        ))
      response.headers[.allow] = "GET, HEAD, POST"
      return response
    }
  }
}
