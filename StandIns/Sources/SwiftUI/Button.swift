/// A control that initiates an action.
public struct Button<Label>: View where Label: View {
  let action: @MainActor () -> Void
  let label: Label

  /// Creates a button that displays a custom label.
  @preconcurrency public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
  }

  /// The type of view representing the body of this view.
  public typealias Body = Never
}

extension Button where Label == Text {
  /// Creates a button that generates its label from a string.
  @_disfavoredOverload @preconcurrency public init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    self.init(action: action) { Text(title) }
  }
}

extension Button: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    let labelNodes = renderer.withIdentity("label") { renderer.render(label) }
    let title = labelNodes.flatMap(\.texts).joined(separator: " ")
    renderer.registerButton(title: title, action: action)
    return [renderer.node(.button(title), children: labelNodes)]
  }
}
