import Coordination
import CoordinationSwiftUI
import SwiftUI

// The notes app (NotesApp.swift) hosted in the SwiftUI stand-in, with what the tests compare:
// what the stand-in shows and what the store says it should show. Only this file uses the
// stand-in's own API (`StandInHost`), so NotesApp.swift builds in an Xcode app as it is.

/// The app hosted in the SwiftUI stand-in: each screen shows its route.
@MainActor
final class HostedNotes {
  let root = NotesCoordinator()
  let store: NavigationStore
  let bindings: StoreBindings
  let host: StandInHost

  /// Hosts the app; with `anchored`, the list shows the buttons its popovers point at.
  init(behavior: StandInSwiftUIBehavior = StandInSwiftUIBehavior(), anchored: Bool = false) {
    store = NavigationStore(root: root, leakTracking: true)
    bindings = StoreBindings(store: store)
    host =
      anchored
      ? StandInHost(
        NavigationHost(bindings: bindings) { screen, _ in AnchoredNote(screen: screen) },
        behavior: behavior)
      : StandInHost(
        NavigationHost(bindings: bindings) { screen, _ in Text(screen.route.description) },
        behavior: behavior)
  }

  /// The coordinator that owns the top screen.
  var focused: NotesCoordinator {
    store.state.topScreen.flatMap { store.owner(of: $0.id) } as? NotesCoordinator ?? root
  }

  /// What SwiftUI shows, per presentation level: the path of each navigation stack.
  var shownPaths: [[[String]]] {
    let levels = [host.root] + host.presentations.map(\.content)
    return levels.map { nodes in
      nodes.flatMap(\.allNodes).compactMap { node -> [String]? in
        guard case .navigationStack = node.kind else { return nil }
        return node.allNodes.compactMap { inner in
          if case .destination(_, let value) = inner.kind { return value }
          return nil
        }
      }
    }
  }

  /// What the store's state says SwiftUI should show, in the same terms: a question (an alert
  /// or a dialog) has no navigation stack.
  var expectedPaths: [[[String]]] {
    store.state.layers.map { layer in
      layer.style.isQuestion
        ? [] : layer.stacks.map { $0.screens.dropFirst().map(\.id.description) }
    }
  }
}
