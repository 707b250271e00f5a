import Foundation

/// A view the renderer draws itself, instead of evaluating a `body`.
@MainActor protocol StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode]
}

/// A view that only groups others: inside a `TabView`, each of its children is a tab.
protocol StandInListTransparent {}

extension TupleView: StandInListTransparent {}
extension Group: StandInListTransparent {}
extension ForEach: StandInListTransparent {}
extension Optional: StandInListTransparent {}
extension _ConditionalContent: StandInListTransparent {}
extension AnyView: StandInListTransparent {}
extension EmptyView: StandInListTransparent {}

/// State that outlives a render pass: kept by the host, keyed by structural identity.
@MainActor final class StandInStorage {
  var states: [String: AnyObject] = [:]
  var ownPaths: [String: NavigationPath] = [:]
  var ownTabs: [String: Int] = [:]
  /// The switches of the host, read by the navigation stacks.
  var behavior = StandInSwiftUIBehavior()
  /// Per navigation stack (by structural identity): the path SwiftUI keeps showing while its
  /// binding returns a value it does not take (see ``StandInKeptPath``).
  var keptPaths: [String: StandInKeptPath] = [:]
  /// Per navigation stack: the path SwiftUI last showed, or last wrote.
  var lastShown: [String: [AnyHashable]] = [:]
  /// The navigation stacks whose user pop is animating (during the action's own renders).
  var popping: Set<String> = []
  /// The structural identities of the presentations shown after the last pass.
  var shownKeys: Set<String> = []
  /// The values the host's scene keeps for its `SceneStorage` properties.
  var sceneValues = StandInSceneValues()
  /// The environment the system gives the host's window (its scene phase, `openWindow`).
  var sceneEnvironment = EnvironmentValues()
}

/// One render pass: evaluates bodies into nodes and records what the user could act on.
@MainActor final class StandInRenderer {
  let storage: StandInStorage
  var identityParts: [String] = []
  var onScreen = true
  var inHierarchy = true
  var level = 0
  var levels: [StandInLevelState] = [StandInLevelState()]
  var scopes: [StandInNavigationScope] = []
  var titleSlot: String?
  var backHiddenSlot = false
  var tabList: StandInTabListState?
  var modifierContents: [() -> [StandInNode]] = []
  var usedStateKeys: Set<String> = []
  /// Whether the buttons being rendered are those of a confirmation dialog shown as a popover,
  /// which does not show its cancel button.
  var hidesCancelButtons = false
  /// The environment in effect where the view being rendered sits.
  var environment = EnvironmentValues()

  var problems: [String] = []
  var stacks: [StandInStackRecord] = []
  var tabViews: [StandInTabViewRecord] = []
  var buttons: [StandInButtonRecord] = []
  var fields: [StandInFieldRecord] = []
  var appearances: [(key: String, action: () -> Void)] = []
  var disappearances: [(key: String, action: () -> Void)] = []
  var presented: [StandInPresentationRequest] = []
  /// The `onOpenURL` handlers on screen in this pass.
  var openURLActions: [(URL) -> Void] = []
  /// The `onContinueUserActivity` handlers on screen in this pass.
  var continueActivityHandlers: [StandInActivityHandler] = []
  /// The `userActivity` modifiers on screen in this pass with `isActive` true.
  var activityAdvertisers: [StandInActivityAdvertiser] = []
  /// What the views on screen in this pass said their window handles.
  var externalEvents = StandInExternalEvents()
  /// The `onChange` modifiers on screen in this pass.
  var changeObservers: [StandInChangeObserver] = []

  init(storage: StandInStorage) {
    self.storage = storage
    environment = storage.sceneEnvironment
  }

  /// The structural identity of the view being rendered.
  var identity: String { identityParts.joined(separator: "/") }

  /// Renders any view: a primitive draws itself, a custom view's `body` is evaluated.
  func render<V: View>(_ view: V) -> [StandInNode] {
    if tabList?.atListLevel == true, view is any StandInRenderable,
      !(view is any StandInListTransparent)
    {
      return renderTabSlot(view)
    }
    if let primitive = view as? any StandInRenderable {
      return primitive.standInRender(self)
    }
    if V.Body.self == Never.self {
      problem("\(V.self) is a primitive view the stand-in does not render")
      return [node(.unsupported("\(V.self)"))]
    }
    return withIdentity("\(V.self)") {
      linkState(of: view)
      return render(view.body)
    }
  }

  /// A node of the given kind, on screen if the view being rendered is.
  func node(_ kind: StandInNode.Kind, children: [StandInNode] = []) -> StandInNode {
    StandInNode(kind: kind, children: children, isOnScreen: onScreen)
  }

  /// Records a problem SwiftUI would log.
  func problem(_ message: String) {
    if !problems.contains(message) { problems.append(message) }
  }

  func withIdentity<T>(_ part: String, _ body: () -> T) -> T {
    identityParts.append(part)
    defer { identityParts.removeLast() }
    return body()
  }

  /// Renders with the given visibility, never more visible than the enclosing view.
  func withVisibility<T>(onScreen: Bool, inHierarchy: Bool, _ body: () -> T) -> T {
    let saved = (self.onScreen, self.inHierarchy)
    self.onScreen = saved.0 && onScreen
    self.inHierarchy = saved.1 && inHierarchy
    defer { (self.onScreen, self.inHierarchy) = saved }
    return body()
  }

  /// Renders something that is evaluated but neither shown nor part of the hierarchy.
  func renderOffScreen(_ body: () -> [StandInNode]) -> [StandInNode] {
    let saved = (buttons.count, fields.count, appearances.count, disappearances.count)
    let nodes = withVisibility(onScreen: false, inHierarchy: false, body)
    buttons.removeLast(buttons.count - saved.0)
    fields.removeLast(fields.count - saved.1)
    appearances.removeLast(appearances.count - saved.2)
    disappearances.removeLast(disappearances.count - saved.3)
    return nodes
  }

  /// Points the view's `State` properties at the storage kept for its identity, and gives its
  /// `Environment` properties the environment in effect.
  func linkState<V: View>(of view: V) {
    for (index, child) in Mirror(reflecting: view).children.enumerated() {
      if let environmentLink = child.value as? any StandInEnvironmentLink {
        environmentLink.standInRead(environment)
      }
      (child.value as? any StandInSceneStorageLink)?.standInAttach(storage.sceneValues)
      guard let link = child.value as? any StandInStateLink else { continue }
      let key = identity + "." + (child.label ?? "\(index)")
      storage.states[key] = link.standInAdopt(storage.states[key])
      usedStateKeys.insert(key)
    }
  }

  /// Gives a custom modifier's `Environment` properties the environment in effect.
  func linkEnvironment<M>(of modifier: M) {
    for child in Mirror(reflecting: modifier).children {
      (child.value as? any StandInEnvironmentLink)?.standInRead(environment)
    }
  }

  /// Renders a custom modifier's body, whose `content` placeholder renders `content`.
  func withModifierContent(
    _ content: @escaping () -> [StandInNode], _ body: () -> [StandInNode]
  ) -> [StandInNode] {
    modifierContents.append(content)
    defer { modifierContents.removeLast() }
    return body()
  }

  /// Renders the content of the innermost custom modifier being applied.
  func renderModifiedContent() -> [StandInNode] {
    guard let content = modifierContents.popLast() else { return [] }
    defer { modifierContents.append(content) }
    return content()
  }
}
