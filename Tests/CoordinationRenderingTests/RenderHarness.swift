import Coordination
import CoordinationRendering

/// An adapter made of a ``ShownDisplay``: it renders every update of the store through
/// ``ShownNavigation`` and reports the user's changes the way an adapter would.
final class RenderHarness {
  let store: NavigationStore
  let root: ShopCoordinator
  private(set) var shown = ShownNavigation()
  private(set) var display = ShownDisplay()
  /// Every step rendered, one array per update.
  private(set) var renders: [[RenderStep]] = []
  /// Steps that named something the display did not show.
  private(set) var errors: [String] = []
  private var token: ObserverToken?

  init() {
    root = ShopCoordinator()
    store = NavigationStore(root: root, leakTracking: true)
    token = store.observe { [unowned self] _ in self.render() }
    store.start()
    render()
  }

  isolated deinit { token?.cancel() }

  /// Renders the store's state, as an adapter does on each update.
  func render() {
    let steps = shown.render(store.state)
    guard !steps.isEmpty else { return }
    renders.append(steps)
    do {
      try display.perform(steps)
    } catch {
      errors.append("\(error)")
    }
  }

  /// Whether the display shows the store's state.
  var agrees: Bool { display == ShownDisplay(store.state) }

  /// The user pops the visible stack to `count` screens (the back button: one less).
  @discardableResult
  func userBack(keeping count: Int? = nil) throws -> UserActionOutcome? {
    guard let layer = display.layers.indices.last else { return nil }
    let tab = display.layers[layer].selected
    let stack = display.layers[layer].stackIDs[tab]
    let screens = display.layers[layer].stacks[tab]
    let keep = count ?? screens.count - 1
    guard keep >= 1, keep < screens.count else { return nil }
    display.layers[layer].stacks[tab].removeSubrange(keep...)
    guard let action = shown.userShows(Array(screens[..<keep]), in: stack) else { return nil }
    return try store.handle(action)
  }

  /// The user drags the top sheet down.
  @discardableResult
  func userDismiss() throws -> UserActionOutcome? {
    guard display.layers.count > 1, let top = display.layers.last else { return nil }
    display.layers.removeLast()
    guard let action = shown.userDismissed(top.id) else { return nil }
    return try store.handle(action)
  }

  /// The user taps a tab of the top layer.
  @discardableResult
  func userSelect(_ index: Int) throws -> UserActionOutcome? {
    guard let layer = display.layers.indices.last,
      display.layers[layer].stacks.indices.contains(index)
    else { return nil }
    display.layers[layer].selected = index
    guard let action = shown.userSelected(tab: index, in: display.layers[layer].id) else {
      return nil
    }
    if case .reselectedTab = action {
      // The platform shows nothing new: the store takes the tab back and renders it.
      _ = try store.handle(action)
      return nil
    }
    return try store.handle(action)
  }

  /// The coordinator that owns the top screen.
  var focused: AnyCoordinator {
    store.state.topScreen.flatMap { store.owner(of: $0.id) } ?? root
  }
}
