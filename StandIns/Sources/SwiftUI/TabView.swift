/// A view that switches between multiple child views using interactive user interface elements.
@MainActor @preconcurrency public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  nonisolated(unsafe) let selection: Binding<SelectionValue>?
  nonisolated(unsafe) let content: Content

  /// Creates an instance that selects from content associated with `Selection` values.
  nonisolated public init(
    selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    self.content = content()
  }

  /// The content and behavior of the view (drawn by the stand-in's renderer).
  @MainActor @preconcurrency public var body: some View { StandInDrawnByRenderer() }
}

@available(*, unavailable) extension TabView: Sendable {}

extension TabView where SelectionValue == Int {
  /// Creates an instance that selects from content associated with `Selection` values.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension TabView: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    guard let selection else {
      return renderer.renderTabView(selection: nil, content: content)
    }
    let access = StandInSelectionAccess(
      current: { AnyHashable(selection.wrappedValue) },
      write: { tag in
        guard let value = tag.base as? SelectionValue else { return nil }
        selection.wrappedValue = value
        return "TabView.selection = \(value)"
      })
    return renderer.renderTabView(selection: access, content: content)
  }
}

/// Reads and writes a tab view's selection binding.
struct StandInSelectionAccess {
  let current: () -> AnyHashable
  /// Writes the selection; returns the write's description, or nil when the tag's type is not
  /// the selection's type.
  let write: (AnyHashable) -> String?
}

extension View {
  /// Sets the tab bar item associated with this view.
  nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
    modifier(StandInTabItemModifier(label: label()))
  }
}

// swift-format-ignore: UseSynthesizedInitializer
struct StandInTabItemModifier<Label: View>: StandInModifier {
  nonisolated(unsafe) let label: Label

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(label: Label) {
    self.label = label
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    let labelTexts = renderer.renderOffScreen { renderer.render(label) }.flatMap(\.texts)
    return renderer.render(content).map { node in
      var node = node
      node.tabItem = node.tabItem ?? labelTexts
      return node
    }
  }
}
