import HTTPTypes
import Hummingbird

/// Gives every response the security headers of the app's own pages: the framework's answers
/// too (a 404 for an address no route takes, an error a handler throws), which otherwise had
/// none.
struct SecurityHeaders<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as any HTTPResponseError {
      response = WebHost.response(
        .page(
          status: Int(error.status.code),
          html: WebHost.problemPage(
            error.status.reasonPhrase, reason: "Nothing was changed.")))
    }
    for field in WebHost.securityHeaders where response.headers[field.name] == nil {
      response.headers[field.name] = field.value
    }
    return response
  }
}

extension HTTPField.Name {
  /// `Referrer-Policy`, which HTTPTypes does not predefine.
  static var referrerPolicy: Self {
    guard let name = Self("Referrer-Policy") else { preconditionFailure("a valid field name") }
    return name
  }
}
