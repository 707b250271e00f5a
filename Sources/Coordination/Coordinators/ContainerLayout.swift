/// What a container coordinator lays out: a layer of tabs or of split columns, each of its
/// stacks named by one of the container's routes.
struct ContainerLayout {
  /// Tabs, or split columns (in the order of ``routes``).
  let kind: PresentationLayer.Kind
  /// The route of each stack, in order.
  let routes: [AnyRoute]
  /// The stack selected when the container starts.
  let initialIndex: Int

  /// The columns, when the container is a split container.
  var splitColumns: [SplitColumn]? {
    if case .split(let columns) = kind { columns } else { nil }
  }
}
