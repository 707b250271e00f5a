import Coordination
import CoordinationTesting
import Testing

/// One store per session, all on the main actor: a web host keeps one store per browser session
/// and serves many sessions at once by interleaving them there. Sessions that navigate in
/// turns, and flows awaited in several sessions at once, never share or disturb each other's
/// navigation.
@Suite struct SessionIsolationTests {
  final class Session {
    let root = LabRootCoordinator()
    let store: NavigationStore

    init() {
      store = NavigationStore(root: root, leakTracking: true)
      store.start()
    }

    /// Navigates, giving way to the other sessions after every step.
    func browse(rounds: Int) async -> (maxChildren: Int, stack: Int, leaks: Int) {
      var maxChildren = 0
      for round in 0..<rounds {
        root.show(.child("r\(round)"))
        await Task.yield()
        root.show(.detail(round))
        maxChildren = max(maxChildren, root.childCount)
        await Task.yield()
        root.popToRoot()
      }
      return (
        maxChildren, store.state.visibleStack?.screens.count ?? 0,
        store.leakTracker?.leaks().count ?? -1
      )
    }

    /// Awaits a flow while other sessions run theirs.
    func logIn(as user: String) async throws -> String {
      let flow = Task { try await root.run(.login, as: String.self) }
      try await store.waitUntil("the login flow") { [root] _ in root.childCount > 0 }
      (root.children.first as? LoginFlow)?.submit(user: user)
      return try await flow.value
    }
  }

  @Test func manySessionsInterleavedOnTheMainActorStayIndependent() async {
    let sessions = (0..<8).map { _ in Session() }
    let results = await withTaskGroup(of: (Int, Int, Int).self) { group in
      for session in sessions {
        group.addTask { await session.browse(rounds: 500) }
      }
      var all: [(Int, Int, Int)] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 8)
    for (maxChildren, stack, leaks) in results {
      #expect(maxChildren == 1)
      #expect(stack == 1)
      #expect(leaks == 0)
    }
  }

  @Test func flowsAwaitedInSeveralSessionsAtOnceResumeWithTheirOwnResults() async throws {
    let sessions = (0..<4).map { _ in Session() }
    let users = try await withThrowingTaskGroup(of: String.self) { group in
      for (index, session) in sessions.enumerated() {
        group.addTask { try await session.logIn(as: "user\(index)") }
      }
      var names: [String] = []
      for try await name in group { names.append(name) }
      return names.sorted()
    }
    #expect(users == ["user0", "user1", "user2", "user3"])
  }
}
