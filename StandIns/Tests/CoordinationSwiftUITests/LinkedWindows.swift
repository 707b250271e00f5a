import Coordination
import CoordinationLinks
import CoordinationSwiftUI
import Foundation
import SwiftUI
import Testing

// A small multi-window app for the window router's tests: each window of a data-presenting
// window group shows its own notes, restores them from its scene storage, and joins the router.

enum NoteLinkRoute: NavigationRoute {
  case list
  case note(Int)
}

final class NoteLinkCoordinator: Coordinator<NoteLinkRoute> {
  /// The app's gate: links wait while it is closed.
  let gate: LinkGate

  init(gate: LinkGate) { self.gate = gate }

  override func start() { show(.list) }
  override func destination(for route: NoteLinkRoute) -> Destination { .screen(nil) }
  override func admission(of path: [PathStep]) -> PathAdmission {
    gate.isClosed ? .wait(reason: "the gate is closed") : .follow
  }
}

/// Whether an app's links wait (a sign-in not yet made, say); open unless a test closes it.
@MainActor final class LinkGate {
  var isClosed = false
}

/// What the windows did, for the tests to read: each window's store, and what it showed when
/// it restored (before it joined the router).
@MainActor final class WindowLog {
  var stores: [String: NavigationStore] = [:]
  var pathsAtRestore: [String: [PathStep]] = [:]
  /// How many times each window restored its navigation.
  var restores: [String: Int] = [:]
  /// Whether the windows' content is covered (taken off screen, as by a full-screen cover).
  var isCovered = false
  /// The gate of every window's coordinator.
  let gate = LinkGate()
}

/// One window: its own store, restored from its scene storage before its bindings are made
/// (bindings start a store), joined to the router.
struct LinkedNotesWindow: View {
  let id: String
  let router: WindowRouter<String>
  let log: WindowLog
  @State private var store: NavigationStore
  @State private var bindings: StoreBindings?
  @SceneStorage("navigation") private var saved: Data?

  init(id: String, router: WindowRouter<String>, log: WindowLog) {
    self.id = id
    self.router = router
    self.log = log
    _store = State(initialValue: NavigationStore(root: NoteLinkCoordinator(gate: log.gate)))
  }

  var body: some View {
    if log.isCovered {
      Text("covered")
    } else {
      Group {
        if let bindings {
          NavigationHost(bindings: bindings) { screen, _ in Text("\(screen.route)") }
        } else {
          Text("restoring")
        }
      }
      .routesLinks(with: router, window: id, store: store) { restore() }
    }
  }

  /// Makes the bindings, which restore the navigation from the scene storage and save it
  /// after every change.
  private func restore() {
    log.restores[id, default: 0] += 1
    bindings = StoreBindings(store: store, savingIn: $saved)
    log.stores[id] = store
    log.pathsAtRestore[id] = store.currentPath
  }
}

/// The app: a router, and a window group whose value names each window.
@MainActor struct LinkedNotesApp {
  static let links: DeepLinkMap = {
    var links = DeepLinkMap(schemes: ["notes"])
    try? links.register("note/:id") { parameters in
      [NoteLinkRoute.list, NoteLinkRoute.note(try parameters.int("id"))]
    }
    return links
  }()

  let router: WindowRouter<String>
  let log = WindowLog()
  let windows: StandInWindows

  /// The app on a platform with several windows (iPad, Mac) or one (iPhone).
  init(multipleWindows: Bool = true) {
    var made = 0
    let router = WindowRouter<String>(
      links: Self.links, allowsNewWindows: multipleWindows,
      newWindowID: {
        made += 1
        return "linked \(made)"
      })
    var opened = 0
    let log = log
    let group = WindowGroup(for: String.self) { id in
      LinkedNotesWindow(id: id.wrappedValue, router: router, log: log)
    } defaultValue: {
      opened += 1
      return "window \(opened)"
    }
    self.router = router
    windows = StandInWindows(group, supportsMultipleWindows: multipleWindows)
  }

  func store(_ window: StandInWindow) -> NavigationStore? {
    log.stores[window.value.base as? String ?? ""]
  }

  static func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

  static let list = [PathStep(NoteLinkRoute.list)]
  static func note(_ number: Int) -> [PathStep] {
    [PathStep(NoteLinkRoute.list), PathStep(NoteLinkRoute.note(number))]
  }
}

/// A note advertises itself with its link; the list advertises nothing.
extension NoteLinkCoordinator: ActivityAdvertising {
  func activity(for route: NoteLinkRoute) -> ScreenActivity? {
    guard case .note(let number) = route, let link = URL(string: "notes://note/\(number)")
    else { return nil }
    return ScreenActivity(
      link: link, title: "Note \(number)", isEligibleForSearch: number.isMultiple(of: 2))
  }
}
