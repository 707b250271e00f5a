import Coordination
import CoordinationLinks
import PropertyBased
import Testing

/// The router's choice, checked against its rules for random scenes.
@Suite struct SceneRouterPropertyTests {
  static let showings: [PathShowing] = [.notShown, .underneath, .exactly]

  /// A scene from a number: how much of the link it shows and whether it is active.
  static func scene(_ index: Int, _ number: Int) -> SceneCandidate<Int> {
    SceneCandidate(id: index, showing: showings[number % 3], isActive: number / 3 == 1)
  }

  @Test func theChoiceFollowsTheRules() async {
    let input = zip(Gen.int(in: 0...5).array(of: 0...6), Gen.bool)
    await checkProperty(count: 500, input: input) { numbers, allowsNew in
      let scenes = numbers.enumerated().map { Self.scene($0.offset, $0.element) }
      let choice = SceneRouter(allowsNewScenes: allowsNew).scene(among: scenes)
      let showing = scenes.filter { $0.showing != .notShown }
      let exact = showing.filter { $0.showing == .exactly }
      switch choice {
      case .showing(let id)?:
        let chosen = scenes[id]
        #expect(chosen.showing == .exactly || exact.isEmpty, "an exact scene was passed over")
        let peers = chosen.showing == .exactly ? exact : showing
        #expect(
          chosen.isActive || !peers.contains(where: \.isActive), "an active peer was passed over")
        #expect(
          peers.first { $0.isActive == chosen.isActive }?.id == id, "not the first of its rank")
      case .active(let id)?:
        #expect(showing.isEmpty)
        #expect(scenes.first(where: \.isActive)?.id == id)
      case .newScene?:
        #expect(showing.isEmpty && !scenes.contains(where: \.isActive) && allowsNew)
      case .mostRecent(let id)?:
        #expect(showing.isEmpty && !scenes.contains(where: \.isActive) && !allowsNew && id == 0)
      case nil:
        #expect(scenes.isEmpty && !allowsNew)
      }
      #expect(choice?.scene == nil || scenes.contains { $0.id == choice?.scene })
    }
  }
}
