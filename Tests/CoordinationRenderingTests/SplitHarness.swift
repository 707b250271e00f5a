import Coordination
import CoordinationRendering

/// An adapter of a split shop made of a ``ShownDisplay``: it renders every update through
/// ``ShownNavigation``, on a regular or a compact width, and reports the user's backs as an
/// adapter would: in a column's stack, or in the collapsed stack (the first column's).
final class SplitHarness {
  let store: NavigationStore
  let split: SplitShop
  private(set) var shown = ShownNavigation()
  private(set) var display = ShownDisplay()
  /// Every step rendered, one array per update.
  private(set) var renders: [[RenderStep]] = []
  /// Steps that named something the display did not show.
  private(set) var errors: [String] = []
  private var token: ObserverToken?

  init(threeColumns: Bool = false, compact: Bool = false) {
    split = SplitShop(threeColumns: threeColumns)
    store = NavigationStore(root: split, leakTracking: true)
    _ = shown.setCompact(compact)
    token = store.observe { [unowned self] _ in self.render() }
    store.start()
    render()
  }

  isolated deinit { token?.cancel() }

  /// Renders the store's state, as an adapter does on each update.
  func render() {
    perform(shown.render(store.state))
  }

  /// The platform's width changes; the adapter performs the steps that reshape the split.
  func setCompact(_ compact: Bool) {
    perform(shown.setCompact(compact))
  }

  private func perform(_ steps: [RenderStep]) {
    guard !steps.isEmpty else { return }
    renders.append(steps)
    do {
      try display.perform(steps)
    } catch {
      errors.append("\(error)")
    }
  }

  /// What the display must show for the store's state on the current width: a collapsed
  /// split's screens all in its first column's stack.
  var expected: [[[ScreenID]]] {
    store.state.layers.map { layer in
      let stacks = layer.stacks.map { $0.screens.map(\.id) }
      guard shown.isCompact, layer.splitColumns != nil else { return stacks }
      return stacks.indices.map { $0 == 0 ? stacks.flatMap { $0 } : [] }
    }
  }

  /// Whether the display shows the store's state (a split's selection shows nothing).
  var agrees: Bool { display.layers.map(\.stacks) == expected && errors.isEmpty }

  /// The user taps back in the stack at `stackIndex` of the top layer (on a compact width,
  /// the collapsed stack is the first): one screen leaves.
  @discardableResult
  func userBack(inStack stackIndex: Int) throws -> UserActionOutcome? {
    guard let layer = display.layers.indices.last else { return nil }
    let stack = display.layers[layer].stackIDs[stackIndex]
    let screens = display.layers[layer].stacks[stackIndex]
    guard screens.count > 1 else { return nil }
    display.layers[layer].stacks[stackIndex].removeLast()
    guard let action = shown.userShows(Array(screens.dropLast()), in: stack) else { return nil }
    return try store.handle(action)
  }

  /// The user picks `screen` from the back menu of the stack at `stackIndex`.
  @discardableResult
  func userPopped(to screen: ScreenID, inStack stackIndex: Int) throws -> UserActionOutcome? {
    guard let layer = display.layers.indices.last,
      let index = display.layers[layer].stacks[stackIndex].firstIndex(of: screen)
    else { return nil }
    display.layers[layer].stacks[stackIndex].removeSubrange((index + 1)...)
    let stack = display.layers[layer].stackIDs[stackIndex]
    guard let action = shown.userPopped(to: screen, in: stack) else { return nil }
    return try store.handle(action)
  }

  /// The coordinator that owns the top screen of a column.
  func owner(of column: SplitColumn) -> ShopCoordinator? {
    store.state.topLayer?.stack(for: column)?.top.flatMap { store.owner(of: $0.id) }
      as? ShopCoordinator
  }
}
