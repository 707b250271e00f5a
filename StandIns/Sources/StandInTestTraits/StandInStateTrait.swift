import Testing

/// A trait for tests that use the stand-ins' process-wide state: no two tests with this trait
/// run at the same time, in any suite or test target of the process.
///
/// The stand-ins keep state for the whole process, as UIKit does: the transitions in flight, the
/// console warnings, the behaviour switches (`StandInBehavior`) and the log. A test that
/// resets them, sets a switch, or awaits while a transition is in flight would be changed by
/// another test running beside it. Swift Testing's `.serialized` orders the tests of one suite
/// only: the suites of the other test targets, built into the same test process by `swift test`,
/// would still run in parallel with them. This trait makes each test (each case of a
/// parameterized test) wait for the others that carry it, so a plain `swift test` needs no
/// `--no-parallel`; tests without it still run in parallel.
///
/// Put it on a suite, and it applies to every test of that suite and of the suites nested in it:
///
///     @Suite(.usesStandInState)
///     struct DriverTests { … }
public struct StandInStateTrait: TestTrait, SuiteTrait, TestScoping {
  /// Applies to the tests of nested suites too.
  public var isRecursive: Bool { true }

  /// Scopes each test case, never a whole suite: a suite holding the turn would keep its own
  /// tests waiting for it.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    test.isSuite || testCase == nil ? nil : self
  }

  /// Runs the test case once no other test with this trait runs.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    await StandInTurns.shared.take()
    do {
      try await function()
    } catch {
      await StandInTurns.shared.pass()
      throw error
    }
    await StandInTurns.shared.pass()
  }
}

extension Trait where Self == StandInStateTrait {
  /// The test uses the stand-ins' process-wide state, so runs while no other such test does.
  public static var usesStandInState: Self { Self() }
}

/// One turn at a time: the tests that carry ``StandInStateTrait`` wait here, first come first
/// served.
actor StandInTurns {
  /// The turns of this test process.
  static let shared = StandInTurns()

  /// Whether a test has the turn.
  private var taken = false
  /// The tests waiting for the turn, oldest first.
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Returns once the caller has the turn.
  func take() async {
    guard taken else {
      taken = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Gives the turn to the oldest waiting test, or frees it.
  func pass() {
    if waiting.isEmpty {
      taken = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
