#if DEBUG
  import Hummingbird

  /// The ``DemoFault/failFirefox`` fault: a responder in front of the web host's router that
  /// answers every request of Firefox with a server error, and passes the others on, as a page
  /// that breaks in one engine only would. The browser run's canary starts the demo with it:
  /// the Firefox tests must fail and a Chromium test must still pass.
  struct FirefoxOnlyFaultResponder<Inner: HTTPResponder>: HTTPResponder {
    /// The web host's router.
    let inner: Inner

    func respond(to request: Request, context: Inner.Context) async throws -> Response {
      guard request.headers[.userAgent]?.contains("Firefox/") == true else {
        return try await inner.respond(to: request, context: context)
      }
      return Response(
        status: .internalServerError,
        headers: [.contentType: "text/plain; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: "The planted fault fail-firefox.\n")))
    }
  }
#endif
