#if DEBUG
  /// The requests ``ForeignPageResponder`` sees: the session cookie of the last one, and how
  /// many are in flight.
  actor CookieTraffic {
    /// The requests in flight at once from which the fault shows: a load, not one browser or
    /// a script's setup.
    static let loadThreshold = 6
    /// Every this many requests under load, one is served in another session.
    static let interval = 20

    private var previous: String?
    private var inFlight = 0
    private var seen = 0

    /// Notes a request's arrival; returns the cookie to serve it with instead of its own (the
    /// previous request's, of another session), or `nil` to serve it as it came.
    func begin(cookie: String?) -> String? {
      inFlight += 1
      defer { previous = cookie }
      guard inFlight >= Self.loadThreshold, let cookie, let previous, previous != cookie else {
        return nil
      }
      seen += 1
      return seen % Self.interval == 0 ? previous : nil
    }

    /// Notes a request's end.
    func end() {
      inFlight -= 1
    }
  }
#endif
