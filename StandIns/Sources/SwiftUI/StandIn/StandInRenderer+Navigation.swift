/// The `navigationDestination(for:destination:)` declarations seen inside one stack.
@MainActor final class StandInNavigationScope {
  var destinations: [StandInDestination] = []

  func destination(for value: AnyHashable) -> StandInDestination? {
    let type = ObjectIdentifier(Swift.type(of: value.base))
    return destinations.first { $0.type == type }
  }
}

/// A navigation stack on screen, with what a user can do to its path.
struct StandInStackRecord {
  let level: Int
  /// The stack's structural identity.
  let key: String
  /// What the binding returned on this pass.
  let read: [AnyHashable]
  /// What the stack shows (`read`, unless SwiftUI kept another path).
  let shown: [AnyHashable]
  let path: StandInPathAccess
  /// Whether the top page hides the back button (`navigationBarBackButtonHidden(true)`): no
  /// back button, no back menu, no swipe back.
  let backHidden: Bool

  var count: Int { shown.count }
}

extension StandInRenderer {
  /// Renders a stack: its root, then one destination per path element, the last one on screen.
  func renderNavigationStack<Root: View>(path: StandInPathAccess, root: Root) -> [StandInNode] {
    let scope = StandInNavigationScope()
    scopes.append(scope)
    defer { scopes.removeLast() }
    let read = path.elements()
    let elements = shownPath(read: read)
    var children = [
      renderPage(identity: "root", onScreen: elements.isEmpty) { render(root) }
        .wrapped(in: node(.navigationRoot))
    ]
    for (index, element) in elements.enumerated() {
      children.append(renderDestination(element, index: index, of: elements.count, in: scope))
    }
    if onScreen {
      stacks.append(
        StandInStackRecord(
          level: level, key: identity, read: read, shown: elements, path: path,
          backHidden: children.last?.hidesBackButton ?? false))
    }
    return [node(.navigationStack(count: elements.count), children: children)]
  }

  private func renderDestination(
    _ element: AnyHashable, index: Int, of count: Int, in scope: StandInNavigationScope
  ) -> StandInNode {
    let isTop = index == count - 1
    let kind = StandInNode.Kind.destination(index: index, value: "\(element.base)")
    guard let destination = scope.destination(for: element), let view = destination.make(element)
    else {
      if onScreen || inHierarchy {
        problem(
          "A NavigationLink is presenting a value of type “\(Swift.type(of: element.base))” "
            + "but there is no matching navigationDestination declaration visible from the "
            + "location of the link. The link cannot be activated.")
      }
      return withVisibility(onScreen: isTop, inHierarchy: true) { node(.unresolved(kind)) }
    }
    return renderPage(identity: "destination\(index)", onScreen: isTop) { render(view) }
      .wrapped(in: withVisibility(onScreen: isTop, inHierarchy: true) { node(kind) })
  }

  /// Renders a page of a stack, collecting the navigation title it sets.
  private func renderPage(
    identity: String, onScreen: Bool, _ body: () -> [StandInNode]
  ) -> StandInPage {
    let saved = (titleSlot, backHiddenSlot)
    (titleSlot, backHiddenSlot) = (nil, false)
    defer { (titleSlot, backHiddenSlot) = saved }
    let nodes = withIdentity(identity) {
      withVisibility(onScreen: onScreen, inHierarchy: true, body)
    }
    return StandInPage(nodes: nodes, title: titleSlot, hidesBackButton: backHiddenSlot)
  }

  /// Registers a destination with the innermost stack, the first declaration of a type winning.
  func registerDestination(_ destination: StandInDestination) {
    guard let scope = scopes.last else {
      problem(
        "navigationDestination(for: \(destination.typeName).self) is declared outside a "
          + "NavigationStack and is ignored")
      return
    }
    if scope.destinations.contains(where: { $0.type == destination.type }) {
      problem(
        "A navigationDestination for “\(destination.typeName)” was declared earlier on the "
          + "stack. Only the destination declared closest to the root view of the stack will "
          + "be used.")
      return
    }
    scope.destinations.append(destination)
  }

  /// Hides the back button of the stack page being rendered (`true` anywhere in the page wins).
  func setBackButtonHidden(_ hidden: Bool) {
    backHiddenSlot = backHiddenSlot || hidden
  }

  /// Sets the title of the stack page being rendered.
  func setNavigationTitle(_ title: String) {
    titleSlot = titleSlot ?? title
  }

  /// The path of a stack made with `init(root:)`, which SwiftUI keeps in its own state.
  func ownNavigationPath() -> StandInPathAccess {
    let key = identity
    let storage = self.storage
    let binding = Binding<NavigationPath>(
      get: { storage.ownPaths[key] ?? NavigationPath() },
      set: { storage.ownPaths[key] = $0 })
    return StandInPathAccess(navigationPath: binding, label: "NavigationStack(own state).path")
  }
}

/// A page of a stack (its root or a destination) and the navigation title it set.
private struct StandInPage {
  let nodes: [StandInNode]
  let title: String?
  let hidesBackButton: Bool

  func wrapped(in container: StandInNode) -> StandInNode {
    var container = container
    container.children = nodes
    container.navigationTitle = title
    container.hidesBackButton = hidesBackButton
    return container
  }
}
