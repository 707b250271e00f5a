#if DEBUG
  import ArgumentParser

  /// A fault the demo injects on purpose (`--fault NAME`, a hidden option of debug builds), so
  /// that the stress scripts can show that their checks fail when the server breaks a promise:
  /// each script's `--canary` mode runs its check against one of these and succeeds only if the
  /// check fails.
  enum DemoFault: String, ExpressibleByArgument, CaseIterable {
    /// Of two racing writes to one session, the one that finds the version moved is reported
    /// saved, and nothing of it is written: both are acknowledged, one is lost.
    case loseRacingWrite = "lose-racing-write"
    /// Most writes are acknowledged while kept in memory only (written behind, every fourth one
    /// to the store): a kill loses writes that were acknowledged.
    case dropAcknowledgedWrite = "drop-acknowledged-write"
    /// A session's writes after its first two never finish: no action is ever acknowledged.
    case hangWrites = "hang-writes"
    /// The live-session cap evicts nothing: `--max-sessions` is ignored.
    case evictNothing = "evict-nothing"
    /// Under load (several requests in flight), now and then a request is served in the
    /// session of the request before it: a browser is shown another session's page.
    case foreignPage = "foreign-page"
    /// The CSRF check is disabled: every form posted with a session's cookie is given that
    /// session's real token (``ForgedCSRFResponder``), so a forged form changes the session.
    case acceptForgedCSRF = "accept-forged-csrf"
    /// Every page requested by Firefox (a `User-Agent` naming `Firefox/`) is answered with a
    /// server error; other browsers are served as usual (``FirefoxOnlyFaultResponder``): a fault
    /// only the browser run's Firefox tests can see.
    case failFirefox = "fail-firefox"
    /// Each request logs an error that no test asked for (``ErrorLineResponder``), as a failing
    /// save or a broken template would: the browser run must fail on the server's stderr.
    case logError = "log-error"

    /// Whether the fault is in the session store (``FaultySessionStore`` injects it).
    var isInStore: Bool {
      switch self {
      case .loseRacingWrite, .dropAcknowledgedWrite, .hangWrites: true
      case .evictNothing, .foreignPage, .acceptForgedCSRF, .failFirefox, .logError: false
      }
    }

    /// Whether a responder in front of the host's router injects the fault
    /// (``ForeignPageResponder``, ``ForgedCSRFResponder``, ``FirefoxOnlyFaultResponder``,
    /// ``ErrorLineResponder``).
    var isInResponder: Bool {
      switch self {
      case .foreignPage, .acceptForgedCSRF, .failFirefox, .logError: true
      case .loseRacingWrite, .dropAcknowledgedWrite, .hangWrites, .evictNothing: false
      }
    }
  }
#endif
