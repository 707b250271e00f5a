import CoordinationWeb

extension DemoWebApp {
  /// The views of every screen model of the demo: the home screen and the five apps.
  static func views() -> ViewRegistry {
    var views = ViewRegistry()
    HomeViews.register(in: &views)
    MoviesViews.register(in: &views)
    MVVMLoginViews.register(in: &views)
    LoginSignupViews.register(in: &views)
    PagesViews.register(in: &views)
    KanjiViews.register(in: &views)
    return views
  }
}
