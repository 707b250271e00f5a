extension View {
  /// Associates a destination view with a presented data type for use within a navigation stack.
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    modifier(StandInDestinationModifier(destination: destination))
  }
}

struct StandInDestinationModifier<D: Hashable, C: View>: StandInModifier {
  nonisolated(unsafe) let destination: (D) -> C

  nonisolated init(destination: @escaping (D) -> C) {
    self.destination = destination
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    let destination = self.destination
    renderer.registerDestination(
      StandInDestination(
        type: ObjectIdentifier(D.self), typeName: "\(D.self)",
        make: { value in (value.base as? D).map { destination($0) } }))
    return renderer.render(content)
  }
}

/// A destination registered by `navigationDestination(for:destination:)` inside a stack.
struct StandInDestination {
  let type: ObjectIdentifier
  let typeName: String
  let make: (AnyHashable) -> (any View)?
}
