/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  /// The collection of underlying identified data that SwiftUI uses to create views dynamically.
  public var data: Data

  /// A function to create content on demand using the underlying data.
  public var content: (Data.Element) -> Content

  let identify: (Data.Element) -> ID
}

@available(*, unavailable) extension ForEach: Sendable {}

extension ForEach: View where Content: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// identity of the underlying data.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.identify = { $0.id }
  }
}

extension ForEach where Content: View {
  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// provided key path to the underlying data's identifier.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.identify = { $0[keyPath: id] }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Creates an instance that computes views on demand over a given constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.identify = { $0 }
  }
}

extension ForEach: StandInRenderable where Content: View {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    var nodes: [StandInNode] = []
    for element in data {
      let id = identify(element)
      nodes += renderer.withIdentity("id=\(id)") { renderer.render(content(element)) }
    }
    return nodes
  }
}
