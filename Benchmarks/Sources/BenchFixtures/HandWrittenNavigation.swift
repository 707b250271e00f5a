/// A screen in the hand-written style: a small class, standing for a view controller.
public final class ViewController {
  /// The index of the route that created it.
  public let index: Int

  /// Creates a view controller.
  public init(index: Int) { self.index = index }
}

/// The hand-written style of the usual Coordinator pattern: a coordinator that pushes view
/// controllers onto a navigation controller (here an array) and keeps its child coordinators in an
/// array, from which a finished child is removed with `firstIndex(where:)`.
///
/// Every operation hands its result to ``sink(_:)``, so the optimizer keeps it.
public final class HandWrittenNavigation {
  /// The navigation controller's stack, bottom first.
  public var viewControllers: [ViewController] = []
  /// The live child coordinators, oldest first.
  public var childCoordinators: [HandWrittenChild] = []

  /// Creates a coordinator with a first screen, then `depth` more screens or, with
  /// `children`, `depth` live children with one screen each.
  public init(depth: Int = 0, children: Bool = false) {
    viewControllers.append(ViewController(index: 0))
    for index in 0..<depth {
      if children {
        startChild(index)
      } else {
        viewControllers.append(ViewController(index: index))
      }
    }
  }

  /// Pushes a view controller and pops it.
  @inline(never)
  public func pushPopScreen(_ index: Int) {
    viewControllers.append(ViewController(index: index))
    sink(viewControllers.popLast())
  }

  /// Starts a child (it pushes its view controller), pops that view controller, and removes
  /// the finished child from the children.
  @inline(never)
  public func pushPopChild(_ index: Int) {
    let child = startChild(index)
    sink(viewControllers.popLast())
    child.didLeave()
  }

  /// ``pushPopScreen(_:)`` for each index: one call per benchmark iteration.
  public func pushPopScreens(_ indices: Range<Int>) {
    for index in indices { pushPopScreen(index) }
  }

  /// ``pushPopChild(_:)`` for each index: one call per benchmark iteration.
  public func pushPopChildren(_ indices: Range<Int>) {
    for index in indices { pushPopChild(index) }
  }

  /// Pushes `count` view controllers.
  public func prepareUserPop(leaving count: Int) {
    for index in 0..<count { viewControllers.append(ViewController(index: index)) }
  }

  /// Pops `count` view controllers at once, as popping to a view controller does.
  @inline(never)
  public func userPop(leaving count: Int) {
    viewControllers.removeLast(count)
    sink(viewControllers.last)
  }

  /// Creates a child, keeps it, and starts it.
  @discardableResult
  func startChild(_ index: Int) -> HandWrittenChild {
    let child = HandWrittenChild(parent: self)
    childCoordinators.append(child)
    child.start(index)
    return child
  }

  /// Drops a finished child, as the usual `childDidFinish(_:)` does.
  func childDidFinish(_ child: HandWrittenChild) {
    if let index = childCoordinators.firstIndex(where: { $0 === child }) {
      childCoordinators.remove(at: index)
    }
  }
}

/// A child coordinator in the hand-written style: it pushes one view controller onto its
/// parent's navigation controller and tells its parent when that one is gone.
public final class HandWrittenChild {
  /// The coordinator that started it.
  public private(set) weak var parent: HandWrittenNavigation?
  /// Its screen.
  public private(set) var viewController: ViewController?

  init(parent: HandWrittenNavigation) { self.parent = parent }

  func start(_ index: Int) {
    let controller = ViewController(index: index)
    viewController = controller
    parent?.viewControllers.append(controller)
  }

  func didLeave() {
    viewController = nil
    parent?.childDidFinish(self)
  }
}
