#if canImport(SwiftUI)
  public import Coordination

  extension StoreBindings {
    /// Whether SwiftUI's back (the back button, its long-press menu and the swipe back) must be
    /// hidden on `screen` of `stack`: the store refuses to let the user leave it, or a screen
    /// between it and the stack's root, which the back menu could leave too. Show a back button
    /// that calls ``goBack(from:in:)`` there instead (``NavigationHost`` does): a back the store
    /// refuses is then never written, so nothing has to be put back.
    ///
    /// - Complexity: O(*n*) in the number of screens of the stack.
    public func hidesSystemBack(of screen: ScreenID, in stack: StackID) -> Bool {
      blocksBack(of: screen, in: screens(of: stack))
    }

    /// The user's back from `screen` of `stack`, through a back button of the app's own: the
    /// store is asked to pop to the screen below it (`UserAction.popped(to:)`), and does nothing
    /// if a screen refuses to be left.
    public func goBack(from screen: ScreenID, in stack: StackID) {
      guard let path = pathBelow(screen, in: screens(of: stack)) else { return }
      userWrote(path, to: stack)
    }

    /// ``hidesSystemBack(of:in:)`` for a split layer collapsed into one stack.
    ///
    /// - Complexity: O(*n*) in the number of screens of the layer.
    public func hidesSystemBack(of screen: ScreenID, inCollapsed layer: LayerID) -> Bool {
      blocksBack(of: screen, in: collapsedScreens(of: layer))
    }

    /// ``goBack(from:in:)`` for a split layer collapsed into one stack
    /// (`UserAction.poppedCollapsed(to:)`).
    public func goBack(from screen: ScreenID, inCollapsed layer: LayerID) {
      guard let path = pathBelow(screen, in: collapsedScreens(of: layer)) else { return }
      userWrote(path, toCollapsed: layer)
    }

    /// The path (the stack without its root) that ends with the screen below `screen`; `nil`
    /// when `screen` is the root or not among `screens`.
    private func pathBelow(_ screen: ScreenID, in screens: [Screen]) -> [ScreenID]? {
      guard let index = screens.firstIndex(where: { $0.id == screen }), index > 0 else {
        return nil
      }
      return screens[1..<index].map(\.id)
    }

    /// Whether going back from `screen`, by one screen or through the back menu, would leave a
    /// screen the store does not let the user leave. The root is never left by going back.
    private func blocksBack(of screen: ScreenID, in screens: [Screen]) -> Bool {
      guard let index = screens.firstIndex(where: { $0.id == screen }), index > 0 else {
        return false
      }
      return screens[1...index].contains { !store.canUserLeave($0.id) }
    }
  }
#endif
