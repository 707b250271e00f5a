#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  public import Coordination
  public import SwiftUI

  extension View {
    /// Joins this window to `router`, which sends the links SwiftUI delivers to it to the window
    /// that should show them.
    ///
    /// Apply it to a window's root view, once per window. When the window first appears, the
    /// store reads links with the router's (`readLinks(with:)`, unless it reads links already),
    /// `restore` runs (bring back the window's saved navigation there, a link that was waiting
    /// included), then the window joins the router, which opens the link it handed to the
    /// window if it asked for a new one. The window tells
    /// the router when it comes to the front (`scenePhase`), hands it every URL `onOpenURL`
    /// delivers and the link of every screen's activity continued in it (Handoff, Spotlight),
    /// advertises the activity of the screen it shows
    /// (``SwiftUI/View/advertisesScreenActivity(of:)``), and says it handles every URL while open
    /// (`handlesExternalEvents(preferring: ["*"], allowing: ["*"])`), so that SwiftUI gives a
    /// URL to an open window rather than making a new window for each. A URL that does not
    /// resolve is ignored; call ``WindowRouter/open(_:openWindow:)`` to see why.
    ///
    /// - Parameters:
    ///   - router: The app's router.
    ///   - window: This window's identity: the value its `WindowGroup(for:)` presents.
    ///   - store: This window's store.
    ///   - restore: Restores the window's navigation, before the window joins.
    public func routesLinks<WindowID>(
      with router: WindowRouter<WindowID>, window: WindowID, store: NavigationStore,
      restore: @escaping @MainActor () -> Void = {}
    ) -> some View {
      modifier(WindowLinkRouting(router: router, id: window, store: store, restore: restore))
    }
  }

  /// The modifier behind ``SwiftUI/View/routesLinks(with:window:store:restore:)``.
  struct WindowLinkRouting<WindowID: Codable & Hashable & Sendable>: ViewModifier {
    let router: WindowRouter<WindowID>
    let id: WindowID
    let store: NavigationStore
    let restore: @MainActor () -> Void
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.openWindow) private var openWindow

    func body(content: Content) -> some View {
      content
        .onAppear { router.join(id, store: store, phase: scenePhase, restore: restore) }
        .onChange(of: scenePhase) { _, phase in router.update(id, phase: phase) }
        .onOpenURL { url in _ = try? router.open(url, openWindow: openWindow) }
        .onContinueScreenActivity { url in _ = try? router.open(url, openWindow: openWindow) }
        .advertisesScreenActivity(of: store)
        .handlesExternalEvents(preferring: ["*"], allowing: ["*"])
    }
  }
#endif
