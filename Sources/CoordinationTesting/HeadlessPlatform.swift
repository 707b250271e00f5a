public import Coordination
public import CoordinationLinks

/// An adapter without a screen, for tests: it renders the store's state the way the UIKit or
/// the web adapter would, lets a test play the user, and records everything.
///
/// It keeps its own picture of what is shown, changed only by the store's events and by the
/// user actions it simulates, and after every update compares that picture with the store's
/// state; any difference is recorded in ``inconsistencies``.
///
/// ```swift
/// let platform = HeadlessPlatform(store: NavigationStore(root: FirstCoordinator()))
/// try platform.topModel(as: FirstViewModel.self).next()  // First -> Second
/// try platform.tapBack()                                  // the user goes back
/// #expect(platform.inconsistencies.isEmpty)
/// ```
@MainActor
public final class HeadlessPlatform {
  /// What the headless adapter shows: layers of stacks of screen identifiers.
  public struct Display: Hashable, Sendable, CustomStringConvertible {
    /// One shown layer.
    public struct Layer: Hashable, Sendable {
      /// The layer's identity.
      public var id: LayerID
      /// How it is presented.
      public var style: PresentationStyle
      /// The stacks (tabs), each with its screens bottom first.
      public var stacks: [Stack]
      /// The selected stack.
      public var selectedIndex: Int
      /// Whether the layer shows a tab bar.
      public var isTabbed: Bool
      /// The columns, in the order of ``stacks``, when the layer is a split view.
      public var splitColumns: [SplitColumn]? = nil
    }

    /// One shown stack.
    public struct Stack: Hashable, Sendable {
      /// The stack's identity.
      public var id: StackID
      /// The screens, bottom first.
      public var screens: [ScreenID]
    }

    /// The layers, root first.
    public var layers: [Layer] = []

    /// Creates the picture of a state.
    public init(_ state: NavigationState) {
      layers = state.layers.map { layer in
        Layer(
          id: layer.id, style: layer.style,
          stacks: layer.stacks.map { Stack(id: $0.id, screens: $0.screens.map(\.id)) },
          selectedIndex: layer.selectedIndex, isTabbed: layer.isTabbed,
          splitColumns: layer.splitColumns)
      }
    }

    /// One line per layer.
    public var description: String {
      layers.map { layer in
        let stacks = layer.stacks.map {
          "[" + $0.screens.map(\.description).joined(separator: ",") + "]"
        }
        return "\(layer.id) \(layer.style.rawValue) sel=\(layer.selectedIndex) "
          + stacks.joined(separator: " ")
      }.joined(separator: "\n")
    }
  }

  /// Why a simulated user action could not be performed (the user could not do it either).
  public enum ActionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The visible stack has only its root screen: there is no back button.
    case nothingToPop
    /// No modal is shown.
    case noModal
    /// The modal on top cannot be swiped away (full screen), or is a popover whose
    /// `SheetOptions.allowsSwipeToDismiss` is `false`.
    case notInteractivelyDismissible(LayerID)
    /// The layer on top is not a popover.
    case noPopover
    /// The top layer has no tab bar, or no such tab.
    case noSuchTab(Int)
    /// No screen with a model of this type is on top.
    case noModel(String)
    /// The top layer is not a split view with this column.
    case noSuchColumn(SplitColumn)
    /// No alert or confirmation dialog is on top.
    case noQuestion
    /// The question on top has no button with this title.
    case noSuchButton(String)

    /// A sentence naming the problem.
    public var description: String {
      switch self {
      case .nothingToPop: return "The visible stack has only its root screen; nothing to pop."
      case .noModal: return "No modal is shown."
      case .notInteractivelyDismissible(let layer):
        return "Layer \(layer) cannot be dismissed by a gesture."
      case .noPopover: return "No popover is on top."
      case .noSuchTab(let index): return "There is no tab \(index) on top."
      case .noModel(let type): return "The top screen has no model of type \(type)."
      case .noSuchColumn(let column): return "The top layer has no \(column) column."
      case .noQuestion: return "No alert or confirmation dialog is on top."
      case .noSuchButton(let title): return "The question on top has no button \"\(title)\"."
      }
    }
  }

  /// The store being rendered.
  public let store: NavigationStore
  /// What the headless adapter shows now.
  public private(set) var display = Display(NavigationState())
  /// Every event received, in order.
  public private(set) var events: [NavigationEvent] = []
  /// The number of updates rendered (one per committed change).
  public private(set) var renderCount = 0
  /// Differences found between what is shown and the store's state, one line each.
  public private(set) var inconsistencies: [String] = []
  private var token: ObserverToken?

  /// Renders `store`, starting it if it has not started.
  public init(store: NavigationStore) {
    self.store = store
    display = Display(store.state)
    token = store.observe { [unowned self] update in self.render(update) }
    if !store.isStarted { store.start() }
  }

  isolated deinit { token?.cancel() }

  // MARK: Rendering

  private func render(_ update: NavigationUpdate) {
    renderCount += 1
    events.append(contentsOf: update.events)
    for event in update.events { apply(event) }
    let expected = Display(store.state)
    if display != expected {
      inconsistencies.append(
        "after update \(update.revision): shown\n\(display)\nbut state is\n\(expected)")
      display = expected
    }
  }

  private func apply(_ event: NavigationEvent) {
    switch event {
    case .pushed(let screen, let stack, _):
      modifyStack(stack) { $0.screens.append(screen.id) }
    case .popped(let screens, let stack, let cause):
      modifyStack(stack) { shown in
        for screen in screens {
          if shown.screens.last == screen.id {
            shown.screens.removeLast()
          } else if cause != .user || shown.screens.contains(screen.id) {
            inconsistencies.append("popped \(screen.id), which is not on top of \(stack)")
          }
        }
      }
    case .presented(let layer, _):
      display.layers.append(Display(NavigationState(layers: [layer])).layers[0])
    case .dismissed(let layer, _, let cause):
      if display.layers.last?.id == layer {
        display.layers.removeLast()
      } else if cause != .user || display.layers.contains(where: { $0.id == layer }) {
        inconsistencies.append("dismissed \(layer), which is not the top layer")
      }
    case .selectedTab(let layer, let index, _):
      if let position = display.layers.firstIndex(where: { $0.id == layer }) {
        display.layers[position].selectedIndex = index
      }
    case .removedTab(let layer, let stack, _):
      if let position = display.layers.firstIndex(where: { $0.id == layer }) {
        guard let removed = display.layers[position].stacks.firstIndex(where: { $0.id == stack })
        else { return }
        display.layers[position].stacks.remove(at: removed)
        let count = display.layers[position].stacks.count
        let selected = display.layers[position].selectedIndex
        if selected > removed || selected >= count {
          display.layers[position].selectedIndex = max(0, selected - 1)
        }
      }
    case .refused:
      display = Display(store.state)
    case .started, .finished, .interactivePopBegan, .interactivePopCancelled, .ignored,
      .linkWaiting, .linkDropped:
      break
    }
  }

  private func modifyStack(_ stack: StackID, _ body: (inout Display.Stack) -> Void) {
    for layer in display.layers.indices {
      if let index = display.layers[layer].stacks.firstIndex(where: { $0.id == stack }) {
        body(&display.layers[layer].stacks[index])
        return
      }
    }
    inconsistencies.append("event for \(stack), which is not shown")
  }

  // MARK: Reading what is shown

  /// The routes of the visible stack, bottom first.
  public var visibleRoutes: [AnyRoute] { store.state.visibleStack?.routes ?? [] }

  /// The screen on top.
  public var topScreen: Screen? { store.state.topScreen }

  /// The model of the top screen, as `Model`.
  ///
  /// - Throws: ``ActionError/noModel(_:)`` when the top screen has no such model.
  public func topModel<Model>(as type: Model.Type = Model.self) throws(ActionError) -> Model {
    guard let screen = topScreen, let model = store.model(for: screen.id) as? Model else {
      throw .noModel(String(describing: Model.self))
    }
    return model
  }

  // MARK: Playing the user

  /// Taps the navigation bar's back button (or completes a swipe-back) on the visible stack.
  ///
  /// The screen disappears first, as on a device, then the store is told; if a guard refuses,
  /// the headless adapter shows the state again.
  @discardableResult
  public func tapBack() throws -> UserActionOutcome {
    let (layer, stack) = try visibleStackIndices()
    let screens = display.layers[layer].stacks[stack].screens
    guard screens.count > 1 else { throw ActionError.nothingToPop }
    display.layers[layer].stacks[stack].screens.removeLast()
    return try store.handle(.popped(to: screens[screens.count - 2]))
  }

  /// Long-presses the back button and picks `screen` from the menu (or the browser's history).
  @discardableResult
  public func goBack(to screen: ScreenID) throws -> UserActionOutcome {
    for layer in display.layers.indices.reversed() {
      for stack in display.layers[layer].stacks.indices {
        if let index = display.layers[layer].stacks[stack].screens.firstIndex(of: screen) {
          display.layers.removeSubrange((layer + 1)...)
          display.layers[layer].stacks[stack].screens.removeSubrange((index + 1)...)
          display.layers[layer].selectedIndex = stack
          return try store.handle(.popped(to: screen))
        }
      }
    }
    return try store.handle(.popped(to: screen))
  }

  /// Swipes from the left edge of the visible stack; `cancelled` lifts the finger halfway so
  /// the screen slides back and nothing leaves.
  ///
  /// As the UIKit adapter does, the swipe asks `NavigationStore.canUserLeave(_:)` before it
  /// begins: a top screen that may not be left keeps the swipe from beginning, and nothing is
  /// published. A lifted swipe is reported as `UserAction.cancelledInteractivePop(_:)`, a
  /// completed one as the back button's `UserAction.popped(to:)`.
  @discardableResult
  public func swipeBack(cancelled: Bool = false) throws -> UserActionOutcome {
    let (layer, stack) = try visibleStackIndices()
    let screens = display.layers[layer].stacks[stack].screens
    guard screens.count > 1, let top = screens.last else { throw ActionError.nothingToPop }
    let stackID = display.layers[layer].stacks[stack].id
    guard store.canUserLeave(top) else { return .refused(by: top) }
    if cancelled {
      return try store.handle(.cancelledInteractivePop(stackID))
    }
    return try tapBack()
  }

  /// Swipes the top sheet down. Reported as the user's dismissal, so the guards of its
  /// screens are asked; a guard that refuses keeps it.
  ///
  /// - Throws: ``ActionError/noModal`` when no modal is shown;
  ///   ``ActionError/notInteractivelyDismissible(_:)`` for a full-screen layer, or a sheet whose
  ///   options forbid the gesture (`SheetOptions.allowsSwipeToDismiss` is `false`), as UIKit's
  ///   `isModalInPresentation` and SwiftUI's `interactiveDismissDisabled` make the drag do
  ///   nothing.
  @discardableResult
  public func swipeDownSheet() throws -> UserActionOutcome {
    guard display.layers.count > 1, let top = display.layers.last else {
      throw ActionError.noModal
    }
    guard top.style.allowsInteractiveDismissal,
      store.state.topLayer?.sheetOptions.allowsSwipeToDismiss ?? true
    else {
      throw ActionError.notInteractivelyDismissible(top.id)
    }
    return try closeModal()
  }

  /// Taps outside the popover on top, as the user does on a regular width (on a compact width
  /// the popover is a sheet: ``swipeDownSheet()``). Reported as the user's dismissal, so the
  /// guards of its screens are asked; a guard that refuses keeps it.
  ///
  /// - Throws: ``ActionError/noPopover`` when no popover is on top;
  ///   ``ActionError/notInteractivelyDismissible(_:)`` when its options forbid the gesture, as
  ///   UIKit's `isModalInPresentation` makes the tap do nothing.
  @discardableResult
  public func tapOutsidePopover() throws -> UserActionOutcome {
    guard display.layers.count > 1, let top = display.layers.last, top.style == .popover else {
      throw ActionError.noPopover
    }
    guard store.state.topLayer?.sheetOptions.allowsSwipeToDismiss ?? true else {
      throw ActionError.notInteractivelyDismissible(top.id)
    }
    return try closeModal()
  }

  /// Presses a modal's close control, whatever its style (the UI framework's own chrome).
  @discardableResult
  public func closeModal() throws -> UserActionOutcome {
    guard display.layers.count > 1, let top = display.layers.last else {
      throw ActionError.noModal
    }
    display.layers.removeLast()
    return try store.handle(.dismissed(top.id))
  }

  // MARK: Playing the user with an alert or a confirmation dialog

  /// The alert or confirmation dialog on top, as the user reads it; `nil` when none is.
  public var question: AlertModel? {
    guard let top = display.layers.last, top.style.isQuestion,
      let screen = top.stacks.first?.screens.first
    else { return nil }
    return store.model(for: screen) as? AlertModel
  }

  /// Chooses the button titled `title` of the question on top, with `texts` typed into its
  /// fields. The adapter takes the question away as the button is tapped, then reports it.
  @discardableResult
  public func answer(_ title: String, texts: [String] = []) throws -> UserActionOutcome {
    guard let top = display.layers.last, let question else { throw ActionError.noQuestion }
    guard let button = question.buttons.firstIndex(where: { $0.title == title }) else {
      throw ActionError.noSuchButton(title)
    }
    display.layers.removeLast()
    return try store.handle(.answered(top.id, button: button, texts: texts))
  }

  /// Dismisses the question on top as the system does (a tap outside a dialog on iPad, the
  /// web's Escape): its answer is its cancel button's.
  @discardableResult
  public func dismissQuestion() throws -> UserActionOutcome {
    guard question != nil else { throw ActionError.noQuestion }
    return try closeModal()
  }

  /// Opens a deep link, as when the user taps a link or a notification.
  ///
  /// - Returns: Whether the link is shown, waits until the app admits it, or was dropped.
  /// - Throws: `DeepLinkError` when the link does not resolve or cannot be shown; nothing
  ///   changes then.
  @discardableResult
  public func open(_ link: String, using map: DeepLinkMap) throws(DeepLinkError) -> LinkOutcome {
    try store.open(link, using: map)
  }

  /// Quits and relaunches the app from its saved navigation: the state is saved as data, a new
  /// store is made around `root` (a fresh root coordinator, as at launch) and restored from
  /// that data, and a new headless adapter renders it. The new store reads links as this one
  /// does (`NavigationStore.linkReader`), so a link that was waiting waits again.
  ///
  /// - Throws: `RestorationError` when the saved data cannot be restored.
  public func relaunch(
    with root: AnyCoordinator, leakTracking: Bool = true
  ) throws(RestorationError) -> HeadlessPlatform {
    let data = try store.snapshotData()
    let store = NavigationStore(root: root, leakTracking: leakTracking)
    store.linkReader = self.store.linkReader
    try store.restore(from: data)
    return HeadlessPlatform(store: store)
  }

  /// Taps a tab in the top layer's tab bar. Tapping the selected tab reports
  /// `UserAction.reselectedTab(_:)`, as iOS does, and the store takes the tab back to its
  /// first screen.
  @discardableResult
  public func selectTab(_ index: Int) throws -> UserActionOutcome {
    guard let top = display.layers.indices.last, display.layers[top].isTabbed,
      display.layers[top].stacks.indices.contains(index)
    else { throw ActionError.noSuchTab(index) }
    if display.layers[top].selectedIndex == index {
      return try store.handle(.reselectedTab(display.layers[top].id))
    }
    display.layers[top].selectedIndex = index
    return try store.handle(.selectedTab(display.layers[top].id, index: index))
  }

  // MARK: Playing the user in a split view

  /// The screens of the top layer's split view collapsed into one stack, as a compact width
  /// shows them: the sidebar's, then the content's, then the detail's.
  public var collapsedScreens: [ScreenID] {
    guard let top = display.layers.last, top.splitColumns != nil else { return [] }
    return top.stacks.flatMap(\.screens)
  }

  /// Taps the back button of a column of the top layer's split view on a regular width: the
  /// column's top screen leaves and the column is the one the user acted in.
  @discardableResult
  public func tapBack(in column: SplitColumn) throws -> UserActionOutcome {
    guard let layer = display.layers.indices.last,
      let stack = display.layers[layer].splitColumns?.firstIndex(of: column)
    else { throw ActionError.noSuchColumn(column) }
    let screens = display.layers[layer].stacks[stack].screens
    guard screens.count > 1 else { throw ActionError.nothingToPop }
    display.layers[layer].stacks[stack].screens.removeLast()
    display.layers[layer].selectedIndex = stack
    return try store.handle(.popped(to: screens[screens.count - 2]))
  }

  /// Taps the back button of the top layer's split view collapsed into one stack (a compact
  /// width): the top screen of ``collapsedScreens`` leaves, and with it the column it was the
  /// first screen of.
  @discardableResult
  public func tapBackCollapsed() throws -> UserActionOutcome {
    let screens = collapsedScreens
    guard screens.count > 1, let layer = display.layers.indices.last else {
      throw ActionError.nothingToPop
    }
    let target = screens[screens.count - 2]
    let stacks = display.layers[layer].stacks
    guard let column = stacks.firstIndex(where: { $0.screens.contains(target) }) else {
      throw ActionError.nothingToPop
    }
    for index in stacks.indices where index >= column {
      let kept = index == column ? (stacks[index].screens.firstIndex(of: target) ?? -1) + 1 : 0
      display.layers[layer].stacks[index].screens.removeSubrange(kept...)
    }
    display.layers[layer].selectedIndex = column
    return try store.handle(.poppedCollapsed(to: target))
  }

  private func visibleStackIndices() throws(ActionError) -> (Int, Int) {
    guard let layer = display.layers.indices.last,
      display.layers[layer].stacks.indices.contains(display.layers[layer].selectedIndex)
    else { throw .nothingToPop }
    return (layer, display.layers[layer].selectedIndex)
  }
}
