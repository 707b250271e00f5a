import Foundation

/// Hosts a view tree on Linux: evaluates bodies into nodes, and plays the user.
///
/// `render()` evaluates the tree (it runs on creation and after every simulated action). Each
/// simulated action performs exactly the binding writes SwiftUI performs for it, records them in
/// `writes`, then renders again. Unlike SwiftUI, nothing re-renders by itself: after changing a
/// model directly, call `render()`.
@MainActor public final class StandInHost {
  /// Switches for behaviours that differ between iOS versions.
  public var behavior: StandInSwiftUIBehavior
  /// Every binding write the simulated SwiftUI performed, in order.
  public internal(set) var writes: [String] = []
  /// Writes, callbacks (`onDismiss`, `onAppear`), taps and refused actions, in order.
  public internal(set) var events: [String] = []
  /// What SwiftUI would log about the last render (missing destinations, several sheets...).
  public internal(set) var problems: [String] = []
  /// What the window shows.
  public internal(set) var root: [StandInNode] = []
  /// The presented sheets and covers, bottom to top.
  public internal(set) var presentations: [StandInPresentation] = []
  /// How many render passes ran, each evaluating every body once.
  public internal(set) var renderCount = 0

  private let rootView: any View
  let storage = StandInStorage()
  var pass: StandInRenderer?
  private var appeared: Set<String> = []
  /// The `onDisappear` actions of the views on screen after the last pass, by identity.
  private var disappearing: [String: () -> Void] = [:]
  private var shown: [String: StandInShownPresentation] = [:]
  /// The `onOpenURL` handlers on screen after the last pass.
  var openURLActions: [(URL) -> Void] = []
  /// The `onContinueUserActivity` handlers on screen after the last pass.
  var continueActivityHandlers: [StandInActivityHandler] = []
  /// The `userActivity` modifiers on screen after the last pass with `isActive` true.
  var activityAdvertisers: [StandInActivityAdvertiser] = [] {
    didSet { dropUnadvertisedActivities() }
  }
  /// The scene's activity of each type advertised, made when the system first asks for it.
  var advertisedActivities: [String: NSUserActivity] = [:]
  /// What the views on screen after the last pass said the window handles.
  var externalEvents = StandInExternalEvents()
  /// The values of the `onChange` modifiers on screen after the last pass, by identity.
  private var changeValues: [String: Any] = [:]

  /// Hosts `view` with the given behaviour switches, and renders it.
  public convenience init<V: View>(
    _ view: V, behavior: StandInSwiftUIBehavior = StandInSwiftUIBehavior()
  ) {
    self.init(view, behavior: behavior, sceneValues: StandInSceneValues())
  }

  /// Hosts `view` in a scene whose `SceneStorage` holds `sceneValues`, and renders it.
  init<V: View>(
    _ view: V, behavior: StandInSwiftUIBehavior, sceneValues: StandInSceneValues,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    rootView = view
    self.behavior = behavior
    storage.sceneValues = sceneValues
    storage.sceneEnvironment = environment
    render()
  }

  /// Evaluates the tree, then runs the `onDismiss` and `onAppear` actions the change calls for
  /// and renders again, until nothing more is called.
  public func render() {
    for _ in 0..<10 {
      let callbacks = settle(renderPass())
      if callbacks.isEmpty { return }
      for callback in callbacks { callback() }
    }
    problems.append(
      "rendering did not settle after 10 passes: onAppear or onDismiss actions keep changing "
        + "what is shown")
  }

  /// Records a binding write the simulated SwiftUI performed.
  func record(write: String) {
    writes.append(write)
    events.append(write)
  }

  /// Records a refused user action; returns false for the caller to return.
  func refuse(_ action: String, _ reason: String) -> Bool {
    events.append("refused \(action): \(reason)")
    return false
  }

  private func renderPass() -> StandInRenderer {
    storage.behavior = behavior
    let renderer = StandInRenderer(storage: storage)
    let screen = renderer.renderScreen(rootView)
    root = screen.root
    presentations = screen.presentations
    problems = renderer.problems
    storage.states = storage.states.filter { renderer.usedStateKeys.contains($0.key) }
    renderCount += 1
    pass = renderer
    openURLActions = renderer.openURLActions
    continueActivityHandlers = renderer.continueActivityHandlers
    activityAdvertisers = renderer.activityAdvertisers
    externalEvents = renderer.externalEvents
    return renderer
  }

  /// The callbacks SwiftUI runs after this pass: `onDismiss` of the presentations that went
  /// away (topmost first), then `onAppear` of the views that came on screen, then `onDisappear`
  /// of those that left it.
  private func settle(_ renderer: StandInRenderer) -> [() -> Void] {
    var now: [String: StandInShownPresentation] = [:]
    for (index, request) in renderer.presented.enumerated() {
      now[request.key] = StandInShownPresentation(
        id: request.itemID, level: index + 1, name: "\(request.style)",
        onDismiss: request.onDismiss)
    }
    let gone = shown.filter { now[$0.key]?.id != $0.value.id }.values
      .sorted { $0.level > $1.level }
    shown = now
    storage.shownKeys = Set(now.keys)
    var callbacks: [() -> Void] = gone.map { old in
      { [self] in
        events.append("onDismiss: \(old.name)")
        old.onDismiss?()
      }
    }
    for (key, action) in renderer.appearances where !appeared.contains(key) {
      callbacks.append { [self] in
        events.append("onAppear")
        action()
      }
    }
    appeared = Set(renderer.appearances.map(\.key))
    let onScreen = Dictionary(renderer.disappearances, uniquingKeysWith: { first, _ in first })
    for (key, action) in disappearing where onScreen[key] == nil {
      callbacks.append { [self] in
        events.append("onDisappear")
        action()
      }
    }
    disappearing = onScreen
    return callbacks + changes(renderer.changeObservers)
  }

  /// The `onChange` actions this pass calls for: a value that differs from the previous pass's,
  /// or (with `initial`) a modifier that was not on screen in it.
  private func changes(_ observers: [StandInChangeObserver]) -> [() -> Void] {
    var callbacks: [() -> Void] = []
    var now: [String: Any] = [:]
    var seen: [String: Int] = [:]
    for observer in observers {
      // Several `onChange` on one view: told apart by their order there.
      let occurrence = seen[observer.key, default: 0]
      seen[observer.key] = occurrence + 1
      let key = "\(observer.key)#\(occurrence)"
      now[key] = observer.value
      let old = changeValues[key]
      if old.map(observer.differs) ?? observer.initial {
        callbacks.append { [self] in
          events.append("onChange")
          observer.run(old)
        }
      }
    }
    changeValues = now
    return callbacks
  }
}

/// A presentation shown after a render pass, remembered to call its `onDismiss` when it goes.
struct StandInShownPresentation {
  let id: AnyHashable
  let level: Int
  let name: String
  let onDismiss: (() -> Void)?
}
