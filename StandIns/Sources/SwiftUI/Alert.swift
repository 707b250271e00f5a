extension View {
  /// Presents an alert with a message when a given condition is true, using a string variable
  /// as a title.
  @_disfavoredOverload nonisolated public func alert<S, A, M>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    modifier(
      StandInQuestionModifier(
        style: .alert, title: String(title), isPresented: isPresented, actions: actions(),
        message: message()))
  }
}
