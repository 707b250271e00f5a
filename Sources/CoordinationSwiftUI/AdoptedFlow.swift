#if canImport(SwiftUI)
  public import Coordination
  public import SwiftUI

  /// One flow of the library in an app's own `NavigationStack(path:)`: the store's root stack
  /// is pushed onto the app's path above the app's own values, which stay the app's.
  ///
  /// The app's path holds its own values and the flow's screens, embedded in its element type
  /// (`embed` and `extract`, for example an enum case `.flow(ScreenID)`). Give the app's
  /// `NavigationStack` ``path`` while the flow is shown, and show each flow screen with
  /// ``destination(for:content:)`` from the app's `navigationDestination(for:)` (see
  /// <doc:AdoptingOneFlow>):
  ///
  /// ```swift
  /// enum Place: Hashable {
  ///   case about
  ///   case flow(ScreenID)
  /// }
  /// ```
  ///
  /// The path's flow part follows the store: what the store shows above the app's values,
  /// values the app pushes above the flow's screens staying on top. A back that leaves flow
  /// screens (the back button, the back menu, the swipe) is the user's back; past the flow's
  /// first screen, the user leaving the flow (`UserAction.leftFlow`), after which the store's
  /// root flow has ended (`NavigationStore.whenRootFinishes(_:)`). A back the store would
  /// refuse is prevented as ``NavigationHost`` prevents it: the flow screen has the adapter's
  /// "Back" instead of SwiftUI's.
  @MainActor
  public final class AdoptedFlow<Element: Hashable> {
    /// The flow's store.
    public let store: NavigationStore
    private let appPath: Binding<[Element]>
    private let embed: (ScreenID) -> Element
    private let extract: (Element) -> ScreenID?
    private var token: ObserverToken?
    /// Whether a write of the user's is being reported: the store's change it causes is
    /// written with the user's path, once.
    private var isReporting = false

    /// Shows `store`'s flow (starting it if it has not started) above the values of the
    /// app's `path`.
    public init(
      store: NavigationStore, path: Binding<[Element]>,
      embed: @escaping (ScreenID) -> Element, extract: @escaping (Element) -> ScreenID?
    ) {
      self.store = store
      appPath = path
      self.embed = embed
      self.extract = extract
      if !store.isStarted { store.start() }
      token = store.observe { [weak self] _ in self?.writeFlowIntoAppPath() }
      writeFlowIntoAppPath()
    }

    isolated deinit { token?.cancel() }

    /// The binding for the app's `NavigationStack`: the app's path, whose writes by SwiftUI
    /// reach the store when they change the flow's screens.
    public var path: Binding<[Element]> {
      Binding(get: { [self] in appPath.wrappedValue }, set: { [self] in userWrote($0) })
    }

    /// The view of a flow screen, with the adapter's back where the store would refuse
    /// SwiftUI's; nothing for a screen the flow no longer shows.
    public func destination<Content: View>(
      for screen: ScreenID, @ViewBuilder content: (Screen, AnyObject?) -> Content
    ) -> some View {
      let shown = screens.first { $0.id == screen }
      return shown.map { shown in
        content(shown, store.model(for: shown.id))
          .systemBack(hidden: hidesSystemBack(of: screen)) { [self] in goBack(from: screen) }
      }
    }

    /// The flow's screens, bottom first.
    private var screens: [Screen] { store.state.layers.first?.stacks.first?.screens ?? [] }

    /// Whether SwiftUI's back from `screen` could be refused: the back menu there can go back
    /// past any flow screen below it, to the app's values, so the screen and every flow screen
    /// below it must be ones the user may leave (as ``NavigationHost`` decides).
    private func hidesSystemBack(of screen: ScreenID) -> Bool {
      let shown = screens
      guard let index = shown.firstIndex(where: { $0.id == screen }) else { return false }
      return shown[...index].contains { !store.canUserLeave($0.id) }
    }

    /// The adapter's back: asks the store, as a user back.
    private func goBack(from screen: ScreenID) {
      let shown = screens.map(\.id)
      guard let index = shown.firstIndex(of: screen) else { return }
      _ = try? store.handle(index == 0 ? .leftFlow : .popped(to: shown[index - 1]))
    }

    /// The app's values below the flow's screens, the flow's screens, and the values above.
    private func parts(of path: [Element]) -> (
      below: [Element], flow: [ScreenID], above: [Element]
    ) {
      guard let first = path.firstIndex(where: { extract($0) != nil }),
        let last = path.lastIndex(where: { extract($0) != nil })
      else { return (path, [], []) }
      return (
        Array(path[..<first]), path[first...last].compactMap(extract),
        Array(path[(last + 1)...])
      )
    }

    /// Writes the store's flow screens into the app's path, between the app's values.
    private func writeFlowIntoAppPath() {
      guard !isReporting else { return }
      let (below, flow, above) = parts(of: appPath.wrappedValue)
      let shown = screens.map(\.id)
      guard flow != shown else { return }
      appPath.wrappedValue = below + shown.map(embed) + above
    }

    /// SwiftUI wrote the path: a back that leaves flow screens is the user's, reported once;
    /// any other write is the app's own.
    private func userWrote(_ path: [Element]) {
      let flow = parts(of: path).flow
      let shown = screens.map(\.id)
      if flow.count < shown.count, shown.starts(with: flow) {
        isReporting = true
        let outcome = try? store.handle(flow.last.map { .popped(to: $0) } ?? .leftFlow)
        isReporting = false
        guard outcome == .applied else {
          // Refused: the app's path keeps the flow's screens.
          appPath.wrappedValue = appPath.wrappedValue
          return
        }
      }
      appPath.wrappedValue = path
    }
  }
#endif
