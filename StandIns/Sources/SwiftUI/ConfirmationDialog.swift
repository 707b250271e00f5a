extension View {
  /// Presents a confirmation dialog with a message when a given condition is true, using a
  /// string variable for the title.
  @_disfavoredOverload nonisolated public func confirmationDialog<S, A, M>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    modifier(
      StandInQuestionModifier(
        style: .confirmationDialog, title: titleVisibility == .hidden ? nil : String(title),
        isPresented: isPresented, actions: actions(), message: message()))
  }
}
