import Foundation
import PropertyBased
import Testing

/// `checkProperty` fails a property whose body throws, where `propertyCheck` alone lets it
/// pass: each test runs a property that throws for half its inputs and reads the issues it
/// recorded.
@Suite struct CheckPropertyTests {
  /// The error the properties throw, with the input that made them throw.
  nonisolated struct Thrown: Error, Equatable {
    let input: Int
  }

  /// The issues a block recorded, collected by `withKnownIssue`'s matcher (which may run on
  /// any thread).
  nonisolated final class RecordedIssues: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [Issue] = []

    /// Adds one issue; always true, so that `withKnownIssue` takes every issue as known.
    func add(_ issue: Issue) -> Bool {
      lock.withLock { issues.append(issue) }
      return true
    }

    /// The errors recorded as issues, in order.
    var errors: [Thrown] { lock.withLock { issues.compactMap { $0.error as? Thrown } } }

    /// The comments of every issue, joined.
    var text: String {
      lock.withLock { issues.flatMap(\.comments).map(\.rawValue).joined(separator: "\n") }
    }
  }

  @Test(.shrinking) func aThrowingBodyFailsAndShrinksToTheSmallestThrowingInput() async {
    let recorded = RecordedIssues()
    await withKnownIssue {
      await checkProperty(count: 100, input: Gen.int(in: 0...1_000)) { value in
        try Self.failAbove499(value)
      }
    } matching: {
      recorded.add($0)
    }
    // Each input the shrinker tries throws a smaller error, down to the smallest input that
    // throws; the last run records that one's.
    let inputs = recorded.errors.map(\.input)
    #expect(inputs.last == 500)
    #expect(inputs.allSatisfy { $0 >= 500 })
    #expect(inputs == inputs.sorted(by: >))
    #expect(recorded.text.contains("Failure occured with input 500."))
    #expect(recorded.text.contains("The property's body threw"))
  }

  @Test(.shrinking(false)) func aThrowingBodyFailsWithoutShrinking() async {
    let recorded = RecordedIssues()
    await withKnownIssue {
      await checkProperty(count: 100, input: Gen.int(in: 0...1_000)) { value in
        try Self.failAbove499(value)
      }
    } matching: {
      recorded.add($0)
    }
    let thrown = recorded.errors
    #expect(thrown.count == 1)
    #expect(thrown.allSatisfy { $0.input >= 500 })
    #expect(recorded.text.contains("Failure occured with input \(thrown.first?.input ?? -1)."))
  }

  /// The reason for `checkProperty`: the library drops what a body throws. Should a release
  /// fix that, this test fails, and `checkProperty` can go.
  @Test func theLibraryAloneLetsAThrowingBodyPass() async {
    let recorded = RecordedIssues()
    await withKnownIssue(isIntermittent: true) {
      await propertyCheck(count: 100, input: Gen.int(in: 0...1_000)) { value in
        if value >= 500 { throw Thrown(input: value) }  // check-property-bodies: allow
      }
    } matching: {
      recorded.add($0)
    }
    #expect(recorded.errors.isEmpty)
    #expect(recorded.text.isEmpty)
  }

  @Test func aBodyThatNeitherThrowsNorFailsPasses() async {
    var inputs = 0
    await checkProperty(count: 50, input: Gen.int(in: 0...499)) { value in
      inputs += 1
      try Self.failAbove499(value)
    }
    #expect(inputs == 50)
  }

  private static func failAbove499(_ value: Int) throws {
    if value >= 500 { throw Thrown(input: value) }
  }
}
