#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension NavigationSnapshot {
  /// The snapshot as JSON data, as ``NavigationStore/snapshotData()`` saves it: `JSONEncoder`'s
  /// compact UTF-8, keys sorted and slashes unescaped, so the same navigation always gives the
  /// same bytes. Each route and state is a string holding its own JSON text (``EncodedValue``).
  ///
  /// - Throws: ``RestorationError/unencodableRoute(route:reason:)`` naming `(snapshot)` when a
  ///   number of the snapshot itself cannot be written (a sheet detent that is not finite).
  /// - Complexity: O(*n*) in the size of the snapshot.
  public func jsonData() throws(RestorationError) -> Data {
    do {
      return try Self.encoder.encode(self)
    } catch {
      throw .unencodableRoute(route: "(snapshot)", reason: "\(error)")
    }
  }

  /// Reads a snapshot from JSON data, such as ``jsonData()`` writes, with `JSONDecoder`.
  ///
  /// Keys may come in any order and with any whitespace; fields left out that the format
  /// makes optional read as absent. The routes are not decoded here (they stay text until a
  /// restore hands each to its coordinator), so no app type is needed.
  ///
  /// - Throws: ``RestorationError/unsupportedVersion(found:supported:)`` for data of another
  ///   format version, ``RestorationError/corrupt(_:)`` for anything else that is not a
  ///   snapshot (truncated, not JSON, of the wrong shape), with the reason.
  /// - Complexity: O(*n*) in the length of the data.
  public init(jsonData data: Data) throws(RestorationError) {
    do {
      self = try Self.decoder.decode(NavigationSnapshot.self, from: data)
    } catch {
      // Another version's data may not have this version's shape: its version says why.
      struct VersionProbe: Decodable { let version: Int }
      let found = try? Self.decoder.decode(VersionProbe.self, from: data).version
      guard let found, !Self.readableVersions.contains(found) else {
        throw .corrupt("\(error)")
      }
      throw .unsupportedVersion(found: found, supported: Self.formatVersion)
    }
    guard Self.readableVersions.contains(version) else {
      throw .unsupportedVersion(found: version, supported: Self.formatVersion)
    }
  }

  /// The coders of snapshots and of their routes and states: one format everywhere. Both are
  /// `Sendable` and never changed after this, so every save and restore shares them.
  static let encoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
  static let decoder = JSONDecoder()
}
