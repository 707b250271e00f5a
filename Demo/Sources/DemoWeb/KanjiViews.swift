import CoordinationWeb
import KanjiApp

/// The Kanji app (E): the list of all kanji (or of a word's kanji), a kanji's details, and the
/// search.
enum KanjiViews {
  /// Registers the app's views.
  static func register(in views: inout ViewRegistry) {
    views.register(list)
    views.register(detail)
    views.register(search)
  }

  /// Where the list's search box goes: the demo's `kanji-search?q=` deep link, which shows the
  /// search results above the list.
  ///
  /// The list's model has no search of its own (its coordinator's `search(for:)` is what the
  /// adapter calls), so the box is a plain GET form to the link: no JavaScript, and the
  /// browser's history keeps each search.
  static let searchLinkPath = "/kanji-search"

  /// A list of kanji: all of them under a search box, or a word's (its reading and meaning
  /// above them). Each kanji is a row labelled with the character, its meanings after it; a
  /// row posts `select` with the `character` and carries `data-kanji`.
  static let list = ScreenView<KanjiListViewModel>(title: { $0.title }) { model, context in
    let header: HTML
    if let word = model.word {
      header = """
        <div class="card" id="word" data-word="\(word.word)"><p><span lang="ja">\(word.word)</span> \
        <span class="muted" lang="ja">\(word.reading)</span></p><p>\(word.meaning)</p></div>
        """
    } else {
      header = """
        <form method="get" action="\(searchLinkPath)" class="stacked" role="search">\
        \(context.field("Search kanji", name: "q", type: "search"))\
        <button type="submit" class="primary">Search</button></form>
        """
    }
    let rows = model.kanji.map { kanji -> HTML in
      guard model.opensDetailsOnSelection else {
        return """
          <li data-kanji="\(kanji.character)"><p class="muted"><span lang="ja">\(kanji.character)\
          </span> \(kanji.meaningLine)</p></li>
          """
      }
      return row(for: kanji, in: context)
    }
    return "\(header)<ul class=\"list\" id=\"kanji\">\(rows)</ul>"
  }
  .action("select") { model, form in try select(form, with: model.select(character:)) }

  /// A kanji's details: the character, the facts line, meanings and readings, and the example
  /// words as rows labelled with the word (reading and meaning after it); a row posts `word`
  /// with the `word` and carries `data-word`.
  static let detail = ScreenView<KanjiDetailViewModel>(title: { $0.title }) { model, context in
    let kanji = model.kanji
    var facts: [HTML] = ["<dt>Meanings</dt><dd>\(kanji.meaningLine)</dd>"]
    if !kanji.onyomi.isEmpty {
      facts.append(
        "<dt>On readings</dt><dd lang=\"ja\">\(kanji.onyomi.joined(separator: "、"))</dd>")
    }
    if !kanji.kunyomi.isEmpty {
      facts.append(
        "<dt>Kun readings</dt><dd lang=\"ja\">\(kanji.kunyomi.joined(separator: "、"))</dd>")
    }
    let words = kanji.examples.map { example in
      context.row(
        example.word, detail: "\(example.reading) · \(example.meaning)", lang: "ja",
        action: "word", fields: ["word": example.word], data: ["word": example.word])
    }
    return """
      <p class="big-glyph" lang="ja" id="glyph" data-kanji="\(kanji.character)">\
      \(kanji.character)</p><div class="card"><p class="muted" id="kanji-facts">\(model.facts)\
      </p><dl class="facts">\(facts)</dl></div>\
      <h2>Example words</h2><ul class="list" id="examples">\(words)</ul>
      """
  }
  .action("word") { model, form in
    let word = try form.string("word")
    guard model.select(word: word) else { throw ActionError.invalidField("word", value: word) }
  }

  /// The search: a box to search again (`search`: `query`; a query too long is refused under
  /// the box), the summary line, and the
  /// matching kanji as rows like the list's (`select` with the `character`).
  static let search = ScreenView<KanjiSearchViewModel>(title: { $0.title }) { model, context in
    let form = context.form(action: "search", submit: "Search") {
      context.field(
        "Search kanji", name: "query", value: model.query, type: "search",
        message: model.queryProblem)
    }
    let rows = model.results.map { kanji in
      row(for: kanji, in: context)
    }
    return """
      \(form)<p class="muted" id="search-summary" role="status">\(model.summary)</p>\
      <ul class="list" id="results">\(rows)</ul>
      """
  }
  .action("search") { model, form in model.search(for: try form.string("query")) }
  .action("select") { model, form in try select(form, with: model.select(character:)) }

  /// A kanji as a list row: the character, its meanings after it; it posts `select` with the
  /// `character` and carries `data-kanji`.
  private static func row(for kanji: Kanji, in context: ScreenContext) -> HTML {
    context.row(
      kanji.character, detail: kanji.meaningLine, lang: "ja", action: "select",
      fields: ["character": kanji.character], data: ["kanji": kanji.character])
  }

  /// Selects the posted `character` with the model's `select(character:)`.
  ///
  /// - Throws: `ActionError` when the field is missing or names no kanji of the screen.
  private static func select(_ form: ActionForm, with select: (String) -> Bool) throws {
    let character = try form.string("character")
    guard select(character) else { throw ActionError.invalidField("character", value: character) }
  }
}
