#if canImport(SwiftUI)
  import KanjiApp
  import SwiftUI

  /// A kanji's details: the character, the facts line, meanings and readings, then the example
  /// words as buttons that open the word's kanji.
  struct KanjiDetailView: View {
    let model: KanjiDetailViewModel

    var body: some View {
      let kanji = model.kanji
      List {
        Text(kanji.character)
        Text(model.facts)
        Text("Meanings: \(kanji.meaningLine)")
        if !kanji.onyomi.isEmpty {
          Text("On readings: \(kanji.onyomi.joined(separator: "、"))")
        }
        if !kanji.kunyomi.isEmpty {
          Text("Kun readings: \(kanji.kunyomi.joined(separator: "、"))")
        }
        Text("Example words")
        ForEach(kanji.examples, id: \.word) { example in
          Button {
            model.select(word: example.word)
          } label: {
            Text(example.word)
            Text("\(example.reading) · \(example.meaning)")
          }
        }
      }
      .navigationTitle(model.title)
    }
  }
#endif
