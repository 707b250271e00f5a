extension View {
  /// Populates the toolbar or navigation bar with the specified items.
  ///
  /// Stand-in: the items are drawn after the modified view, in a `container("toolbar")` node;
  /// their buttons can be tapped like any other on screen.
  nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View
  where Content: View {
    modifier(StandInToolbarModifier(items: content()))
  }
}

// swift-format-ignore: UseSynthesizedInitializer
struct StandInToolbarModifier<Items: View>: StandInModifier {
  // Unsafe but sound: written once, by the nonisolated initializer, before any other access;
  // then only read, on the main actor, when the renderer applies the modifier. The modifier is
  // not Sendable, so no other isolation domain can reach the value.
  nonisolated(unsafe) let items: Items

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(items: Items) {
    self.items = items
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    let nodes = renderer.render(content)
    let toolbar = renderer.withIdentity("toolbar") { renderer.render(items) }
    return nodes + [renderer.node(.container("toolbar"), children: toolbar)]
  }
}
