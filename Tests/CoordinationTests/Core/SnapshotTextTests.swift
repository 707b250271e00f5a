import Testing

@testable import Coordination

/// Saving writes a snapshot's JSON directly and restoring reads it directly, each without the
/// general `Codable` machinery (issue 10: both ran after every change in the web host). These
/// hold the direct paths to the general ones: the same bytes written, and never a value read
/// that `Decodable` would read differently.
@Suite struct SnapshotTextTests {
  @Test func theDirectWriterWritesTheGeneralWritersBytes() throws {
    var random = RandomSnapshots(generator: SplitMix64(seed: 10))
    for index in 0..<500 {
      let snapshot = random.snapshot()
      let written = try snapshot.writtenBothWays()
      #expect(
        written.direct == written.general,
        "snapshot \(index):\n\(String(decoding: written.direct, as: UTF8.self))\n\(String(decoding: written.general, as: UTF8.self))"
      )
    }
  }

  @Test func theDirectReaderReadsWhatWasWrittenAsDecodableDoes() throws {
    var random = RandomSnapshots(generator: SplitMix64(seed: 11), readable: true)
    for index in 0..<500 {
      let snapshot = random.snapshot()
      let read = try #require(NavigationSnapshot.readBothWays(snapshot.writtenBothWays().direct))
      #expect(read.direct == snapshot, "snapshot \(index)")
      #expect(read.decoded == snapshot, "snapshot \(index)")
    }
  }

  /// Damaged data: a field removed, given another type, set to `null`, or an extra one. The
  /// direct reader may refuse more than `Decodable` (which then reads or explains), but what
  /// it reads must be what `Decodable` reads.
  @Test func theDirectReaderNeverReadsWhatDecodableReadsDifferently() throws {
    var random = RandomSnapshots(generator: SplitMix64(seed: 12), readable: true)
    var refusedByBoth = 0
    var readByBoth = 0
    for index in 0..<2_000 {
      let original = try JSONTextParser.parse(random.snapshot().writtenBothWays().direct)
      let damaged = random.damage(original)
      let read = try #require(NavigationSnapshot.readBothWays(JSONTextWriter.write(damaged)))
      if let direct = read.direct {
        #expect(read.decoded == direct, "damaged snapshot \(index): \(damaged)")
        readByBoth += 1
      } else if read.decoded == nil {
        refusedByBoth += 1
      }
    }
    // Both outcomes must occur, or the damage tells nothing.
    #expect(refusedByBoth > 200)
    #expect(readByBoth > 200)
  }

  @Test func aScreenWhoseRouteIsNullIsLeftToDecodable() throws {
    let text =
      #"{"coordinators":[],"layers":[{"isTabbed":false,"selectedIndex":0,"stacks":[{"screens":[{"isInitial":false,"owner":0,"route":null}]}],"style":"root"}],"version":1}"#
    let read = try #require(NavigationSnapshot.readBothWays(Array(text.utf8)))
    #expect(read.direct == nil)
    #expect(read.decoded?.layers.first?.stacks.first?.screens.first?.route == .null)
  }
}
