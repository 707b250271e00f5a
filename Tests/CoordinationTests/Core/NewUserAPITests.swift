import Coordination
import CoordinationTesting
import Testing

/// What a new user reaches for first: children of a type, a flow's result type inferred from
/// the call site, a snapshot built by hand in a test.
@Suite struct NewUserAPITests {
  @Test func childrenOfATypeAreFoundWithoutCasts() {
    let (root, platform) = makeLab()
    root.show(.child("a"))
    root.present(.login)
    root.show(.child("b"))
    #expect(root.children(ofType: ChildCoordinator.self).map(\.label) == ["a", "b"])
    #expect(root.children(ofType: LoginFlow.self).count == 1)
    #expect(root.children(ofType: LabTabs.self).isEmpty)
    platform.expectConsistent()
  }

  @Test func aFlowsResultTypeIsInferredFromTheCallSite() async throws {
    let (root, platform) = makeLab()
    let task = Task {
      let user: String = try await root.run(.login, presentation: .sheet)
      return user
    }
    try await platform.store.waitUntil("the login flow") { _ in
      !root.children(ofType: LoginFlow.self).isEmpty
    }
    try #require(root.children(ofType: LoginFlow.self).first).submit(user: "ada")
    #expect(try await task.value == "ada")

    var delivered: Result<String, any Error>?
    root.run(.login) { (result: Result<String, any Error>) in delivered = result }
    root.children(ofType: LoginFlow.self).first?.submit(user: "bob")
    #expect(try delivered?.get() == "bob")
    platform.expectConsistent()
  }

  @Test func aSnapshotBuiltByHandRestores() throws {
    let (_, platform) = makeLab()
    let store = platform.store
    let root = String(reflecting: LabRootCoordinator.self)
    let child = String(reflecting: ChildCoordinator.self)
    let stack = NavigationSnapshot.StackReference(layer: 0, stack: 0)
    let snapshot = NavigationSnapshot(
      coordinators: [
        .init(parent: nil, type: root, route: nil, host: stack, current: stack),
        .init(
          parent: 0, type: child, route: try .init(encoding: LabRoute.child("hand")),
          host: stack, current: stack),
      ],
      layers: [
        .init(
          style: .root,
          stacks: [
            .init(screens: [
              .init(owner: 0, route: try .init(encoding: LabRoute.home), isInitial: true),
              .init(owner: 1, route: try .init(encoding: ChildRoute.page(0)), isInitial: true),
              .init(owner: 1, route: try .init(encoding: ChildRoute.page(4))),
            ])
          ])
      ])
    try store.restore(from: snapshot)
    #expect(store.state.description == "root: [home, page(0), page(4)]")
    #expect(store.root.children(ofType: ChildCoordinator.self).map(\.label) == ["hand"])
    // Saved again, it is the same but for the screen identities the store gave the screens,
    // and its version: with no link waiting, the store writes version 2, which older builds
    // read too.
    var saved = try store.snapshot()
    saved.editScreens { $0.id = nil }
    #expect(saved.version == 2)
    saved.version = snapshot.version
    #expect(saved == snapshot)
    #expect(NavigationCheck.invariants(store) == [])
    platform.expectConsistent()
  }
}
