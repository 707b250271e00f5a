extension PresentationLayer {
  /// What a layer holds: one stack, a stack per tab, or a stack per split column.
  public enum Kind: Hashable, Sendable {
    /// One stack (the root's content, or a modal's).
    case single
    /// One stack per tab of a ``TabCoordinator``; the selected one is visible.
    case tabs
    /// One stack per column of a ``SplitCoordinator``, in this order; every column is visible
    /// on a regular width, and the selected stack is the column the user last acted in.
    case split([SplitColumn])
  }
}
