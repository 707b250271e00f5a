#if PostgreSQL
  import CoordinationWebPostgres
  import Testing

  /// Reading a PostgreSQL URL and checking a table name, with no server.
  @Suite("PostgreSQL store configuration")
  struct PostgresConfigurationTests {
    @Test("a full URL gives host, port, user, password, database and TLS")
    func fullURL() throws {
      let configuration = try PostgresSessionStore.configuration(
        url: "postgres://app%40host:p%2Fss@db.example:6543/sessions?sslmode=disable")
      #expect(configuration.host == "db.example")
      #expect(configuration.port == 6543)
      #expect(configuration.username == "app@host")
      #expect(configuration.password == "p/ss")
      #expect(configuration.database == "sessions")
    }

    @Test("the port, password and database may be left out")
    func shortURL() throws {
      let configuration = try PostgresSessionStore.configuration(url: "postgresql://app@127.0.0.1")
      #expect(configuration.port == 5432)
      #expect(configuration.password == nil)
      #expect(configuration.database == nil)
    }

    @Test(
      "a malformed URL is a clear error, never a crash",
      arguments: [
        "", "not a url", "http://app@host/db", "postgres://host/db", "postgres://app@/db",
        "postgres://app@host/db/extra", "postgres://app@host/db?sslmode=maybe",
        "postgres://app@host/db?timeout=3",
      ])
    func malformedURL(url: String) {
      #expect(throws: PostgresStoreConfigurationError.self) {
        _ = try PostgresSessionStore.configuration(url: url)
      }
    }

    @Test(
      "a table name must be a plain lowercase identifier",
      arguments: [
        "", "1sessions", "Sessions", "sessions; DROP TABLE x", "\"quoted\"", "a-b",
        String(repeating: "s", count: 56),
      ])
    func invalidTableName(name: String) {
      #expect(throws: PostgresStoreConfigurationError.invalidTableName(name)) {
        _ = try PostgresSessionStore(url: "postgres://app@127.0.0.1/db", table: name)
      }
    }

    @Test("a plain identifier is accepted as the table name")
    func validTableName() throws {
      let store = try PostgresSessionStore(
        url: "postgres://app@127.0.0.1/db", table: "web_sessions_2")
      #expect(store.table == "web_sessions_2")
    }
  }
#endif
