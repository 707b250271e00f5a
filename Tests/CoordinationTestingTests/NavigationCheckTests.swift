import Coordination
import CoordinationTesting
import Testing

/// The checks behind the expectation helpers say what was expected and what was found.
@Suite struct NavigationCheckTests {
  @Test func stackCheckPassesAndFailsWithBothSides() {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    root.show(.next)
    #expect(NavigationCheck.stack(platform.store, is: [SheetRoute.base, SheetRoute.next]) == nil)
    #expect(
      NavigationCheck.stack(platform.store, is: [SheetRoute.base])
        == "Expected the stack [base], but it is [base, next].")
  }

  @Test func treeCheckIgnoresCommonIndentationAndBlankLines() {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    root.show(.next)
    let outline = """

          SheetCoordinator [base, next]

      """
    #expect(NavigationCheck.tree(platform.store, is: outline) == nil)
    let failure = NavigationCheck.tree(platform.store, is: "SheetCoordinator [base]")
    #expect(failure?.contains("but it is\nSheetCoordinator [base, next]") == true)
  }

  @Test func leakCheckNeedsTrackingAndReportsWhatIsAlive() throws {
    let untracked = NavigationStore(root: SheetCoordinator(), leakTracking: false)
    #expect(NavigationCheck.noLeaks(untracked)?.contains("Leak tracking is off") == true)

    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    #expect(NavigationCheck.noLeaks(platform.store) == nil)
    root.finish()
    let failure = try #require(NavigationCheck.noLeaks(platform.store))
    #expect(failure.contains("coordinator SheetCoordinator"))
  }

  @Test func invariantsHoldForAHealthyStore() {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    root.show(.next)
    root.present(.sheet)
    #expect(NavigationCheck.invariants(platform.store) == [])
    #expect(NavigationCheck.consistent(platform) == nil)
  }

  @Test func eventLinesNameWhatHappenedAndWhy() throws {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    root.show(.next)
    try platform.tapBack()
    let lines = platform.events.map(EventFormatter.line(for:))
    #expect(lines.first?.hasPrefix("started SheetCoordinator") == true)
    #expect(lines.contains { $0.hasPrefix("pushed next onto") && $0.hasSuffix("(code)") })
    #expect(lines.contains { $0.hasPrefix("popped [next] from") && $0.hasSuffix("(user)") })
  }
}
