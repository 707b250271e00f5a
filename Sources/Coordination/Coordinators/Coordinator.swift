/// A coordinator: it creates screens and their models, injects their dependencies, shows them,
/// and starts child coordinators.
///
/// Subclass it with your route type, create screens in ``destination(for:)``, and show the
/// first one in ``AnyCoordinator/start()``:
///
/// ```swift
/// final class MovieListCoordinator: Coordinator<MovieRoute>, MovieListDelegate {
///   let movies: [Movie]
///   init(movies: [Movie]) { self.movies = movies }
///
///   override func start() { show(.list) }
///
///   override func destination(for route: MovieRoute) -> Destination {
///     switch route {
///     case .list: .screen(MovieListViewModel(movies: movies, delegate: self))
///     case .detail(let id): .flow(MovieDetailCoordinator(movie: movies[id]))
///     }
///   }
///
///   func movieList(didSelect movie: Movie) { show(.detail(movieID: movie.id)) }
/// }
/// ```
///
/// A child started through ``show(_:)`` shares this coordinator's stack; one started through
/// ``present(_:style:)`` gets its own modal stack. Either way it finishes by itself when its
/// last screen leaves (its own ``finish()``, the back button, a swipe, a deep link), exactly
/// once, and this coordinator drops it. No custom back button is needed.
open class Coordinator<Route: NavigationRoute>: AnyCoordinator {
  /// Creates a coordinator that is not started yet.
  public override init() { super.init() }

  /// Creates what a route shows: a screen and its model, or a child coordinator.
  ///
  /// This is where dependencies are injected. It is also used to rebuild screens when a deep
  /// link is applied or navigation is restored, so it should only create, not navigate.
  /// The default shows a screen without a model.
  open func destination(for route: Route) -> Destination { .screen(nil) }

  /// How a sheet or a popover this coordinator presents for `route` is shown (ignored for
  /// full-screen layers): a popover's anchor, and how it looks as a sheet on a compact width.
  /// Asked whenever such a layer appears: presented by code, by a deep link, by a flow run as
  /// a sheet, or restored. The default is a large sheet the user may drag away.
  open func sheetOptions(for route: Route) -> SheetOptions { SheetOptions() }

  /// Whether a screen of this coordinator may leave by a user action or a deep link.
  ///
  /// The default allows it. Screen models can also refuse by adopting ``LeaveGuard``.
  open func canLeave(_ route: Route, cause: NavigationCause) -> Bool { true }

  /// The routes of this coordinator's screens, bottom first.
  ///
  /// - Complexity: O(*k* log *k*) in the number of screens the coordinator owns.
  public var routes: [Route] {
    store?.routes(ownedBy: self).compactMap { $0.as(Route.self) } ?? []
  }

  /// Pushes the route onto this coordinator's stack.
  ///
  /// A screen destination is pushed; a child coordinator (``Destination/flow(_:)``) is started
  /// as a child that pushes onto the same stack.
  ///
  /// - Complexity: O(1) amortized, whatever the depth of the stack.
  public final func show(_ route: Route) {
    _ = try? store?.execute(.coordinator(.show(AnyRoute(route)), from: self))
  }

  /// Presents the route in a new modal layer above everything shown.
  public final func present(_ route: Route, style: PresentationStyle = .sheet) {
    _ = try? store?.execute(.coordinator(.present(AnyRoute(route), style: style), from: self))
  }

  /// Replaces this coordinator's part of its stack (for the root: the whole stack) with routes.
  ///
  /// Its part starts at the lowest screen that it or one of its children shows on the stack.
  /// Leading screens whose routes are unchanged are kept with their models; the rest leave
  /// (their coordinators finish) and the new routes are shown, as one change.
  public final func setStack(_ routes: [Route]) {
    _ = try? store?.execute(.coordinator(.setStack(routes.map(AnyRoute.init)), from: self))
  }

  /// Pops the top screen of this coordinator's stack. Returns `false` when the stack shows
  /// only its bottom screen or this coordinator does not run.
  ///
  /// - Complexity: O(1), whatever the depth of the stack.
  @discardableResult
  public final func pop() -> Bool {
    (try? store?.execute(.coordinator(.pop, from: self))) == .applied
  }

  /// Pops this coordinator's stack to its first screen.
  public final func popToRoot() {
    _ = try? store?.execute(.coordinator(.popToRoot, from: self))
  }

  /// Pops back to this coordinator's own first screen on its stack, whatever lies above it
  /// (its own screens and its children's). Unlike ``popToRoot()``, it leaves the screens of the
  /// coordinators below this one alone, so a child sharing its parent's stack can return to
  /// where it started.
  ///
  /// - Complexity: O(*k*) in the number of screens the coordinator owns and the screens removed.
  public final func popToFirstScreen() {
    _ = try? store?.execute(.coordinator(.popToFirstScreen, from: self))
  }

  /// Pops to the topmost screen of this coordinator that shows `route`.
  ///
  /// - Throws: ``NavigationError/coordinatorNotActive(_:)`` when this coordinator does not run,
  ///   ``NavigationError/routeNotShown(route:)`` when no such screen is shown; nothing changes.
  /// - Complexity: O(*k*) in the number of screens above the target.
  public final func pop(to route: Route) throws(NavigationError) {
    guard let store else { throw .coordinatorNotActive(name) }
    _ = try store.execute(.coordinator(.popTo(AnyRoute(route)), from: self))
  }

  /// Dismisses the modals above this coordinator's layer, or, when there are none and this
  /// coordinator lives in a modal, that modal.
  public final func dismiss() {
    _ = try? store?.execute(.coordinator(.dismiss, from: self))
  }

  /// Ends this coordinator: its screens and everything above them leave, its children finish,
  /// and its parent drops it. A plain coordinator's awaited result is `()`; a
  /// ``FlowCoordinator`` that finishes without a value is cancelled.
  public final func finish() {
    _ = try? store?.execute(.coordinator(.finish(output: plainFinishOutput), from: self))
  }

  /// Starts the route's child coordinator as a flow and waits for its result.
  ///
  /// ```swift
  /// let user = try await run(.login, presentation: .sheet, as: User.self)
  /// let sameUser: User = try await run(.login, presentation: .sheet)  // `as:` inferred
  /// ```
  ///
  /// - Parameters:
  ///   - route: A route whose destination is a child coordinator (``Destination/flow(_:)``).
  ///   - presentation: Push onto this stack, or present in a new modal layer.
  ///   - output: The type of the result. It may be left out where the call site gives it
  ///     (`let user: User = try await run(.login)`).
  /// - Returns: The value the flow finished with.
  /// - Throws: ``FlowCancelled`` when the flow ended without a result (the user backed out,
  ///   a deep link replaced it); ``NavigationError`` when this coordinator does not run or
  ///   the route's destination is not an unstarted child coordinator with an `Output` result.
  public final func run<Output: Sendable>(
    _ route: Route, presentation: FlowPresentation = .push, as output: Output.Type = Output.self
  ) async throws -> Output {
    try await withCheckedThrowingContinuation { continuation in
      run(route, presentation: presentation, as: output) { continuation.resume(with: $0) }
    }
  }

  /// Starts the route's child as a flow; calls `completion` once when it ends, without `async`.
  ///
  /// Use it where a `Task` would have to carry the coordinator across isolation, for example
  /// in a view model's delegate callback:
  ///
  /// ```swift
  /// func mainDidTapLogin() {
  ///   run(.login, presentation: .sheet, as: User.self) { [weak self] result in
  ///     if case .success(let user) = result { self?.show(.home(user)) }
  ///   }
  /// }
  /// ```
  ///
  /// `completion` runs exactly once: with the flow's value, with ``FlowCancelled``, or at once
  /// with a ``NavigationError`` for the reasons ``run(_:presentation:as:)`` throws one.
  public final func run<Output: Sendable>(
    _ route: Route, presentation: FlowPresentation = .push, as output: Output.Type = Output.self,
    then completion: @escaping (Result<Output, any Error>) -> Void
  ) {
    guard let store else {
      completion(.failure(NavigationError.coordinatorNotActive(name)))
      return
    }
    let call = CoordinatorCall.run(
      AnyRoute(route), presentation: presentation, expecting: Output.self
    ) { end in
      switch end {
      case .success(let value as Output): completion(.success(value))
      case .success:
        let mismatch = NavigationError.resultTypeMismatch(
          route: String(describing: route), expected: String(describing: Output.self))
        completion(.failure(mismatch))
      case .failure(let error): completion(.failure(error))
      }
    }
    _ = try? store.execute(.coordinator(call, from: self))
  }

  /// Called when a child coordinator started by one of this coordinator's routes ends, however
  /// it ends and whether or not it was awaited as a flow, with the route that started it.
  ///
  /// Unlike an `await` on ``run(_:presentation:as:)`` or its completion, which live only as
  /// long as the process, this method is there after a relaunch too: a flow restored from
  /// saved navigation still delivers its result here. Override it to react to results of
  /// flows that may outlive a relaunch:
  ///
  /// ```swift
  /// override func flowDidEnd(_ route: AppRoute, with outcome: FlowOutcome) {
  ///   if route == .login, let user = outcome.value(as: User.self) { setStack([.home(user)]) }
  /// }
  /// ```
  ///
  /// It runs after awaiting callers were resumed and before ``AnyCoordinator/didFinish(child:)``.
  open func flowDidEnd(_ route: Route, with outcome: FlowOutcome) {}

  override func childFlowDidEnd(route: AnyRoute?, outcome: FlowOutcome) {
    guard let route = route?.as(Route.self) else { return }
    flowDidEnd(route, with: outcome)
  }

  override func destination(forErased route: AnyRoute) -> Destination? {
    guard let route = route.as(Route.self) else { return nil }
    return destination(for: route)
  }

  override func sheetOptions(forErased route: AnyRoute) -> SheetOptions {
    guard let route = route.as(Route.self) else { return SheetOptions() }
    return sheetOptions(for: route)
  }

  package override func decodeRoute(_ value: NavigationSnapshot.EncodedValue) throws -> AnyRoute {
    AnyRoute(try value.decode(Route.self))
  }

  override func allowsLeaving(_ route: AnyRoute, cause: NavigationCause) -> Bool {
    guard let route = route.as(Route.self) else { return true }
    return canLeave(route, cause: cause)
  }
}

/// How a flow started with ``Coordinator/run(_:presentation:as:)`` is shown.
public enum FlowPresentation: Hashable, Sendable {
  /// Pushed onto the caller's stack.
  case push
  /// Presented in a new layer with the given style.
  case modal(PresentationStyle)

  /// Presented as a sheet.
  public static var sheet: Self { .modal(.sheet) }
  /// Presented as a full-screen cover.
  public static var fullScreen: Self { .modal(.fullScreen) }
  /// Presented as a popover (a sheet on a compact width).
  public static var popover: Self { .modal(.popover) }
}
