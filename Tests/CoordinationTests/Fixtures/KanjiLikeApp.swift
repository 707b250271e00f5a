import Coordination
import CoordinationLinks

// A nested app in the shape of the demo's Kanji app: an application coordinator without
// screens of its own, a list coordinator, and a detail coordinator per kanji whose word
// screens push onto the same stack.

let miniDictionary: Set<String> = ["日", "本", "人"]

enum KAppRoute: NavigationRoute {
  case list
}

enum KListRoute: NavigationRoute {
  case all
  case detail(String)
  case search(String)
}

enum KDetailRoute: NavigationRoute {
  case detail(String)
  case word(String)
}

final class KApplicationCoordinator: Coordinator<KAppRoute> {
  override func start() { show(.list) }
  override func destination(for route: KAppRoute) -> Destination {
    .flow(KListCoordinator())
  }
}

final class KListCoordinator: Coordinator<KListRoute> {
  override func start() { show(.all) }
  override func destination(for route: KListRoute) -> Destination {
    switch route {
    case .all, .search: .screen(PlainModel("\(route)"))
    case .detail(let character): .flow(KDetailCoordinator(character: character))
    }
  }
}

final class KDetailCoordinator: Coordinator<KDetailRoute> {
  let character: String
  var refuseLeaving = false

  init(character: String) {
    self.character = character
  }

  override var name: String { "KDetail(\(character))" }
  override func start() { show(.detail(character)) }
  override func destination(for route: KDetailRoute) -> Destination {
    .screen(PlainModel("\(route)"))
  }
  override func canLeave(_ route: KDetailRoute, cause: NavigationCause) -> Bool {
    !refuseLeaving
  }
}

/// The app's deep links.
func makeKanjiLinks() throws -> DeepLinkMap {
  var links = DeepLinkMap(schemes: ["kanji"], hosts: ["kanji.example.com"])
  try links.register("/") { _ in [KAppRoute.list] }
  try links.register("kanji/:character", examples: ["kanji/日", "kanji/%E6%9C%AC"]) { p in
    [KAppRoute.list, KListRoute.detail(try known(p.string("character")))]
  }
  try links.register("kanji/:character/word/:word", examples: ["kanji/日/word/日本"]) { p in
    [
      KAppRoute.list, KListRoute.detail(try known(p.string("character"))),
      KDetailRoute.word(try p.string("word")),
    ]
  }
  try links.register("search?q", examples: ["search?q=sun"]) { p in
    [KAppRoute.list, KListRoute.search(try p.string("q"))]
  }
  return links
}

private func known(_ character: String) throws(DeepLinkError) -> String {
  guard miniDictionary.contains(character) else {
    throw .unresolved(reason: "\(character) is not in the dictionary")
  }
  return character
}
