import Coordination
import CoordinationTesting
import Testing

/// The first acceptance test: the Pages tutorial's First/Second/Third app, driven
/// headless 1,000 times around its loop in three ways.
@Suite struct PagesAppAcceptanceTests {
  static let loops = 1_000

  private func finishedSecondCoordinators(_ platform: HeadlessPlatform) -> Int {
    platform.events.filter {
      if case .finished(_, "SecondCoordinator", _, _) = $0 { return true }
      return false
    }.count
  }

  @Test func customBackToFirstLoopsWithoutGrowingOrLeaking() throws {
    let first = FirstCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: first, leakTracking: true))
    for _ in 0..<Self.loops {
      try platform.topModel(as: FirstViewModel.self).next()
      #expect(first.childCount == 1)
      try platform.topModel(as: SecondViewModel.self).next()
      #expect(
        platform.visibleRoutes == [
          .init(FirstRoute.first), .init(SecondRoute.second), .init(SecondRoute.third),
        ])
      try platform.topModel(as: ThirdViewModel.self).backToFirst()
      #expect(first.childCount == 0)
      #expect(platform.visibleRoutes == [.init(FirstRoute.first)])
    }
    #expect(finishedSecondCoordinators(platform) == Self.loops)
    #expect(platform.inconsistencies.isEmpty)
    #expect(platform.store.leakTracker?.leaks() == [])
    #expect(platform.store.coordinatorCount == 1)
  }

  @Test func systemBackButtonLoopsWithoutGrowingOrLeaking() throws {
    let first = FirstCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: first, leakTracking: true))
    for _ in 0..<Self.loops {
      try platform.topModel(as: FirstViewModel.self).next()
      try platform.topModel(as: SecondViewModel.self).next()
      try platform.tapBack()
      #expect(first.childCount == 1)
      try platform.tapBack()
      #expect(first.childCount == 0)
      #expect(platform.visibleRoutes == [.init(FirstRoute.first)])
    }
    #expect(finishedSecondCoordinators(platform) == Self.loops)
    #expect(platform.inconsistencies.isEmpty)
    #expect(platform.store.leakTracker?.leaks() == [])
  }

  @Test func cancelledSwipeKeepsEverythingThenCompletedSwipeFinishes() throws {
    let first = FirstCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: first, leakTracking: true))
    for _ in 0..<Self.loops {
      try platform.topModel(as: FirstViewModel.self).next()
      try platform.topModel(as: SecondViewModel.self).next()
      try platform.swipeBack(cancelled: true)
      #expect(platform.visibleRoutes.count == 3)
      #expect(first.childCount == 1)
      try platform.swipeBack()
      try platform.swipeBack(cancelled: true)
      #expect(first.childCount == 1)
      try platform.swipeBack()
      #expect(first.childCount == 0)
    }
    #expect(finishedSecondCoordinators(platform) == Self.loops)
    #expect(platform.inconsistencies.isEmpty)
    #expect(platform.store.leakTracker?.leaks() == [])
  }
}
