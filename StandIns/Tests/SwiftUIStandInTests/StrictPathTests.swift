import SwiftUI
import Testing

/// A path held by a test, whose setter may refuse what SwiftUI writes and "put it back" (keep
/// returning the old value), as an adapter that undoes a refused back would.
final class GuardedPath {
  var path: [Int]
  var refusesWrites = false
  var hidesBack = false
  var writesSeen: [[Int]] = []

  init(_ path: [Int]) { self.path = path }

  var binding: Binding<[Int]> {
    Binding(
      get: { self.path },
      set: { newValue in
        self.writesSeen.append(newValue)
        if !self.refusesWrites { self.path = newValue }
      })
  }
}

struct GuardedStack: View {
  let model: GuardedPath

  var body: some View {
    NavigationStack(path: model.binding) {
      Text("Root")
        .navigationDestination(for: Int.self) { number in
          Text("Page \(number)")
            .navigationBarBackButtonHidden(model.hidesBack)
            .toolbar {
              if model.hidesBack {
                Button("Own back") { model.path.removeLast() }
              }
            }
        }
    }
  }
}

@Suite("Strict navigation paths")
struct StrictPathTests {
  @Test("Reread: a write the binding puts back is seen, the stack shows the binding")
  func rereadSeesPutBack() {
    let model = GuardedPath([1, 2])
    model.refusesWrites = true
    let host = StandInHost(GuardedStack(model: model))
    #expect(host.standInTapBack())
    #expect(model.writesSeen == [[1]])
    #expect(host.standInVisibleStackCount == 2)
    #expect(host.standInTexts == ["Page 2"])
  }

  @Test("Kept as written: a write the binding puts back is not seen")
  func keptAsWrittenIgnoresPutBack() {
    let model = GuardedPath([1, 2])
    model.refusesWrites = true
    let host = StandInHost(
      GuardedStack(model: model), behavior: StandInSwiftUIBehavior(pathAfterWrite: .keptAsWritten))
    #expect(host.standInTapBack())
    #expect(host.standInVisibleStackCount == 1)
    #expect(host.standInTexts == ["Page 1"])
    // A later change of the binding's value is read again.
    model.path = [1, 2, 3]
    host.render()
    #expect(host.standInVisibleStackCount == 3)
  }

  @Test("Kept as written changes nothing when the binding takes the write")
  func keptAsWrittenAcceptedWrite() {
    let model = GuardedPath([1, 2])
    let host = StandInHost(
      GuardedStack(model: model), behavior: StandInSwiftUIBehavior(pathAfterWrite: .keptAsWritten))
    #expect(host.standInTapBack())
    #expect(host.standInVisibleStackCount == 1)
    model.path = [1, 5]
    host.render()
    #expect(host.standInTexts == ["Page 5"])
  }

  @Test("Dropped: a push read during the user's pop is dropped and logged")
  func pushDuringPopIsDropped() {
    let model = GuardedPath([1, 2])
    model.refusesWrites = true
    let host = StandInHost(
      GuardedStack(model: model), behavior: StandInSwiftUIBehavior(pushDuringPop: .dropped))
    #expect(host.standInTapBack())
    #expect(host.standInVisibleStackCount == 1)
    #expect(host.problems.contains { $0.hasSuffix("the navigation stack will not be updated.") })
    // Nothing re-reads the same value: the stack stays where the pop left it.
    host.render()
    #expect(host.standInVisibleStackCount == 1)
    #expect(model.path == [1, 2])
  }

  @Test("Dropped: a push made after the pop has ended is shown")
  func pushAfterPopIsShown() {
    let model = GuardedPath([1, 2])
    let host = StandInHost(
      GuardedStack(model: model), behavior: StandInSwiftUIBehavior(pushDuringPop: .dropped))
    #expect(host.standInTapBack())
    model.path.append(7)
    host.render()
    #expect(host.standInVisibleStackCount == 2)
    #expect(host.problems.isEmpty)
  }

  @Test("A hidden back button takes its menu and the swipe with it; the toolbar's button works")
  func hiddenBackButton() {
    let model = GuardedPath([1, 2])
    model.hidesBack = true
    let host = StandInHost(GuardedStack(model: model))
    #expect(!host.standInTapBack())
    #expect(!host.standInPopFromBackMenu(toCount: 0))
    #expect(!host.standInSwipeBack(completing: true))
    #expect(host.writes.isEmpty)
    #expect(host.standInButtonTitles == ["Own back"])
    #expect(host.standInTap(button: "Own back"))
    #expect(host.standInVisibleStackCount == 1)
  }
}
