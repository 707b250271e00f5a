#if PostgreSQL
  import Foundation
  import NIOSSL
  public import PostgresNIO

  /// Why a ``PostgresSessionStore`` could not be configured.
  public enum PostgresStoreConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The database URL cannot be used; the reason says which part is wrong (the URL itself is
    /// not repeated: it may hold a password).
    case invalidURL(String)
    /// The table name is not a plain lowercase SQL identifier of at most 55 characters.
    case invalidTableName(String)

    /// A sentence saying what is wrong.
    public var description: String {
      switch self {
      case .invalidURL(let reason):
        "The PostgreSQL URL is invalid: \(reason) (expected "
          + "postgres://user:password@host:port/database, optionally ?sslmode=disable|prefer|require)"
      case .invalidTableName(let name):
        "The table name \"\(name)\" is not a lowercase SQL identifier of at most 55 characters "
          + "(letters a-z, digits and underscores, not starting with a digit)"
      }
    }
  }

  extension PostgresSessionStore {
    /// Reads a client configuration from a URL:
    /// `postgres://user:password@host:port/database?sslmode=disable`.
    ///
    /// The scheme is `postgres` or `postgresql`; the user is required; the password, the port
    /// (5432) and the database (the user's) may be left out; user and password are
    /// percent-decoded. `sslmode` is `disable`, `prefer` (the default: TLS when the server offers
    /// it) or `require`; no other query item is accepted.
    ///
    /// - Throws: ``PostgresStoreConfigurationError/invalidURL(_:)`` saying what is wrong.
    public static func configuration(url: String) throws(PostgresStoreConfigurationError)
      -> PostgresClient.Configuration
    {
      guard let components = URLComponents(string: url), let scheme = components.scheme else {
        throw .invalidURL("it is not a URL")
      }
      guard scheme == "postgres" || scheme == "postgresql" else {
        throw .invalidURL("the scheme is \"\(scheme)\", not postgres or postgresql")
      }
      guard let host = components.host, !host.isEmpty else { throw .invalidURL("no host") }
      guard let user = components.user, !user.isEmpty else { throw .invalidURL("no user") }
      let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : ""
      guard !path.contains("/") else { throw .invalidURL("the path is more than a database name") }
      var configuration = PostgresClient.Configuration(
        host: host, port: components.port ?? 5432, username: user, password: components.password,
        database: path.isEmpty ? nil : path, tls: .disable)
      configuration.tls = try tls(components.queryItems ?? [])
      return configuration
    }

    /// The TLS setting of a URL's query.
    private static func tls(_ items: [URLQueryItem]) throws(PostgresStoreConfigurationError)
      -> PostgresClient.Configuration.TLS
    {
      var mode = "prefer"
      for item in items {
        guard item.name == "sslmode", let value = item.value else {
          throw .invalidURL("unknown query item \"\(item.name)\" (only sslmode is read)")
        }
        mode = value
      }
      switch mode {
      case "disable": return .disable
      case "prefer": return .prefer(.makeClientConfiguration())
      case "require": return .require(.makeClientConfiguration())
      default: throw .invalidURL("sslmode is \"\(mode)\", not disable, prefer or require")
      }
    }
  }
#endif
