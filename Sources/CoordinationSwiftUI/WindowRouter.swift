#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import Coordination
  public import CoordinationLinks
  public import Foundation
  public import SwiftUI

  /// Sends each link that arrives in one of an app's windows to the window that should show it:
  /// the window already showing it, else the active one, else a new window where the app can
  /// have several, else the one used last (the core's `SceneRouter`).
  ///
  /// Keep one router for the app (in the `App`'s state) and make the windows with a
  /// data-presenting `WindowGroup` whose value is the window's identity, so that the router can
  /// bring a window forward, or ask for a new one, with `openWindow(value:)`. Each window joins
  /// the router with ``SwiftUI/View/routesLinks(with:window:store:restore:)``, which gives
  /// the router the URLs SwiftUI delivers to the window.
  ///
  /// ```swift
  /// @State private var router = WindowRouter<UUID>(links: links, allowsNewWindows: true)
  ///
  /// var body: some Scene {
  ///   WindowGroup(for: UUID.self) { $id in
  ///     NotesWindow(id: id, router: router)
  ///   } defaultValue: { UUID() }
  /// }
  /// ```
  ///
  /// A link handed to a new window waits for that window to join (after it restored its
  /// navigation), then opens there. The router only reads the windows' stores and opens paths
  /// in them, holding them weakly; each window still owns its store, and a window whose store
  /// is gone (the window was closed) is forgotten.
  @MainActor public final class WindowRouter<WindowID: Codable & Hashable & Sendable> {
    /// The app's links, which resolve each URL.
    public let links: DeepLinkMap
    /// Whether the app can show several windows, so that a link no window shows may open in a
    /// new one (an iPad or Mac app that supports multiple windows); on iPhone, false.
    public let allowsNewWindows: Bool
    private let newWindowID: () -> WindowID
    /// The windows that joined, most recently used first.
    private var windows: [Window] = []
    /// The links handed to new windows, opened when they join.
    private var handedOver: [WindowID: (path: [PathStep], text: String)] = [:]

    /// One window that joined: its identity, its store and whether it is in front.
    private struct Window {
      let id: WindowID
      weak var store: NavigationStore?
      var isActive: Bool
    }

    /// Creates a router resolving URLs with `links`, naming new windows with `newWindowID`.
    public init(
      links: DeepLinkMap, allowsNewWindows: Bool, newWindowID: @escaping () -> WindowID
    ) {
      self.links = links
      self.allowsNewWindows = allowsNewWindows
      self.newWindowID = newWindowID
    }

    /// The windows that joined, most recently used first.
    public var windowIDs: [WindowID] {
      windows.compactMap { $0.store == nil ? nil : $0.id }
    }

    /// Opens `url` in the window that should show it, and brings that window forward with
    /// `openWindow` (or asks it for a new window, which opens the link when it joins).
    ///
    /// - Returns: The window chosen, or `nil` when no window has joined and none can be made.
    /// - Throws: `DeepLinkError` when the link does not resolve or its window cannot show it;
    ///   nothing changes then.
    /// - Complexity: O(*w*) for *w* windows, plus resolving and opening the link.
    @discardableResult
    public func open(_ url: URL, openWindow: OpenWindowAction) throws(DeepLinkError)
      -> SceneChoice<WindowID>?
    {
      let link = try links.resolve(url)
      windows.removeAll { $0.store == nil }
      let candidates = windows.compactMap { window in
        window.store.map {
          SceneCandidate(id: window.id, store: $0, isActive: window.isActive, link: link)
        }
      }
      let choice = SceneRouter(allowsNewScenes: allowsNewWindows).scene(among: candidates)
      if choice == .newScene {
        let id = newWindowID()
        handedOver[id] = (link, url.absoluteString)
        openWindow(value: id)
      } else if let id = choice?.scene, let store = windows.first(where: { $0.id == id })?.store {
        do {
          try store.open(path: link, link: url.absoluteString)
        } catch {
          throw .unreachable(error)
        }
        moveToFront(id)
        if allowsNewWindows { openWindow(value: id) }
      }
      return choice
    }

    /// A window joins as it appears: the first time its store joins, `restore` runs first (the
    /// window restores its navigation, a saved waiting link read with ``links`` unless the store
    /// reads links already), then the link handed to the window, if any, opens in its store. A
    /// window appearing again (after a full-screen cover) only joins again.
    func join(
      _ id: WindowID, store: NavigationStore, phase: ScenePhase, restore: () -> Void
    ) {
      if !windows.contains(where: { $0.id == id && $0.store === store }) {
        if store.linkReader == nil { store.readLinks(with: links) }
        restore()
      }
      windows.removeAll { $0.id == id }
      windows.insert(Window(id: id, store: store, isActive: phase == .active), at: 0)
      if let link = handedOver.removeValue(forKey: id) {
        _ = try? store.open(path: link.path, link: link.text)
      }
    }

    /// A window's phase changed; a window coming to the front becomes the most recently used.
    func update(_ id: WindowID, phase: ScenePhase) {
      guard let index = windows.firstIndex(where: { $0.id == id }) else { return }
      windows[index].isActive = phase == .active
      if phase == .active { moveToFront(id) }
    }

    private func moveToFront(_ id: WindowID) {
      guard let index = windows.firstIndex(where: { $0.id == id }) else { return }
      windows.insert(windows.remove(at: index), at: 0)
    }
  }

  extension WindowRouter where WindowID == UUID {
    /// Creates a router resolving URLs with `links`, naming new windows with new UUIDs.
    public convenience init(links: DeepLinkMap, allowsNewWindows: Bool) {
      self.init(links: links, allowsNewWindows: allowsNewWindows, newWindowID: UUID.init)
    }
  }
#endif
