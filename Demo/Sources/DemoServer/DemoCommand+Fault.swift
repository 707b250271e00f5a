#if DEBUG
  import CoordinationWeb
  import CoordinationWebPostgres
  import Hummingbird

  extension DemoCommand {
    /// Runs the server with a fault injected (`--fault`), until it is interrupted.
    ///
    /// With ``DemoFault/foreignPage`` the application is built here, with the fault's
    /// responder in front of the host's router (and without the host's request timeouts and
    /// cleanup job, which a short self-test does not need). A PostgreSQL store that is wrapped,
    /// or not handed to the host's application, is not run as the application's service: its
    /// client runs here, beside the server.
    func serve(_ host: WebHost, store: (any SessionStore)?, fault: DemoFault) async throws {
      let announcement = self.announcement
      try await withThrowingTaskGroup(of: Void.self) { group in
        if fault.isInStore || fault == .foreignPage, let postgres = store as? PostgresSessionStore {
          group.addTask { try await postgres.run() }
        }
        if fault == .foreignPage {
          let configuration = host.configuration
          let application = Application(
            responder: ForeignPageResponder(inner: host.router().buildResponder()),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { channel in await announcement(channel.localAddress?.port ?? 0) },
            logger: host.logger)
          try await application.runService()
        } else {
          try await host.application(onServerRunning: announcement).runService()
        }
        group.cancelAll()
      }
    }
  }
#endif
