extension View {
  /// Sets the unique tag value of this view.
  nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
  where V: Hashable {
    modifier(StandInTagValueModifier(tag: AnyHashable(tag)))
  }
}

struct StandInTagValueModifier: StandInModifier, StandInTagModifier {
  nonisolated(unsafe) let tag: AnyHashable

  nonisolated init(tag: AnyHashable) {
    self.tag = tag
  }

  var standInTagValue: AnyHashable { tag }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    renderer.render(content).map { node in
      var node = node
      node.tag = node.tag ?? "\(tag.base)"
      return node
    }
  }
}
