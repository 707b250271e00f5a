#if DEBUG
  import CoordinationWeb
  #if PostgreSQL
    import CoordinationWebPostgres
  #endif
  import Hummingbird

  extension DemoCommand {
    /// Runs the server with a fault injected (`--fault`), until it is interrupted.
    ///
    /// With a fault of a responder (``DemoFault/isInResponder``) the application is built
    /// here, with the fault's responder in front of the host's router (and without the host's
    /// request timeouts and cleanup job, which a short self-test does not need). A PostgreSQL
    /// store that is wrapped, or not handed to the host's application, is not run as the
    /// application's service: its client runs here, beside the server.
    func serve(_ host: WebHost, store: (any SessionStore)?, fault: DemoFault) async throws {
      try await withThrowingTaskGroup(of: Void.self) { group in
        #if PostgreSQL
          if fault.isInStore || fault.isInResponder, let postgres = store as? PostgresSessionStore {
            group.addTask { try await postgres.run() }
          }
        #endif
        switch fault {
        case .foreignPage:
          try await serve(
            host, responder: ForeignPageResponder(inner: host.router().buildResponder()))
        case .acceptForgedCSRF:
          try await serve(
            host, responder: ForgedCSRFResponder(inner: host.router().buildResponder()))
        case .failFirefox:
          try await serve(
            host, responder: FirefoxOnlyFaultResponder(inner: host.router().buildResponder()))
        case .logError:
          try await serve(
            host, responder: ErrorLineResponder(inner: host.router().buildResponder()))
        case .loseRacingWrite, .dropAcknowledgedWrite, .hangWrites, .evictNothing:
          try await host.application(onServerRunning: announcement).runService()
        }
        group.cancelAll()
      }
    }

    /// Runs an application of `responder`, bound to the host's address, until it is
    /// interrupted.
    private func serve(_ host: WebHost, responder: some HTTPResponder<BasicRequestContext>)
      async throws
    {
      let configuration = host.configuration
      let announcement = self.announcement
      let application = Application(
        responder: responder,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
        onServerRunning: { channel in await announcement(channel.localAddress?.port ?? 0) },
        logger: host.logger)
      try await application.runService()
    }
  }
#endif
