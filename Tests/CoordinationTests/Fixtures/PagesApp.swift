import Coordination

// App D of the tutorials (Demo/README.md): First -> Second -> Third -> back to First. The
// coordinators keep the tutorial's names and shape; Second's custom back and Third's "back to
// first" call the parent through a weak delegate, and the system back button needs no code.

enum FirstRoute: NavigationRoute {
  case first
  case second
}

enum SecondRoute: NavigationRoute {
  case second
  case third
}

protocol FirstNavigator: AnyObject {
  func firstDidTapNext()
}

protocol SecondNavigator: AnyObject {
  func secondDidTapNext()
  func didTapBackToFirst()
}

final class FirstViewModel {
  weak var navigator: (any FirstNavigator)?
  init(navigator: any FirstNavigator) { self.navigator = navigator }
  func next() { navigator?.firstDidTapNext() }
}

final class SecondViewModel {
  weak var navigator: (any SecondNavigator)?
  init(navigator: any SecondNavigator) { self.navigator = navigator }
  func next() { navigator?.secondDidTapNext() }
  func back() { navigator?.didTapBackToFirst() }
}

final class ThirdViewModel {
  weak var navigator: (any SecondNavigator)?
  init(navigator: any SecondNavigator) { self.navigator = navigator }
  func backToFirst() { navigator?.didTapBackToFirst() }
}

protocol SecondCoordinatorDelegate: AnyObject {
  func navigateBackToFirstPage(_ coordinator: SecondCoordinator)
}

final class FirstCoordinator: Coordinator<FirstRoute>, FirstNavigator, SecondCoordinatorDelegate {
  override func start() { setStack([.first]) }

  override func destination(for route: FirstRoute) -> Destination {
    switch route {
    case .first: .screen(FirstViewModel(navigator: self))
    case .second: .flow(SecondCoordinator(delegate: self))
    }
  }

  func firstDidTapNext() { show(.second) }

  func navigateBackToFirstPage(_ coordinator: SecondCoordinator) { popToRoot() }
}

final class SecondCoordinator: Coordinator<SecondRoute>, SecondNavigator {
  weak var delegate: (any SecondCoordinatorDelegate)?

  init(delegate: any SecondCoordinatorDelegate) {
    self.delegate = delegate
  }

  override func start() { show(.second) }

  override func destination(for route: SecondRoute) -> Destination {
    switch route {
    case .second: .screen(SecondViewModel(navigator: self))
    case .third: .screen(ThirdViewModel(navigator: self))
    }
  }

  func secondDidTapNext() { show(.third) }

  func didTapBackToFirst() { delegate?.navigateBackToFirstPage(self) }
}
