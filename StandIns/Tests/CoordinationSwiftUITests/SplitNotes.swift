import Coordination
import CoordinationSwiftUI
import SwiftUI

// A split app for the SwiftUI adapter: notes in the sidebar (a flow), a placeholder in the
// detail until a note is picked, and an editor that refuses to be left.

enum SplitNotesRoute: NavigationRoute {
  case notes, folders, placeholder, editor
  case note(Int)
}

/// The split container: what it shows replaces a column.
final class NotesSplit: SplitCoordinator<SplitNotesRoute> {
  init(threeColumns: Bool = false) {
    super.init(sidebar: .notes, content: threeColumns ? .folders : nil, detail: .placeholder)
  }

  override func destination(for route: SplitNotesRoute) -> Destination {
    switch route {
    case .notes, .folders, .note: .flow(NotesCoordinator(isRoot: false))
    case .placeholder: .screen(nil)
    case .editor: .screen(EditorModel())
    }
  }
}

/// The split app hosted in the SwiftUI stand-in: each screen shows its route.
@MainActor
final class HostedSplitNotes {
  let split: NotesSplit
  let store: NavigationStore
  let bindings: StoreBindings
  let host: StandInHost

  init(
    threeColumns: Bool = false, compact: Bool = false,
    behavior: StandInSwiftUIBehavior = StandInSwiftUIBehavior()
  ) {
    split = NotesSplit(threeColumns: threeColumns)
    store = NavigationStore(root: split, leakTracking: true)
    bindings = StoreBindings(store: store)
    bindings.setCompact(compact)
    host = StandInHost(
      NavigationHost(bindings: bindings) { screen, _ in Text(screen.route.description) },
      behavior: behavior)
  }

  /// The coordinator that owns the top screen of a column.
  func owner(of column: SplitColumn) -> NotesCoordinator? {
    store.state.topLayer?.stack(for: column)?.top.flatMap { store.owner(of: $0.id) }
      as? NotesCoordinator
  }

  /// The path of each navigation stack SwiftUI shows in the root level, in drawing order.
  var shownPaths: [[String]] {
    host.root.flatMap(\.allNodes).compactMap { node -> [String]? in
      guard case .navigationStack = node.kind else { return nil }
      return node.allNodes.compactMap { inner in
        if case .destination(_, let value) = inner.kind { return value }
        return nil
      }
    }
  }

  /// What the store's state says the stacks show: a path per column, or, collapsed, one path
  /// of the columns' screens after the first.
  var expectedPaths: [[String]] {
    let stacks = store.state.layers.first?.stacks ?? []
    if bindings.isCompact {
      return [stacks.flatMap(\.screens).dropFirst().map(\.id.description)]
    }
    return stacks.map { $0.screens.dropFirst().map(\.id.description) }
  }

  /// Whether a `NavigationSplitView` is drawn.
  var showsSplitView: Bool {
    host.root.flatMap(\.allNodes).contains { $0.kind == .container("NavigationSplitView") }
  }
}
