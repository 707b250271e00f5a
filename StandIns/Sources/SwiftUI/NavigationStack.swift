/// A view that displays a root view and enables you to present additional views over the root
/// view.
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
  nonisolated(unsafe) let root: Root
  nonisolated(unsafe) let path: StandInPathAccess?

  /// Creates a navigation stack that manages its own navigation state.
  nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.path = nil
  }

  /// Creates a navigation stack with heterogeneous navigation state that you can control.
  nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    self.root = root()
    self.path = StandInPathAccess(navigationPath: path, label: "NavigationStack.path")
  }

  /// Creates a navigation stack with homogeneous navigation state that you can control.
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = StandInPathAccess(collection: path)
  }

  /// The content and behavior of the view (drawn by the stand-in's renderer).
  @MainActor @preconcurrency public var body: some View { StandInDrawnByRenderer() }
}

@available(*, unavailable) extension NavigationStack: Sendable {}

extension NavigationStack: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    let access = path ?? renderer.ownNavigationPath()
    return renderer.renderNavigationStack(path: access, root: root)
  }
}

/// Reads and writes a navigation stack's path, whatever its collection type.
struct StandInPathAccess {
  /// The path's elements, bottom to top.
  let elements: () -> [AnyHashable]
  /// Writes the path shortened to the given count, as one assignment; returns its description.
  let truncate: (Int) -> String
  /// Assigns the path its own current value again; returns the write's description.
  let rewrite: () -> String

  init<Data>(collection binding: Binding<Data>)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    elements = { binding.wrappedValue.map { AnyHashable($0) } }
    truncate = { count in
      var path = binding.wrappedValue
      path.removeLast(path.count - count)
      binding.wrappedValue = path
      return "NavigationStack.path = \(StandInPathAccess.describe(path.map { AnyHashable($0) }))"
    }
    rewrite = {
      let path = binding.wrappedValue
      binding.wrappedValue = path
      return "NavigationStack.path = \(StandInPathAccess.describe(path.map { AnyHashable($0) }))"
    }
  }

  init(navigationPath binding: Binding<NavigationPath>, label: String) {
    elements = { binding.wrappedValue.elements }
    truncate = { count in
      var path = binding.wrappedValue
      path.removeLast(path.count - count)
      binding.wrappedValue = path
      return "\(label) = \(StandInPathAccess.describe(path.elements))"
    }
    rewrite = {
      let path = binding.wrappedValue
      binding.wrappedValue = path
      return "\(label) = \(StandInPathAccess.describe(path.elements))"
    }
  }

  static func describe(_ elements: [AnyHashable]) -> String {
    "[" + elements.map { "\($0.base)" }.joined(separator: ", ") + "]"
  }
}
