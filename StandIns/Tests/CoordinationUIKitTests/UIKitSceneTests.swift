import Coordination
import CoordinationLinks
import CoordinationUIKit
import Foundation
import StandInTestTraits
import Testing
import UIKit

/// The pages app's links: `pages://second`, `pages://third`, `pages://sheet` (the third page,
/// then a sheet over it), and the same on `https://pages.example.com`.
@MainActor let pagesLinks: DeepLinkMap = {
  var links = DeepLinkMap(schemes: ["pages"], hosts: ["pages.example.com"])
  try? links.register("second") { _ in [PagesRoute.second] }
  try? links.register("third") { _ in [PagesRoute.third] }
  try? links.register("sheet") { _ in
    [PathStep(PagesRoute.third), PathStep(PagesRoute.sheet, presentation: .sheet)]
  }
  return links
}()

/// The pages app's scene delegate, as an app writes one with scenes: each scene makes its own
/// store, restores its own navigation and routes the links it receives.
final class PagesSceneDelegate: UIResponder, WindowHostSceneDelegate {
  var window: UIWindow?
  private(set) var host: WindowHost?
  private(set) var restorationFailure: RestorationError?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let host = WindowHost(
      window: UIWindow(windowScene: windowScene),
      store: NavigationStore(root: PagesCoordinator(), leakTracking: true),
      registry: pagesRegistry())
    restorationFailure = host.connect(
      session: session, options: connectionOptions, links: pagesLinks)
    window = host.window
    self.host = host
  }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    host?.stateRestorationActivity()
  }

  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
    for context in urlContexts { _ = try? host?.open(context.url, using: pagesLinks) }
  }

  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    _ = try? host?.continueActivity(userActivity, using: pagesLinks)
  }
}

/// Scenes in UIKit: one store per window scene; a URL or a handoff goes to the scene that
/// should show it; each scene saves and restores its own navigation across a relaunch.
@Suite(.usesStandInState) struct UIKitSceneTests {
  /// Resets the stand-in and connects `count` scenes of the pages app, as the system does.
  func connect(_ count: Int, device: StandInBehavior.Device = .pad) throws
    -> [UIWindowScene]
  {
    StandInTransitions.reset()
    StandInLog.clear()
    StandInBehavior.device = device
    UIApplication.shared.standInReset()
    UIApplication.shared.standInMakeSceneDelegate = { PagesSceneDelegate() }
    return try (0..<count).map { index in
      try #require(
        UIApplication.shared.standInConnectNewScene(
          session: .standInMake(persistentIdentifier: "scene-\(index)")))
    }
  }

  func host(_ scene: UIScene) throws -> WindowHost {
    try #require((scene.delegate as? PagesSceneDelegate)?.host)
  }

  /// The titles of the scene's navigation stack, bottom first, and of what it presents.
  func titles(_ scene: UIScene) throws -> [String] {
    var shown: [String] = []
    var top: UIViewController? = try host(scene).driver.rootViewController
    while let current = top {
      let navigation = current as? UINavigationController
      shown += (navigation?.viewControllers ?? [current]).map { $0.title ?? "?" }
      top = current.presentedViewController
    }
    return shown
  }

  func receive(_ link: String, in scene: UIScene) throws {
    let url = try #require(URL(string: link))
    scene.delegate?.scene(scene, openURLContexts: [.standInMake(url: url)])
  }

  @Test func twoScenesHaveTwoStoresAndTwoWindows() throws {
    let scenes = try connect(2)
    let hosts = try scenes.map(host)
    #expect(hosts[0].driver.store !== hosts[1].driver.store)
    #expect(hosts[0].window.windowScene === scenes[0] && hosts[1].window.windowScene === scenes[1])
    (hosts[0].driver.store.root as? PagesCoordinator)?.show(.third)
    #expect(try titles(scenes[0]) == ["first", "third"])
    #expect(try titles(scenes[1]) == ["first"])
  }

  @Test func eachSceneComesBackWithItsOwnNavigationAfterARelaunch() throws {
    let scenes = try connect(2)
    try receive("pages://second", in: scenes[0])
    try receive("pages://third", in: scenes[1])
    #expect(try titles(scenes[0]) == ["first", "third"])  // the second page's flow shows third
    #expect(
      try host(scenes[0]).driver.store.showing(pagesLinks.resolve("pages://second")) != .notShown)
    #expect(try titles(scenes[1]) == ["first", "third"])
    let before = try scenes.map { try host($0).driver.store.currentPath }
    #expect(before[0] != before[1])

    let relaunched = UIApplication.shared.standInRelaunch()
    #expect(relaunched.map(\.session.persistentIdentifier) == ["scene-0", "scene-1"])
    for (scene, path) in zip(relaunched, before) {
      #expect(try host(scene).driver.store.currentPath == path)
      #expect((scene.delegate as? PagesSceneDelegate)?.restorationFailure == nil)
      // Restored before the driver started the store: the root's start() never ran.
      #expect((try host(scene).driver.store.root as? PagesCoordinator)?.startCount == 0)
    }
    #expect(try titles(relaunched[0]) == ["first", "third"])
    #expect(try titles(relaunched[1]) == ["first", "third"])
    #expect(StandInTransitions.warnings == [])
  }

  @Test func aLinkWaitingBehindTheGateWaitsAgainAfterARelaunchThenLands() throws {
    let scenes = try connect(1)
    PagesCoordinator.linksWait = true
    defer { PagesCoordinator.linksWait = false }
    try receive("pages://third", in: scenes[0])
    #expect(try titles(scenes[0]) == ["first"])
    #expect(try host(scenes[0]).driver.store.waitingLinkText == "pages://third")

    let relaunched = UIApplication.shared.standInRelaunch()
    let store = try host(relaunched[0]).driver.store
    #expect(store.waitingPath == [PathStep(PagesRoute.third)])
    #expect(try titles(relaunched[0]) == ["first"])
    PagesCoordinator.linksWait = false
    store.offerWaitingPath()
    #expect(try titles(relaunched[0]) == ["first", "third"])
    #expect(StandInTransitions.warnings == [])
  }

  @Test func aLinkHandedToANewSceneWaitsThereWithItsTextAcrossARelaunch() throws {
    let scenes = try connect(1)
    PagesCoordinator.linksWait = true
    defer { PagesCoordinator.linksWait = false }
    scenes[0].standInSetActivationState(.background)  // no active scene: a new one is made
    try receive("pages://third", in: scenes[0])
    let connected = UIApplication.shared.connectedScenes.filter { $0 !== scenes[0] }
    let made = try #require(connected.first as? UIWindowScene)
    #expect(connected.count == 1)
    #expect(try host(made).driver.store.waitingLinkText == "pages://third")
    #expect(try host(scenes[0]).driver.store.waitingLinkText == nil)

    let relaunched = UIApplication.shared.standInRelaunch()
    let waiting = relaunched.filter { (try? host($0).driver.store.waitingLinkText) != nil }
    let scene = try #require(waiting.first)
    #expect(
      waiting.count == 1 && scene.session.persistentIdentifier == made.session.persistentIdentifier)
    PagesCoordinator.linksWait = false
    try host(scene).driver.store.offerWaitingPath()
    #expect(try titles(scene) == ["first", "third"])
    #expect(StandInTransitions.warnings == [])
  }

  @Test func aPresentedSheetComesBackInItsOwnScene() throws {
    let scenes = try connect(2)
    try receive("pages://sheet", in: scenes[1])
    #expect(try host(scenes[1]).driver.store.state.layers.count == 2)
    let relaunched = UIApplication.shared.standInRelaunch()
    #expect(try host(relaunched[0]).driver.store.state.layers.count == 1)
    #expect(try host(relaunched[1]).driver.store.state.layers.count == 2)
    #expect(try titles(relaunched[1]).count == 3)
  }

  @Test func aSceneWhoseSavedNavigationCannotBeReadStartsAfresh() throws {
    _ = try connect(0)
    let broken = NSUserActivity(activityType: WindowHost.navigationActivityType)
    broken.userInfo = ["navigation": Data("not a snapshot".utf8)]
    let scene = try #require(
      UIApplication.shared.standInConnectNewScene(
        session: .standInMake(stateRestorationActivity: broken)))
    #expect((scene.delegate as? PagesSceneDelegate)?.restorationFailure != nil)
    #expect(try titles(scene) == ["first"])
    #expect((try host(scene).driver.store.root as? PagesCoordinator)?.startCount == 1)
  }

  @Test func aLinkGoesToTheSceneAlreadyShowingItAndBringsItForward() throws {
    let scenes = try connect(2)
    try receive("pages://second", in: scenes[0])
    scenes[0].standInSetActivationState(.background)
    let revision = try host(scenes[0]).driver.store.state
    StandInLog.clear()
    try receive("pages://second", in: scenes[1])
    #expect(try titles(scenes[1]) == ["first"], "the scene the link arrived in changed")
    #expect(try host(scenes[0]).driver.store.state == revision)
    #expect(scenes[0].activationState == .foregroundActive)
    #expect(StandInLog.entries.contains("request scene activation scene-0"))
  }

  @Test func aLinkNoSceneShowsGoesToTheActiveScene() throws {
    let scenes = try connect(2)
    scenes[0].standInSetActivationState(.foregroundInactive)
    try receive("pages://third", in: scenes[0])
    #expect(try titles(scenes[0]) == ["first"])
    #expect(try titles(scenes[1]) == ["first", "third"])
    #expect(UIApplication.shared.connectedScenes.count == 2)
  }

  @Test func withNoActiveSceneAnIPadMakesANewSceneForTheLink() throws {
    let scenes = try connect(2)
    for scene in scenes { scene.standInSetActivationState(.background) }
    try receive("pages://third", in: scenes[0])
    let added = UIApplication.shared.connectedScenes.filter { scene in
      !scenes.contains { $0 === scene }
    }
    let new = try #require(added.first)
    #expect(added.count == 1)
    #expect(try titles(new) == ["first", "third"])
    #expect(try titles(scenes[0]) == ["first"] && titles(scenes[1]) == ["first"])
    #expect(new.activationState == .foregroundActive)
  }

  @Test func anIPhoneOpensALinkNoSceneShowsInItsOneScene() throws {
    let scenes = try connect(1, device: .phone)
    scenes[0].standInSetActivationState(.background)
    try receive("pages://third", in: scenes[0])
    #expect(UIApplication.shared.connectedScenes.count == 1)
    #expect(try titles(scenes[0]) == ["first", "third"])
  }

  @Test func aHandoffIsRoutedLikeAURL() throws {
    let scenes = try connect(2)
    try receive("pages://second", in: scenes[1])
    scenes[1].standInSetActivationState(.background)
    let activity = NSUserActivity(activityType: "NSUserActivityTypeBrowsingWeb")
    activity.webpageURL = URL(string: "https://pages.example.com/second")
    scenes[0].delegate?.scene(scenes[0], continue: activity)
    #expect(try titles(scenes[0]) == ["first"])
    #expect(scenes[1].activationState == .foregroundActive)
    let other = NSUserActivity(activityType: "com.example.unrelated")
    scenes[0].delegate?.scene(scenes[0], continue: other)
    #expect(try titles(scenes[0]) == ["first"])
  }
}
