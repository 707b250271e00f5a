#if DEBUG
  import Hummingbird

  /// The ``DemoFault/logError`` fault: a responder in front of the web host's router that logs
  /// an error for each request it passes on, as a save that failed or a template that did not
  /// render would, while every page is still served as usual. The browser run's canary starts
  /// the demo with it: its tests pass, and the run must fail on the server's standard error.
  struct ErrorLineResponder<Inner: HTTPResponder>: HTTPResponder
  where Inner.Context: RequestContext {
    /// The web host's router.
    let inner: Inner

    func respond(to request: Request, context: Inner.Context) async throws -> Response {
      context.logger.error("planted fault log-error: \(request.method) \(request.uri.path)")
      return try await inner.respond(to: request, context: context)
    }
  }
#endif
