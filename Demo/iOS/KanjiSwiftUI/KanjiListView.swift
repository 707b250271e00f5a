#if canImport(SwiftUI)
  import KanjiApp
  import SwiftUI

  /// A list of kanji: all of them under a search box, or a word's (its reading and meaning
  /// above them). Each kanji is a button labelled with the character and its meanings.
  struct KanjiListView: View {
    let model: KanjiListViewModel
    let search: (String) -> Void
    @State private var query = ""

    var body: some View {
      List {
        if let word = model.word {
          VStack(alignment: .leading) {
            Text("\(word.word) \(word.reading)")
            Text(word.meaning)
          }
        } else {
          TextField("Search kanji", text: $query)
          Button("Search") { search(query) }
        }
        ForEach(model.kanji) { kanji in
          if model.opensDetailsOnSelection {
            Button {
              model.select(character: kanji.character)
            } label: {
              Text(kanji.character)
              Text(kanji.meaningLine)
            }
          } else {
            Text("\(kanji.character) \(kanji.meaningLine)")
          }
        }
      }
      .navigationTitle(model.title)
    }
  }
#endif
