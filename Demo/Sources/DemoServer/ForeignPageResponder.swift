#if DEBUG
  import Hummingbird

  /// The ``DemoFault/foreignPage`` fault: a responder in front of the web host's router that,
  /// now and then under load, serves a request in the session of the request before it (it
  /// swaps in that request's session cookie), as a middleware that kept the "current" session in
  /// state shared by all requests would.
  struct ForeignPageResponder<Inner: HTTPResponder>: HTTPResponder {
    /// The web host's router.
    let inner: Inner
    /// The cookies of the requests seen, and how many are in flight.
    let traffic = CookieTraffic()

    func respond(to request: Request, context: Inner.Context) async throws -> Response {
      var request = request
      if let swapped = await traffic.begin(cookie: request.headers[.cookie]) {
        var head = request.head
        head.headerFields[.cookie] = swapped
        request = Request(head: head, body: request.body)
      }
      do {
        let response = try await inner.respond(to: request, context: context)
        await traffic.end()
        return response
      } catch {
        await traffic.end()
        throw error
      }
    }
  }
#endif
