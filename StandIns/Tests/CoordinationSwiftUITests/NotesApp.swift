import Coordination
import CoordinationSwiftUI
import SwiftUI

// A small app for the SwiftUI adapter's tests: pages, a child flow (the Pages tutorial's second
// page), sheets with options, a full-screen modal, tabs, and an editor that refuses to be left.

enum NotesRoute: NavigationRoute {
  case list
  case page(Int)
  case flow
  case editor
  case tabs
  case filters
  case rename
  case discard
}

/// What the questions of the notes app answer.
enum NoteAnswer: Sendable, Equatable {
  case renamed(String, password: String)
  case cancelled
  case discarded
  case kept
}

enum NotesTab: NavigationRoute {
  case inbox
  case archive
}

/// An editor that refuses to be left while it has unsaved changes.
final class EditorModel: LeaveGuard {
  var hasUnsavedChanges = true
  func canLeave(cause: NavigationCause) -> Bool { !hasUnsavedChanges }
}

/// The root: shows the list; a flow is a child like itself.
final class NotesCoordinator: Coordinator<NotesRoute> {
  let isRoot: Bool
  init(isRoot: Bool = true) { self.isRoot = isRoot }

  override func start() { show(isRoot ? .list : .page(0)) }

  override func destination(for route: NotesRoute) -> Destination {
    switch route {
    case .list, .page, .filters: .screen(nil)
    case .flow: .flow(NotesCoordinator(isRoot: false))
    case .editor: .screen(EditorModel())
    case .tabs: .flow(NotesTabs())
    case .rename: .alert(Self.renameAlert)
    case .discard:
      .alert(
        Alert(
          "Discard the note?", message: "It cannot be restored.", style: .confirmationDialog,
          buttons: [
            AlertButton("Discard", role: .destructive, value: NoteAnswer.discarded),
            AlertButton("Keep", role: .cancel, value: .kept),
          ]))
    }
  }

  /// A prompt with a text field and a secure field, whose first button reads both.
  static var renameAlert: Alert<NoteAnswer> {
    Alert(
      "Rename", message: "A new name for the note.",
      buttons: [
        AlertButton("Rename") { texts in NoteAnswer.renamed(texts[0], password: texts[1]) },
        AlertButton("Cancel", role: .cancel, value: .cancelled),
      ],
      textFields: [
        AlertTextField(placeholder: "Name", text: "Note"),
        AlertTextField(placeholder: "Password", isSecure: true),
      ])
  }

  /// The filters and the flow name the list's elements their popovers point at (see
  /// `AnchoredNote`); where no view declares them, a popover is a sheet.
  override func sheetOptions(for route: NotesRoute) -> SheetOptions {
    switch route {
    case .filters:
      SheetOptions(detents: [.medium, .large], showsGrabber: true, popoverAnchor: "filters")
    case .flow: SheetOptions(popoverAnchor: "flow")
    default: .init()
    }
  }
}

/// Two tabs, each a flow.
final class NotesTabs: TabCoordinator<NotesTab> {
  init() { super.init(tabs: [.inbox, .archive]) }
  override func destination(for route: NotesTab) -> Destination {
    .flow(NotesCoordinator(isRoot: false))
  }
}

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

/// A screen that shows its route; the list also shows the buttons the filters' and the flow's
/// popovers point at.
struct AnchoredNote: View {
  let screen: Screen

  var body: some View {
    VStack {
      Text(screen.route.description)
      if screen.route.description == "list" {
        Button("Filters") {}.coordinatedPopoverAnchor("filters")
        Button("Flow") {}.coordinatedPopoverAnchor("flow")
      }
    }
  }
}
