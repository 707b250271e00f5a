/// A control into which people securely enter private text.
@MainActor @preconcurrency public struct SecureField<Label>: View where Label: View {
  let title: String
  let text: Binding<String>

  /// The content and behavior of the view (drawn by the stand-in's renderer).
  @MainActor @preconcurrency public var body: some View { StandInDrawnByRenderer() }
}

@available(*, unavailable) extension SecureField: Sendable {}

extension SecureField where Label == Text {
  /// Creates a secure field with a prompt generated from a `Text`.
  @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>)
  where S: StringProtocol {
    self.title = String(title)
    self.text = text
  }
}

extension SecureField: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    renderer.registerField(title: title, text: text)
    return [renderer.node(.textField(title: title, text: text.wrappedValue, secure: true))]
  }
}
