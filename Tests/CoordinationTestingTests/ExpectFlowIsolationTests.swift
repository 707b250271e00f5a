import CoordinationTesting
import Testing

/// A model type as an app declares it in a module whose default isolation is the main actor:
/// its `Equatable` conformance is isolated to the main actor.
private struct Profile: Sendable, CustomStringConvertible {
  let name: String
  nonisolated var description: String { "Profile(\(name))" }
}

extension Profile: @MainActor Equatable {}

/// `expectFlow(_:returns:)` takes a main-actor app's own result type, whose `Equatable`
/// conformance is isolated to the main actor, without the app changing its model.
@MainActor
@Suite struct ExpectFlowIsolationTests {
  @Test func aResultWithAMainActorEqualityIsExpected() async {
    await expectFlow(
      Task<Profile, any Error> { Profile(name: "ann") }, returns: Profile(name: "ann"))
  }

  @Test func aDifferentResultWithAMainActorEqualityFails() async {
    await withKnownIssue {
      await expectFlow(
        Task<Profile, any Error> { Profile(name: "bob") }, returns: Profile(name: "ann"))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue == "Expected the flow to return Profile(ann), but it returned Profile(bob)."
      }
    }
  }

  @Test func aResultOfAnotherTypeFails() async {
    await withKnownIssue {
      await expectFlow(Task<String, any Error> { "ann" }, returns: Profile(name: "ann"))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue
          == "Expected the flow to return Profile(ann), but it returned \"ann\", a String."
      }
    }
  }
}
