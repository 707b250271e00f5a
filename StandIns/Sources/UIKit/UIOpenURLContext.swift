import Foundation

/// A URL to open, as UIKit hands it to a scene.
@MainActor
open class UIOpenURLContext: Hashable {
  /// The URL.
  public let url: URL

  init(url: URL) { self.url = url }

  /// Makes a context for a URL, as the system would. Stand-in-only.
  public static func standInMake(url: URL) -> UIOpenURLContext { UIOpenURLContext(url: url) }

  /// Identity, as `NSObject` compares.
  nonisolated public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool {
    lhs === rhs
  }

  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
