#if canImport(SwiftUI)
  import KanjiApp
  import SwiftUI

  /// The search: the query in a box to search again, the summary, and the matching kanji as
  /// buttons that open their details.
  struct KanjiSearchView: View {
    let model: KanjiSearchViewModel
    @State private var query: String

    init(model: KanjiSearchViewModel) {
      self.model = model
      _query = State(initialValue: model.query)
    }

    var body: some View {
      List {
        TextField("Search kanji", text: $query)
        Button("Search") { model.search(for: query) }
        Text(model.summary)
        ForEach(model.results) { kanji in
          Button {
            model.select(character: kanji.character)
          } label: {
            Text(kanji.character)
            Text(kanji.meaningLine)
          }
        }
      }
      .navigationTitle(model.title)
    }
  }
#endif
