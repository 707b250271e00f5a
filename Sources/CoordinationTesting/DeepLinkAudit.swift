public import Coordination
public import CoordinationLinks

/// Checks that every pattern of a `DeepLinkMap` resolves to a reachable state, so a broken
/// link fails CI instead of users.
///
/// For each registered pattern, each example link is opened in a fresh store rendered by a
/// ``HeadlessPlatform``; the audit fails a pattern that has parameters but no example, an
/// example that another pattern shadows, one that throws, and one after which the adapter
/// and the state disagree, the state breaks an invariant (see ``NavigationCheck/invariants(_:)``:
/// a tab left empty, a coordinator running with nothing to show), or the path's last route is
/// not shown.
///
/// ```swift
/// @Test func everyDeepLinkResolves() {
///   let failures = DeepLinkAudit.failures(of: links) {
///     NavigationStore(root: ApplicationCoordinator(kanjiStorage: storage))
///   }
///   #expect(failures == [])
/// }
/// ```
@MainActor
public enum DeepLinkAudit {
  /// One pattern or example that does not work.
  public struct Failure: Hashable, Sendable, CustomStringConvertible {
    /// The pattern at fault.
    public let pattern: String
    /// The example link, if the failure concerns one.
    public let link: String?
    /// What is wrong.
    public let reason: String

    /// A line for test failures.
    public var description: String {
      "\(pattern)" + (link.map { " (\($0))" } ?? "") + ": \(reason)"
    }
  }

  /// All failures of the map's patterns; empty when every declared link works.
  ///
  /// - Parameters:
  ///   - map: The deep-link map to check.
  ///   - makeStore: Makes a fresh, unstarted store of the app for each example.
  public static func failures(
    of map: DeepLinkMap, makeStore: () -> NavigationStore
  ) -> [Failure] {
    var failures: [Failure] = []
    for entry in map.entries {
      let pattern = entry.pattern.description
      var examples = entry.examples
      if examples.isEmpty {
        guard entry.pattern.parameterNames.isEmpty, entry.pattern.requiredQueryItems.isEmpty,
          let path = try? entry.pattern.segments(filling: [:])
        else {
          failures.append(
            Failure(pattern: pattern, link: nil, reason: "it has parameters but no example"))
          continue
        }
        examples = [path.joined(separator: "/")]
      }
      for example in examples {
        let link = map.url(forExample: example)
        if let reason = problem(opening: link, expecting: entry.pattern, in: map, makeStore) {
          failures.append(Failure(pattern: pattern, link: link, reason: reason))
        }
      }
    }
    return failures
  }

  private static func problem(
    opening link: String, expecting pattern: URLPattern, in map: DeepLinkMap,
    _ makeStore: () -> NavigationStore
  ) -> String? {
    let resolved: (entry: DeepLinkMap.Entry, steps: [PathStep])
    do {
      let url = try DeepLinkURL(string: link, schemes: map.schemes, hosts: map.hosts)
      resolved = try map.resolve(url)
    } catch {
      return "it does not resolve: \(error)"
    }
    guard resolved.entry.pattern == pattern else {
      return "it is matched by the earlier pattern \(resolved.entry.pattern)"
    }
    let platform = HeadlessPlatform(store: makeStore())
    do {
      switch try platform.store.open(link, using: map) {
      case .followed: break
      case .waiting(let reason): return "it waits until the app admits it: \(reason)"
      case .dropped(let reason): return "the app dropped it: \(reason)"
      }
    } catch {
      return "it does not open: \(error)"
    }
    if let inconsistency = platform.inconsistencies.first {
      return "the platform and the state disagree: \(inconsistency)"
    }
    if let broken = NavigationCheck.invariants(platform.store).first {
      return "it leaves a broken state: \(broken)"
    }
    let ignored = platform.events.compactMap { event -> String? in
      if case .ignored(let reason) = event { return reason }
      return nil
    }
    if let first = ignored.first { return "a call was ignored while opening it: \(first)" }
    guard let last = resolved.steps.last?.route else { return "it builds no route" }
    if !isShown(last, in: platform.store) {
      return "its last route \(last) is not shown after opening it"
    }
    return nil
  }

  /// Whether a route is shown as a screen or started a coordinator that is running.
  package static func isShown(_ route: AnyRoute, in store: NavigationStore) -> Bool {
    if store.state.allScreens.contains(where: { $0.route == route }) { return true }
    var queue = [store.root]
    while let node = queue.popLast() {
      if node.route == route, node.isActive { return true }
      queue.append(contentsOf: node.children)
    }
    return false
  }
}
