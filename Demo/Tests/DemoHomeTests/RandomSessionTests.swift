import Coordination
import CoordinationLinks
import CoordinationTesting
import DemoAccounts
import DemoHome
import DemoTestSupport
import KanjiApp
import LoginSignupApp
import MVVMLoginApp
import MoviesApp
import PagesApp
import PropertyBased
import Testing

/// Random user sessions over the whole demo: whatever the user taps, in whatever order, the
/// platform and the state agree, the tree keeps its invariants, and nothing leaks.
@Suite struct RandomSessionTests {
  enum Action: CaseIterable, Sendable {
    case openApp, primaryTap, secondaryTap, submitGood, submitBad, back, cancelledSwipe
    case openLink, relaunch
  }

  /// Taps whatever the top screen offers; `good` chooses valid form input.
  private func tap(_ platform: HeadlessPlatform, _ action: Action, seed: Int) {
    let store = platform.store
    guard let top = store.state.topScreen, let model = store.model(for: top.id) else { return }
    let primary = action == .primaryTap
    switch model {
    case let home as DemoHomeViewModel:
      if action == .secondaryTap {
        home.showAbout()
      } else {
        home.open(home.apps[seed % home.apps.count])
      }
    case let about as AboutViewModel: about.done()
    case let list as MovieListViewModel:
      list.select(movieID: list.movies[seed % list.movies.count].id)
    case let main as MVVMLoginApp.MainViewModel: main.goToLogin()
    case let form as MVVMLoginApp.LoginViewModel:
      form.submit(
        email: DemoAccount.email, password: action == .submitGood ? DemoAccount.password : "x")
    case let home as MVVMLoginApp.HomeViewModel: home.logOut()
    case let form as LoginSignupApp.LoginViewModel:
      if action == .submitGood || action == .submitBad {
        form.logIn(
          email: DemoAccount.email, password: action == .submitGood ? DemoAccount.password : "x")
      } else if primary {
        form.signUp()
      } else {
        form.forgotPassword()
      }
    case let form as SignupViewModel:
      let email = "user\(seed)@example.com"
      form.submit(
        name: "U", email: email, password: "12345678",
        confirmation: action == .submitGood ? "12345678" : "")
    case let form as ForgotPasswordViewModel:
      if primary {
        form.backToLogin()
      } else {
        form.submit(email: action == .submitGood ? "a@b.co" : "")
      }
    case let home as LoginSignupApp.HomeViewModel: home.signOut()
    case let first as FirstViewModel: first.next()
    case let second as SecondViewModel: primary ? second.next() : second.backToFirst()
    case let third as ThirdViewModel: third.backToFirst()
    case let list as KanjiListViewModel:
      list.select(character: list.kanji[seed % list.kanji.count].character)
    case let detail as KanjiDetailViewModel:
      detail.select(word: detail.kanji.examples[seed % detail.kanji.examples.count].word)
    case let search as KanjiSearchViewModel:
      if primary, let first = search.results.first {
        search.select(character: first.character)
      } else {
        search.search(for: ["sun", "person", "ねこ"][seed % 3])
      }
    default: break
    }
  }

  @Test func randomSessionsKeepEveryPromise() async throws {
    // The shipped data, over which every declared example link opens (`BundledDataTests`):
    // the test fixtures lack the movie of the movies example.
    let services = DemoServices(
      movies: try MovieCatalogue.bundled(), kanji: try KanjiStorage.bundled(),
      authClient: makeAuthClient())
    let links = try DemoLinks.map(services: services)
    let examples =
      links.entries.flatMap { entry in
        entry.examples.isEmpty ? [] : entry.examples.map(links.url(forExample:))
      } + ["coordination://pages/third", "coordination://login-signup/signup", "coordination:///"]
    let input = zip(Gen<Action>.case, Gen.int(in: 0...1_000)).array(of: 1...80)
    var relaunches = 0
    // A link that does not open or a relaunch that throws fails the property (`checkProperty`
    // records what its body throws); every relaunch is compared with what was shown before.
    await checkProperty(count: 150, input: input) { steps in
      var platform = launch(DemoHomeCoordinator(services: services))
      for (action, seed) in steps {
        switch action {
        case .openApp, .primaryTap, .secondaryTap, .submitGood, .submitBad:
          tap(platform, action, seed: seed)
        case .back: _ = try? platform.tapBack()
        case .cancelledSwipe: _ = try? platform.swipeBack(cancelled: true)
        case .openLink: try platform.open(examples[seed % examples.count], using: links)
        case .relaunch:
          let relaunched = try platform.relaunch(with: DemoHomeCoordinator(services: services))
          #expect(Self.shown(relaunched) == Self.shown(platform), "relaunched")
          #expect(relaunched.store.treeDescription == platform.store.treeDescription)
          platform = relaunched
          relaunches += 1
        }
        #expect(NavigationCheck.invariants(platform.store) == [], "after \(action)")
      }
      #expect(platform.inconsistencies == [])
      #expect(platform.store.leakTracker?.leaks() == [])
      while (try? platform.closeModal()) != nil || (try? platform.tapBack()) != nil {}
      #expect(platform.store.coordinatorCount == 1)
      #expect(platform.visibleRoutes == [AnyRoute(DemoRoute.home)])
    }
    #expect(relaunches > 0)
  }

  /// Every stack of every layer, by route, with each layer's style and selection: what a
  /// relaunch must show again.
  private static func shown(_ platform: HeadlessPlatform) -> [String] {
    platform.store.state.layers.map { layer in
      "\(layer.style) \(layer.selectedIndex): "
        + layer.stacks.map { "\($0.routes)" }.joined(separator: " | ")
    }
  }
}
