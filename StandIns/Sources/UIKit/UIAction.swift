import Foundation

/// The closure a ``UIAction`` runs.
public typealias UIActionHandler = (UIAction) -> Void

/// A menu element or control action that runs a closure.
@MainActor
open class UIAction: UIMenuElement {
  /// The identifier of an action, unique per control.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    /// The string.
    public let rawValue: String

    /// Creates an identifier.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// The title shown.
  open var title: String

  /// The image shown next to the title.
  open var image: UIImage?

  /// A longer title for the keyboard shortcut overlay.
  open var discoverabilityTitle: String?

  /// The action's identifier; a generated one unless given.
  open private(set) var identifier: Identifier

  /// How the action looks.
  open var attributes: UIMenuElement.Attributes

  /// The action's check state.
  open var state: UIMenuElement.State

  /// The closure the action runs.
  let standInHandler: UIActionHandler

  /// Creates an action; every argument but the handler has UIKit's default.
  public init(
    title: String = "",
    image: UIImage? = nil,
    identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    standInHandler = handler
    super.init()
  }
}
