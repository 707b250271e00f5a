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

/// One input: the bytes as saved navigation data, restored into a fresh app and into one that
/// shows something. A refusal is a typed `RestorationError` (the signature says so) and
/// changes nothing; data that restores gives a consistent store whose saved data restores
/// again to the same state and the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRestoration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  MainActor.assumeIsolated {
    requireRefusalChangesNothing(bytes)
    let store = NavigationStore(root: FuzzRoot(), leakTracking: false)
    do {
      try store.restore(from: bytes)
    } catch {
      requireInvariants(store, after: "a refused restore")
      if !store.state.isEmpty { fatalError("a refused restore left \(store.state)") }
      return
    }
    requireInvariants(store, after: "restoring \(bytes.count) bytes")
    guard let saved = try? store.snapshotData() else {
      fatalError("a restored state cannot be saved again")
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
    if (try? again.snapshotData()) != saved {
      fatalError("a restored state saves as other bytes than it was restored from")
    }
  }
  return 0
}

/// Restores the bytes into a store that shows a pushed screen: a refusal must leave it as it
/// was; a restore must leave it consistent.
@MainActor
private func requireRefusalChangesNothing(_ bytes: Data) {
  let store = makeFuzzStore()
  let shown = [PathStep(FuzzRoute.home), PathStep(FuzzRoute.search(query: "a", page: 1))]
  guard (try? store.apply(steps: shown)) != nil else {
    fatalError("the fuzz app cannot show a search")
  }
  let before = store.state
  let error: RestorationError
  do {
    try store.restore(from: bytes)
    requireInvariants(store, after: "restoring \(bytes.count) bytes in place")
    return
  } catch let refusal {
    error = refusal
  }
  requireInvariants(store, after: "a refused restore in place (\(error))")
  if store.state != before { fatalError("a refused restore (\(error)) changed the state") }
}
