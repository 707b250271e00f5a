public import Coordination

/// The opt-in navigation inspector of a ``WebHost``: each page shows the session's navigation
/// picture beside the app, ``path`` shows it with the session's timeline of updates, and
/// ``journeyPath`` downloads the session's journey, every input since the session began on this
/// host, for a test to replay.
///
/// The server draws nothing itself: `picture` draws a session's store as an SVG element (the
/// `CoordinationTesting` module's `NavigationPictureSVG` does), so the web adapter links no test
/// module. Off unless the server's configuration has one:
///
/// ```swift
/// import CoordinationTesting
///
/// let inspector = WebInspector(describe: EventFormatter.line(for:)) { store, updates in
///   NavigationPictureSVG.render(NavigationPicture(store: store, recent: updates))
/// }
/// let host = WebHost(app: app, configuration: .init(inspector: inspector))
/// ```
///
/// It shows a session's coordinators, routes and history to whoever holds its cookie, and only
/// that session's. Serve it on a loopback address only (see ``isLoopback(host:)``).
public struct WebInspector: Sendable {
  /// The inspector page's path, reserved like the server's other `/_/` paths.
  public static let path = "/_/inspector"
  /// The path of the session's journey, as a JSON download (CoordinationJourneys' `Journey`):
  /// what a bug report carries, and what CoordinationTesting replays.
  public static let journeyPath = "/_/inspector/journey.json"

  /// The most updates each session's timeline keeps; older ones are dropped.
  public var timelineCapacity: Int
  /// The most steps each session's journey keeps (a full journey begins again half way).
  public var journeyCapacity: Int
  /// Writes an event as one line of the timeline.
  public var describe: @Sendable (NavigationEvent) -> String
  /// Draws a store, with its recent updates (oldest first), as an `<svg>` element. Its output
  /// is inserted in pages as it is: it must escape what it draws.
  public var picture: @MainActor @Sendable (NavigationStore, [NavigationUpdate]) -> String

  /// Creates an inspector.
  ///
  /// - Parameters:
  ///   - timelineCapacity: The most updates each session keeps (at least 1).
  ///   - journeyCapacity: The most steps each session's journey keeps (at least 2).
  ///   - describe: Writes an event as one line, such as `pushed detail onto k1 (user)`.
  ///   - picture: Draws a store and its recent updates as an `<svg>` element.
  public init(
    timelineCapacity: Int = 50, journeyCapacity: Int = 500,
    describe: @escaping @Sendable (NavigationEvent) -> String,
    picture: @escaping @MainActor @Sendable (NavigationStore, [NavigationUpdate]) -> String
  ) {
    precondition(timelineCapacity >= 1, "a timeline keeps at least one update")
    precondition(journeyCapacity >= 2, "a journey keeps at least two steps")
    self.timelineCapacity = timelineCapacity
    self.journeyCapacity = journeyCapacity
    self.describe = describe
    self.picture = picture
  }

  /// Whether a bind address reaches this machine only: `localhost`, `::1` or an address in
  /// `127.0.0.0/8`. An inspector on any other address would show sessions' navigation to
  /// the network.
  public static func isLoopback(host: String) -> Bool {
    let name = host.lowercased()
    if name == "localhost" || name == "::1" || name == "[::1]" { return true }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == "127" else { return false }
    return parts.allSatisfy { part in
      !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && UInt8(part) != nil
    }
  }
}
