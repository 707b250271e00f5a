import Coordination
import Foundation

/// The seed inputs: what the app saves in a few states (a pushed screen, a child flow, tabs
/// with the second selected, a presented sheet).
@_cdecl("LLVMFuzzerInitialize")
public func initializeRestoration(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> CInt {
  writeSeedsIfAsked {
    MainActor.assumeIsolated {
      let paths: [[PathStep]] = [
        [PathStep(FuzzRoute.home), PathStep(FuzzRoute.movie(id: 9))],
        [PathStep(FuzzRoute.home), PathStep(FuzzRoute.flow), PathStep(FuzzChildRoute.page(2))],
        [PathStep(FuzzRoute.home), PathStep(FuzzRoute.tabs), PathStep(FuzzTab.two)],
        [
          PathStep(FuzzRoute.home), PathStep(FuzzRoute.search(query: "sun", page: 1)),
          PathStep(
            FuzzRoute.settings(FuzzOptions(name: "a \"b\"", flags: [true, false])),
            presentation: .sheet),
        ],
      ]
      return paths.map { path in
        let store = makeFuzzStore()
        do {
          try store.apply(steps: path)
          return try store.snapshotData()
        } catch {
          fatalError("seed \(path) fails: \(error)")
        }
      }
    }
  }
  return 0
}

/// One input: the bytes as saved navigation data, restored into a fresh app. A refusal is a
/// typed error and leaves a consistent store; data that restores must save and restore again
/// to the same state.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRestoration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  // Restoring reads the data directly first; it must never read what `Decodable` reads
  // differently (it may refuse more, and `Decodable` then reads or explains).
  if let read = NavigationSnapshot.readBothWays(Array(bytes)), let direct = read.direct,
    read.decoded != direct
  {
    fatalError("the direct reader read \(direct), Decodable \(String(describing: read.decoded))")
  }
  if !NavigationSnapshot.tapeReadsAsTheParser(Array(bytes)) {
    fatalError("the tape and the JSON parser read the data differently")
  }
  MainActor.assumeIsolated {
    requireDirectRestoreAgrees(bytes)
    let store = NavigationStore(root: FuzzRoot(), leakTracking: false)
    do {
      try store.restore(from: bytes)
    } catch {
      requireInvariants(store, after: "a refused restore")
      return
    }
    requireInvariants(store, after: "restoring \(bytes.count) bytes")
    guard let saved = try? store.snapshotData(), let snapshot = try? store.snapshot() else {
      fatalError("a restored state cannot be saved again")
    }
    // Saving writes the text directly; it must be the general encoder's bytes.
    guard let written = try? snapshot.writtenBothWays(), written.direct == written.general else {
      fatalError("the direct writer and the general one disagree on \(snapshot)")
    }
    // And the store's own saving writes routes straight to text: the same bytes again.
    let stored = store.snapshotDataBothWays()
    guard stored.direct == stored.general, stored.direct == Array(saved) else {
      fatalError("snapshotData() and the general encoder disagree on \(snapshot)")
    }
    let again = NavigationStore(root: FuzzRoot(), leakTracking: false)
    do {
      try again.restore(from: saved)
    } catch {
      fatalError("what the store saved does not restore: \(error)")
    }
    if again.state.description != store.state.description {
      fatalError("restore, save, restore changed the state")
    }
  }
  return 0
}

/// The direct restore (a tape, routes decoded in place) must restore what the general one
/// restores (the same state, saved as the same bytes) or refuse what it refuses, or decline.
@MainActor
private func requireDirectRestoreAgrees(_ bytes: Data) {
  let direct = NavigationStore(root: FuzzRoot(), leakTracking: false)
  let general = NavigationStore(root: FuzzRoot(), leakTracking: false)
  let generalError: RestorationError?
  do {
    try general.restoreGenerally(from: bytes)
    generalError = nil
  } catch {
    generalError = error
  }
  do {
    guard try direct.restoreDirectly(from: bytes) else { return }
  } catch {
    if generalError == nil { fatalError("refused directly, restored the general way: \(error)") }
    return
  }
  if let generalError { fatalError("restored directly, refused the general way: \(generalError)") }
  if general.state != direct.state || (try? general.snapshotData()) != (try? direct.snapshotData())
  {
    fatalError("the direct and the general restore disagree:\n\(direct.state)\n\(general.state)")
  }
}
