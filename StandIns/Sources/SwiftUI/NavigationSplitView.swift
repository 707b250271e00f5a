/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// Stand-in: every column is rendered, on screen, in order (a regular width). Collapsing into
/// one column on a compact width is not simulated.
public struct NavigationSplitView<Sidebar, Content, Detail>: View
where Sidebar: View, Content: View, Detail: View {
  nonisolated(unsafe) let sidebar: Sidebar
  nonisolated(unsafe) let content: Content?
  nonisolated(unsafe) let detail: Detail

  /// Creates a three-column navigation split view.
  nonisolated public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// The type of view representing the body of this view.
  public typealias Body = Never
}

extension NavigationSplitView where Content == EmptyView {
  /// Creates a two-column navigation split view.
  nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
  }
}

extension NavigationSplitView: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    var columns = renderer.withIdentity("sidebar") { renderer.render(sidebar) }
    if let content {
      columns += renderer.withIdentity("content") { renderer.render(content) }
    }
    columns += renderer.withIdentity("detail") { renderer.render(detail) }
    return [renderer.node(.container("NavigationSplitView"), children: columns)]
  }
}
