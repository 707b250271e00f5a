#if canImport(SwiftUI)
  public import Coordination
  public import Foundation
  public import SwiftUI

  /// The SwiftUI adapter's view, which shows a navigation store: a `NavigationStack` bound to
  /// each stack, a sheet or full-screen cover for each modal layer, a `TabView` for a tab
  /// layer, and a `NavigationSplitView` for a split layer (a `NavigationStack` per column). On
  /// a compact width, which the app tells ``StoreBindings/setCompact(_:)`` (from its
  /// `horizontalSizeClass`), a split layer is one `NavigationStack` of its columns' screens,
  /// sidebar first, and the user's back there leaves the right column.
  ///
  /// Each screen's view comes from `content`, given the screen and its model:
  ///
  /// ```swift
  /// NavigationHost(store: store) { screen, model in
  ///   switch model {
  ///   case let list as KanjiListViewModel: KanjiListView(model: list)
  ///   case let detail as KanjiDetailViewModel: KanjiDetailView(model: detail)
  ///   default: Text(screen.route.description)
  ///   }
  /// }
  /// ```
  ///
  /// What the user does (the back button, a swipe, the back menu, a sheet dragged down, a tab
  /// tapped) reaches the store as the user's action through ``StoreBindings``. What the store
  /// would refuse is prevented, not undone: a sheet whose screens refuse to be left cannot be
  /// dragged down (`interactiveDismissDisabled`), and a pushed screen that refuses (or is above
  /// one that refuses) has no system back button, back menu or swipe back
  /// (`navigationBarBackButtonHidden`) but a "Back" button in its toolbar that asks the store.
  public struct NavigationHost<ScreenContent: View>: View {
    /// The bindings onto the store: made once, kept while the view is shown.
    @State private var bindings: StoreBindings
    private let content: (Screen, AnyObject?) -> ScreenContent

    /// Shows a store's bindings.
    public init(
      bindings: StoreBindings,
      @ViewBuilder content: @escaping (Screen, AnyObject?) -> ScreenContent
    ) {
      _bindings = State(initialValue: bindings)
      self.content = content
    }

    /// Shows a store, starting it if it has not started (see ``StoreBindings/init(store:)``).
    /// SwiftUI keeps the bindings made the first time; later values of this view for the same
    /// place reuse them.
    public init(
      store: NavigationStore,
      @ViewBuilder content: @escaping (Screen, AnyObject?) -> ScreenContent
    ) {
      self.init(bindings: StoreBindings(store: store), content: content)
    }

    /// Shows a store whose navigation is kept in `saved`, a window's `@SceneStorage` say:
    /// restored from it when the store has not started, written back after every change (see
    /// ``StoreBindings/init(store:savingIn:onError:)``).
    public init(
      store: NavigationStore, savingIn saved: Binding<Data?>,
      onError: @escaping (RestorationError) -> Void = { _ in },
      @ViewBuilder content: @escaping (Screen, AnyObject?) -> ScreenContent
    ) {
      self.init(
        bindings: StoreBindings(store: store, savingIn: saved, onError: onError), content: content)
    }

    /// The root layer, and the layers presented above it.
    public var body: some View {
      LayerView(bindings: bindings, index: 0, content: content)
    }
  }
#endif
