#if canImport(SwiftUI)
  public import Coordination
  import CoordinationRendering
  import Observation
  public import SwiftUI

  /// A navigation store as SwiftUI bindings: the path of each stack, the modal layer above
  /// each layer, the selected tab of each tab layer.
  ///
  /// The bindings read the store's state; when SwiftUI writes to them (a back button, a swipe,
  /// the back menu, a sheet dragged down, a tab tapped) the change is reported to the store as
  /// the user's, exactly once. A back the store would refuse is prevented rather than undone:
  /// ``hidesSystemBack(of:in:)`` says where SwiftUI's back must be hidden, and
  /// ``goBack(from:in:)`` asks the store instead (``NavigationHost`` does both), because SwiftUI
  /// need not read a path binding again after writing it. A write that still arrives refused,
  /// or that is not one the user can make (a longer path, a path that does not end where the
  /// stack did), is put back as well as SwiftUI allows: the bindings go on reading the store's
  /// state, and SwiftUI is told to read them again.
  ///
  /// ``NavigationHost`` uses them; a custom view hierarchy can too.
  @MainActor
  @Observable
  public final class StoreBindings {
    /// The store bound.
    @ObservationIgnored public let store: NavigationStore
    /// The store's state, as SwiftUI last read it.
    public private(set) var state: NavigationState
    /// Increases when a refused change must be put back although the state did not change.
    private(set) var putBacks = 0
    /// Whether the width is compact: split layers then show as one stack.
    public private(set) var isCompact = false
    @ObservationIgnored var shown = ShownNavigation()
    /// The texts typed into the fields of each question shown, by question layer.
    var typedTexts: [LayerID: [String]] = [:]
    /// The popover anchors the screens' views on screen declare (`coordinatedPopoverAnchor(_:)`).
    var declaredAnchors: Set<PopoverAnchorKey> = []
    @ObservationIgnored private var token: ObserverToken?
    /// Writes the navigation to the place given to ``init(store:savingIn:onError:)``.
    @ObservationIgnored var saving: ObserverToken?

    /// Binds `store`, starting it if it has not started.
    ///
    /// Restore saved navigation (`restoreOrStart(from:)`) before making the bindings: restored
    /// afterwards, it would replace the screens the root coordinator's `start()` had just made.
    /// ``init(store:savingIn:onError:)`` does both, and saves too.
    public init(store: NavigationStore) {
      self.store = store
      if !store.isStarted { store.start() }
      state = store.state
      _ = shown.render(store.state)
      token = store.observe { [weak self] _ in self?.update() }
    }

    isolated deinit {
      token?.cancel()
      saving?.cancel()
    }

    /// Reads the store's state again (SwiftUI renders what changed).
    private func update() {
      state = store.state
      _ = shown.render(store.state)
    }

    // MARK: Bindings

    /// The path of a stack: its screens above its first, which is the stack's root view.
    public func path(of stack: StackID) -> Binding<[ScreenID]> {
      Binding(
        get: { [self] in
          _ = putBacks
          return screens(of: stack).dropFirst().map(\.id)
        },
        set: { [self] path in userWrote(path, to: stack) })
    }

    /// The layer presented above the layer at `index` with `style` (with any style when `style`
    /// is `nil`, as on macOS, where every modal layer is a sheet), if one is.
    public func presented(above index: Int, style: PresentationStyle?) -> Binding<PresentedLayer?> {
      presented(above: index) { layer in
        style.map { layer.style == $0 } ?? !layer.style.isQuestion
      }
    }

    /// The layer presented above the layer at `index` with one of `styles`, if one is. (A
    /// ``NavigationHost`` binds its `sheet` to ``sheetLayer(above:)``, which leaves out a
    /// popover layer its anchor's view shows.)
    public func presented(above index: Int, styles: Set<PresentationStyle>) -> Binding<
      PresentedLayer?
    > {
      presented(above: index) { styles.contains($0.style) }
    }

    /// The layer presented above the layer at `index`, if `matches` accepts it.
    func presented(
      above index: Int, matching matches: @escaping (PresentationLayer) -> Bool
    ) -> Binding<PresentedLayer?> {
      Binding(
        get: { [self] in
          _ = putBacks
          let next = index + 1
          guard state.layers.indices.contains(next), matches(state.layers[next]) else {
            return nil
          }
          return PresentedLayer(id: state.layers[next].id, index: next)
        },
        set: { [self] layer in
          if layer == nil, state.layers.indices.contains(index + 1) {
            userDismissed(state.layers[index + 1].id)
          }
        })
    }

    /// The selected tab of a tab layer.
    public func selectedTab(of layer: LayerID) -> Binding<Int> {
      Binding(
        get: { [self] in
          _ = putBacks
          return state.layers.first { $0.id == layer }?.selectedIndex ?? 0
        },
        set: { [self] index in report(shown.userSelected(tab: index, in: layer)) })
    }

    /// Whether the user may not drag a modal layer away: one of its screens refuses to be
    /// left.
    public func refusesDismissal(of layer: LayerID) -> Bool {
      guard let shown = state.layers.first(where: { $0.id == layer }) else { return false }
      return shown.stacks.contains { stack in
        stack.screens.contains { !store.canUserLeave($0.id) }
      }
    }

    /// The screens of a stack in the state.
    public func screens(of stack: StackID) -> [Screen] {
      for layer in state.layers {
        if let found = layer.stacks.first(where: { $0.id == stack }) { return found.screens }
      }
      return []
    }

    // MARK: Split layers on a compact width

    /// Records the width: on a compact one (a `horizontalSizeClass` of `.compact`), a split
    /// layer is shown as one `NavigationStack` of its columns' screens, sidebar first, bound to
    /// ``collapsedPath(of:)``. Call it from the view that reads the size class.
    public func setCompact(_ compact: Bool) {
      guard compact != isCompact else { return }
      _ = shown.setCompact(compact)
      isCompact = compact
    }

    /// The screens of a split layer collapsed into one stack: the sidebar's, the content's,
    /// then the detail's.
    ///
    /// - Complexity: O(*n*) in the number of screens of the layer.
    public func collapsedScreens(of layer: LayerID) -> [Screen] {
      state.layers.first { $0.id == layer }?.stacks.flatMap(\.screens) ?? []
    }

    /// The path of a split layer's collapsed stack: the collapsed screens after the first. A
    /// shorter path written by SwiftUI (the back button, a swipe, the back menu) becomes
    /// `UserAction.poppedCollapsed(to:)`, which empties the columns after the one it returns
    /// into; any other write is put back.
    public func collapsedPath(of layer: LayerID) -> Binding<[ScreenID]> {
      Binding(
        get: { [self] in
          _ = putBacks
          return collapsedScreens(of: layer).dropFirst().map(\.id)
        },
        set: { [self] path in userWrote(path, toCollapsed: layer) })
    }

    // MARK: What the user wrote

    /// SwiftUI wrote a path: a shorter one is the user going back; the same one is nothing
    /// (some iOS versions write it again when a swipe is cancelled); any other is put back.
    func userWrote(_ path: [ScreenID], to stack: StackID) {
      let current = screens(of: stack).map(\.id)
      guard let first = current.first, path != Array(current.dropFirst()) else { return }
      guard let action = shown.userShows([first] + path, in: stack) else {
        putBacks += 1
        return
      }
      report(action)
    }

    /// SwiftUI wrote the path of a split layer's collapsed stack, as ``userWrote(_:to:)``.
    func userWrote(_ path: [ScreenID], toCollapsed layer: LayerID) {
      let current = collapsedScreens(of: layer).map(\.id)
      guard let first = current.first, path != Array(current.dropFirst()) else { return }
      guard let stack = state.layers.first(where: { $0.id == layer })?.stacks.first?.id,
        let action = shown.userShows([first] + path, in: stack)
      else {
        putBacks += 1
        return
      }
      report(action)
    }

    /// The user cleared a sheet's item.
    private func userDismissed(_ layer: LayerID) {
      report(shown.userDismissed(layer))
    }

    /// Tells the store; when it refuses or throws, puts back what SwiftUI shows.
    func report(_ action: UserAction?) {
      guard let action else { return }
      if (try? store.handle(action)) != .applied {
        _ = shown.render(store.state)
        putBacks += 1
      }
    }
  }
#endif
