#if canImport(SwiftUI)
  import Coordination
  import KanjiApp
  import SwiftUI

  /// The view of one screen of the Kanji app, chosen by its model.
  struct KanjiScreen: View {
    let screen: Screen
    let model: AnyObject?
    let search: (String) -> Void

    var body: some View {
      switch model {
      case let list as KanjiListViewModel: KanjiListView(model: list, search: search)
      case let detail as KanjiDetailViewModel: KanjiDetailView(model: detail)
      case let results as KanjiSearchViewModel: KanjiSearchView(model: results)
      default: Text(screen.route.description)
      }
    }
  }
#endif
