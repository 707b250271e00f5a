/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// Stand-in: every column is rendered, on screen, in order (a regular width). Collapsing into
/// one column on a compact width is not simulated.
@MainActor @preconcurrency public struct NavigationSplitView<Sidebar, Content, Detail>: View
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

  /// Creates a two-column navigation split view.
  nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
  where Content == EmptyView {
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
  }

  /// The content and behavior of the view (drawn by the stand-in's renderer).
  @MainActor @preconcurrency public var body: some View { StandInDrawnByRenderer() }
}

@available(*, unavailable) extension NavigationSplitView: Sendable {}

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
