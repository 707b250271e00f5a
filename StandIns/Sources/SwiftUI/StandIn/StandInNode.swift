/// What the stand-in renderer drew for a view: SwiftUI's view tree, reduced to what tests check.
public struct StandInNode: Equatable, Sendable {
  /// What a node shows.
  public indirect enum Kind: Equatable, Sendable {
    /// A `Text`.
    case text(String)
    /// A `Button` and the text of its label.
    case button(String)
    /// A `TextField` or (`secure`) `SecureField`, its title and current text.
    case textField(title: String, text: String, secure: Bool)
    /// A container such as `VStack` or `List`.
    case container(String)
    /// A `NavigationStack` and the number of elements in its path.
    case navigationStack(count: Int)
    /// The root page of a navigation stack.
    case navigationRoot
    /// The page pushed for a path element.
    case destination(index: Int, value: String)
    /// A path element no `navigationDestination(for:)` matches: nothing is shown for it.
    case unresolved(Kind)
    /// A `TabView` and its selection.
    case tabView(selection: String)
    /// A tab, its tag, the texts of its `tabItem` label, and whether it is selected.
    case tab(tag: String?, label: [String], isSelected: Bool)
    /// A primitive view the stand-in does not draw.
    case unsupported(String)
  }

  /// What the node shows.
  public var kind: Kind
  /// The nodes inside it.
  public var children: [StandInNode]
  /// Whether a user would see it (it is not under a pushed page or in an unselected tab).
  public var isOnScreen: Bool
  /// The value of a `tag(_:includeOptional:)` applied to it.
  public var tag: String?
  /// The texts of a `tabItem(_:)` label applied to it.
  public var tabItem: [String]?
  /// The navigation title of a stack page.
  public var navigationTitle: String?
  /// Whether a stack page hides its back button (`navigationBarBackButtonHidden(true)`).
  public var hidesBackButton = false

  /// Creates a node.
  public init(kind: Kind, children: [StandInNode] = [], isOnScreen: Bool = true) {
    self.kind = kind
    self.children = children
    self.isOnScreen = isOnScreen
  }

  /// Every `Text` string in this subtree, depth first.
  public var texts: [String] {
    var result: [String] = []
    if case .text(let string) = kind { result.append(string) }
    for child in children { result += child.texts }
    return result
  }

  /// The `Text` strings in this subtree a user would see, depth first.
  public var textsOnScreen: [String] {
    guard isOnScreen else { return [] }
    var result: [String] = []
    if case .text(let string) = kind { result.append(string) }
    for child in children { result += child.textsOnScreen }
    return result
  }

  /// This node and every node below it, depth first.
  public var allNodes: [StandInNode] {
    [self] + children.flatMap(\.allNodes)
  }
}
