import Coordination
import CoordinationSwiftUI
import SwiftUI

// A small app for the SwiftUI adapter's tests: pages, a child flow (the Pages tutorial's second
// page), sheets with options, a full-screen modal, tabs, and an editor that refuses to be left.
// Only SwiftUI and the library's public API: the device checklist copies this file into an Xcode
// app. The stand-in host around it is in HostedNotes.swift.

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
