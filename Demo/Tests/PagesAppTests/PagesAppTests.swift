import Coordination
import CoordinationTesting
import DemoTestSupport
import PagesApp
import Testing

/// App D: First → Second → Third → back to First, by every way back.
@Suite struct PagesAppTests {
  @Test func theLoopFreesTheSecondCoordinatorEveryTime() throws {
    let first = FirstCoordinator()
    let platform = launch(first)
    platform.expectStack([FirstRoute.first])
    for _ in 0..<50 {
      try platform.topModel(as: FirstViewModel.self).next()
      platform.expectStack([FirstRoute.first, SecondRoute.second])
      try platform.topModel(as: SecondViewModel.self).next()
      platform.expectStack([FirstRoute.first, SecondRoute.second, SecondRoute.third])
      #expect(first.childCount == 1)
      try platform.topModel(as: ThirdViewModel.self).backToFirst()
      platform.expectStack([FirstRoute.first])
      #expect(first.childCount == 0)
    }
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func secondsCustomBackAndTheSystemBackButtonEndTheSameWay() throws {
    let first = FirstCoordinator()
    let platform = launch(first)
    try platform.topModel(as: FirstViewModel.self).next()
    try platform.topModel(as: SecondViewModel.self).backToFirst()
    platform.expectStack([FirstRoute.first])
    try platform.topModel(as: FirstViewModel.self).next()
    try platform.topModel(as: SecondViewModel.self).next()
    try platform.tapBack()
    platform.expectStack([FirstRoute.first, SecondRoute.second])
    try platform.swipeBack(cancelled: true)
    #expect(first.childCount == 1)
    try platform.swipeBack()
    platform.expectStack([FirstRoute.first])
    #expect(first.childCount == 0)
    #expect(finishedNames(platform) == ["SecondCoordinator", "SecondCoordinator"])
    #expect(throws: HeadlessPlatform.ActionError.nothingToPop) { try platform.tapBack() }
    platform.expectNoLeaks()
  }

  @Test func saveAndRestoreOnTheThirdPage() throws {
    let platform = launch(FirstCoordinator())
    try platform.topModel(as: FirstViewModel.self).next()
    try platform.topModel(as: SecondViewModel.self).next()
    let relaunched = try platform.relaunch(with: FirstCoordinator())
    relaunched.expectStack([FirstRoute.first, SecondRoute.second, SecondRoute.third])
    try relaunched.topModel(as: ThirdViewModel.self).backToFirst()
    relaunched.expectStack([FirstRoute.first])
    relaunched.expectNoLeaks()
  }
}
