import Coordination
import CoordinationSwiftUI
import Foundation
import SwiftUI
import Testing

/// A root that counts its starts, so a test can tell a restore from a start.
private final class ShelfCoordinator: Coordinator<NotesRoute> {
  private(set) var starts = 0
  override func start() {
    starts += 1
    show(.list)
  }
  override func destination(for route: NotesRoute) -> Destination { .screen(nil) }
}

/// Routes of which one cannot be encoded.
private enum FragileRoute: NavigationRoute {
  case fine
  case unencodable

  func encode(to encoder: any Encoder) throws {
    guard self == .fine else {
      throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "refused"))
    }
    var container = encoder.singleValueContainer()
    try container.encode("fine")
  }

  init(from decoder: any Decoder) throws { self = .fine }
}

private final class FragileCoordinator: Coordinator<FragileRoute> {
  override func start() { show(.fine) }
  override func destination(for route: FragileRoute) -> Destination { .screen(nil) }
}

/// The errors a window's saving reported.
@MainActor private final class Errors {
  var all: [RestorationError] = []
}

/// A window that keeps its navigation in its scene storage.
private struct SavingWindow: View {
  let store: NavigationStore
  let errors: Errors
  @SceneStorage("navigation") private var saved: Data?

  var body: some View {
    NavigationHost(store: store, savingIn: $saved, onError: record) { screen, _ in
      Text(screen.route.description)
    }
  }

  private func record(_ error: RestorationError) { errors.all.append(error) }
}

/// A window that writes data no store can restore under the same key.
private struct DamagingWindow: View {
  @SceneStorage("navigation") private var saved: Data?

  var body: some View {
    Button("Damage") { saved = Data("not navigation".utf8) }
  }
}

@Suite("Navigation kept in scene storage")
struct SavingNavigationTests {
  @Test("A window comes back on the screens it showed, and its root does not start again")
  func relaunch() {
    let shelf = ShelfCoordinator()
    let store = NavigationStore(root: shelf)
    let host = StandInHost(SavingWindow(store: store, errors: Errors()))
    #expect(shelf.starts == 1)
    shelf.show(.page(1))
    shelf.show(.page(2))
    host.render()
    let again = ShelfCoordinator()
    let restored = NavigationStore(root: again)
    let errors = Errors()
    let relaunched = host.standInRelaunched(SavingWindow(store: restored, errors: errors))
    #expect(again.starts == 0)
    #expect(restored.state.description == "root: [list, page(1), page(2)]")
    #expect(relaunched.standInVisibleStackCount == 2)  // the two pages above the list
    #expect(errors.all.isEmpty)
  }

  @Test("Data that cannot be restored is reported, and the window starts anew")
  func damagedData() {
    let host = StandInHost(DamagingWindow())
    #expect(host.standInTap(button: "Damage"))
    let shelf = ShelfCoordinator()
    let store = NavigationStore(root: shelf)
    let errors = Errors()
    _ = host.standInRelaunched(SavingWindow(store: store, errors: errors))
    #expect(shelf.starts == 1)
    #expect(store.state.visibleStack?.routes == [AnyRoute(NotesRoute.list)])
    guard case .corrupt = errors.all.first else {
      Issue.record("not reported as corrupt: \(errors.all)")
      return
    }
    #expect(errors.all.count == 1)
  }

  @Test("A store that has started is shown as it is, not restored over")
  func startedStore() {
    let first = NavigationStore(root: ShelfCoordinator())
    let host = StandInHost(SavingWindow(store: first, errors: Errors()))
    (first.root as? ShelfCoordinator)?.show(.page(1))
    host.render()
    let shelf = ShelfCoordinator()
    let started = NavigationStore(root: shelf)
    started.start()
    shelf.show(.page(7))
    _ = host.standInRelaunched(SavingWindow(store: started, errors: Errors()))
    #expect(started.state.visibleStack?.routes.last == AnyRoute(NotesRoute.page(7)))
  }

  @Test("Navigation that cannot be encoded is reported, and the last saved data is kept")
  func unencodable() throws {
    var saved: Data?
    let place = Binding<Data?>(get: { saved }, set: { saved = $0 })
    let errors = Errors()
    let root = FragileCoordinator()
    let store = NavigationStore(root: root)
    let bindings = StoreBindings(store: store, savingIn: place) { errors.all.append($0) }
    root.show(.fine)
    let lastGood = try #require(saved)
    root.show(.unencodable)
    #expect(saved == lastGood)
    guard case .unencodableRoute = errors.all.first else {
      Issue.record("not reported as unencodable: \(errors.all)")
      return
    }
    #expect(errors.all.count == 1 && bindings.store === store)
  }

  @Test("Every change is written back until the bindings are released")
  func savesUntilReleased() throws {
    var saved: Data?
    let place = Binding<Data?>(get: { saved }, set: { saved = $0 })
    let shelf = ShelfCoordinator()
    let store = NavigationStore(root: shelf)
    var bindings: StoreBindings? = StoreBindings(store: store, savingIn: place)
    #expect(bindings != nil && saved == nil)
    shelf.show(.page(1))
    #expect(saved == (try store.snapshotData()))
    let afterPageOne = saved
    bindings = nil
    shelf.show(.page(2))
    #expect(saved == afterPageOne)
  }
}
