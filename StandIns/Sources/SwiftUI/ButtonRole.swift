/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
  private let name: String

  /// A role that indicates a destructive button.
  public static let destructive: ButtonRole = ButtonRole(name: "destructive")
  /// A role that indicates a button that cancels an operation.
  public static let cancel: ButtonRole = ButtonRole(name: "cancel")
}
