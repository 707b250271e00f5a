public import Coordination

#if canImport(Testing)
  public import Testing
#endif

/// Checks that read like the navigation under test. Each returns `nil` when it holds, or a message
/// that says what was expected and what was found; the Swift Testing and XCTest helpers
/// record that message as a failure.
@MainActor
public enum NavigationCheck {
  /// The visible stack shows exactly these routes, bottom first.
  public static func stack(_ store: NavigationStore, is routes: [any NavigationRoute]) -> String? {
    let expected = routes.map { AnyRoute($0) }
    let actual = store.state.visibleStack?.routes ?? []
    guard actual != expected else { return nil }
    return "Expected the stack \(list(expected)), but it is \(list(actual))."
  }

  /// The coordinator tree matches an outline as `NavigationStore.treeDescription` prints it.
  public static func tree(_ store: NavigationStore, is outline: String) -> String? {
    let expected = outline.split(separator: "\n").map { String($0) }.filter {
      !$0.allSatisfy(\.isWhitespace)
    }
    let common = expected.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    let normalized = expected.map { String($0.dropFirst(common)) }.joined(separator: "\n")
    let actual = store.treeDescription
    guard actual != normalized else { return nil }
    return "Expected the coordinator tree\n\(normalized)\nbut it is\n\(actual)"
  }

  /// No finished coordinator and no departed screen model is alive.
  public static func noLeaks(_ store: NavigationStore) -> String? {
    guard let tracker = store.leakTracker else {
      return "Leak tracking is off for this store; create it with leakTracking: true."
    }
    let leaks = tracker.leaks()
    guard !leaks.isEmpty else { return nil }
    return "Leaked:\n" + leaks.map(\.description).joined(separator: "\n")
  }

  /// The headless adapter showed exactly the state after every update.
  public static func consistent(_ platform: HeadlessPlatform) -> String? {
    guard !platform.inconsistencies.isEmpty else { return nil }
    return platform.inconsistencies.joined(separator: "\n")
  }

  /// The structural invariants of a store, one message per violation:
  ///
  /// - every screen's owner is a running coordinator of the tree;
  /// - every running coordinator but the root has a screen or a child;
  /// - parents and children point at each other;
  /// - the state's own structure holds: one root layer first, modal layers and tabs (the root
  ///   layer's too) never empty, selections in range, no identity twice;
  /// - the store's indexes and its bookkeeping of coordinators agree with the state;
  /// - the store's counts agree with the state and the tree.
  public static func invariants(_ store: NavigationStore) -> [String] {
    var problems: [String] = []
    let state = store.state
    var tree: [AnyCoordinator] = []
    if store.root.isActive {
      var queue = [store.root]
      while let node = queue.popLast() {
        tree.append(node)
        for child in node.children {
          if child.parent !== node { problems.append("\(child.name)'s parent is not \(node.name)") }
          if !child.isActive {
            problems.append("\(child.name) is a finished child of \(node.name)")
          }
          queue.append(child)
        }
        if node !== store.root, node.screenCount == 0, node.childCount == 0 {
          problems.append("\(node.name) runs with no screen and no child")
        }
      }
    }
    let live = Set(tree.map(\.id))
    for screen in state.allScreens where !live.contains(screen.owner) {
      problems.append("screen \(screen) is owned by \(screen.owner), which is not running")
    }
    problems.append(contentsOf: state.invariantViolations())
    problems.append(contentsOf: store.invariantViolations())
    if store.screenCount != state.allScreens.count {
      problems.append(
        "the store counts \(store.screenCount) screens, the state shows \(state.allScreens.count)")
    }
    if store.coordinatorCount != tree.count {
      problems.append(
        "the store counts \(store.coordinatorCount) coordinators, the tree has \(tree.count)")
    }
    return problems
  }

  private static func list(_ routes: [AnyRoute]) -> String {
    "[" + routes.map(\.description).joined(separator: ", ") + "]"
  }
}

#if canImport(Testing)
  extension HeadlessPlatform {
    /// Expects the visible stack to show exactly these routes, bottom first.
    public func expectStack(
      _ routes: [any NavigationRoute], sourceLocation: SourceLocation = #_sourceLocation
    ) {
      record(NavigationCheck.stack(store, is: routes), sourceLocation)
    }

    /// Expects the coordinator tree to match an outline (indentation shows nesting):
    ///
    /// ```swift
    /// platform.expectTree("""
    ///   FirstCoordinator [first]
    ///     SecondCoordinator [second, third]
    ///   """)
    /// ```
    public func expectTree(_ outline: String, sourceLocation: SourceLocation = #_sourceLocation) {
      record(NavigationCheck.tree(store, is: outline), sourceLocation)
    }

    /// Expects no finished coordinator and no departed screen model to be alive.
    public func expectNoLeaks(sourceLocation: SourceLocation = #_sourceLocation) {
      record(NavigationCheck.noLeaks(store), sourceLocation)
    }

    /// Expects the headless adapter to have shown exactly the state after every update.
    public func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
      record(NavigationCheck.consistent(self), sourceLocation)
    }

    private func record(_ failure: String?, _ sourceLocation: SourceLocation) {
      if let failure { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
    }
  }

  /// Expects an awaited flow to return `expected`.
  ///
  /// ```swift
  /// let task = Task { try await main.run(.login, as: User.self) }
  /// // The test fills in the login form through the flow's view model, then:
  /// await expectFlow(task, returns: User(name: "ann"))
  /// ```
  ///
  /// The result type may be an app's own model whose `Equatable` conformance is isolated to
  /// the main actor (any type declared in a module whose default isolation is the main
  /// actor): the values are compared on the caller's actor. So `expected` is a type of its
  /// own; a flow that returns a value of another type fails the expectation.
  public func expectFlow<Output: Sendable, Expected: Equatable>(
    _ task: Task<Output, any Error>, returns expected: Expected,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let value: Output
    do {
      value = try await task.value
    } catch {
      Issue.record(
        "Expected the flow to return \(expected), but it threw \(error).",
        sourceLocation: sourceLocation)
      return
    }
    guard let returned = value as? Expected else {
      Issue.record(
        "Expected the flow to return \(expected), but it returned \(value), a \(Output.self).",
        sourceLocation: sourceLocation)
      return
    }
    if returned != expected {
      Issue.record(
        "Expected the flow to return \(expected), but it returned \(value).",
        sourceLocation: sourceLocation)
    }
  }

  /// Expects an awaited flow to be cancelled (the user left it without a result).
  public func expectFlowCancelled<Output: Sendable>(
    _ task: Task<Output, any Error>, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    do {
      let value = try await task.value
      Issue.record(
        "Expected the flow to be cancelled, but it returned \(value).",
        sourceLocation: sourceLocation)
    } catch is FlowCancelled {
    } catch {
      Issue.record(
        "Expected FlowCancelled, but the flow threw \(error).", sourceLocation: sourceLocation)
    }
  }
#endif
