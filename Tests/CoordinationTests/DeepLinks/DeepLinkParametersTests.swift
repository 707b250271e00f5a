import Coordination
import CoordinationLinks
import Testing

@Suite struct DeepLinkParametersTests {
  let parameters = DeepLinkParameters(
    path: ["character": "日", "id": "42", "shared": "from-path"],
    query: [
      "page": ["2", "3"], "q": ["日 本"], "bad": ["4x"], "empty": [], "shared": ["from-query"],
      "big": ["99999999999999999999"], "negative": ["-7"],
    ]
  )

  @Test func readsPathParameters() throws {
    #expect(try parameters.string("character") == "日")
    #expect(try parameters.int("id") == 42)
  }

  @Test func readsTheFirstQueryValue() throws {
    #expect(try parameters.string("page") == "2")
    #expect(try parameters.int("page") == 2)
    #expect(try parameters.string("q") == "日 本")
    #expect(try parameters.int("negative") == -7)
  }

  @Test func pathParametersWinOverQueryItems() throws {
    #expect(try parameters.string("shared") == "from-path")
    #expect(parameters.optional("shared") == "from-path")
  }

  @Test(arguments: ["missing", "empty"])
  func stringThrowsForAMissingValue(name: String) throws {
    #expect(throws: DeepLinkError.missingParameter(name)) { try parameters.string(name) }
    #expect(throws: DeepLinkError.missingParameter(name)) { try parameters.int(name) }
  }

  @Test(arguments: [("bad", "4x"), ("character", "日"), ("big", "99999999999999999999")])
  func intThrowsForANonInteger(name: String, value: String) throws {
    #expect(
      throws: DeepLinkError.invalidParameter(name: name, value: value, expected: "an integer")
    ) {
      try parameters.int(name)
    }
  }

  @Test func optionalReturnsAValueOrNil() {
    #expect(parameters.optional("character") == "日")
    #expect(parameters.optional("page") == "2")
    #expect(parameters.optional("missing") == nil)
    #expect(parameters.optional("empty") == nil)
  }

  @Test func emptyParametersHaveNoValues() {
    let empty = DeepLinkParameters(path: [:], query: [:])
    #expect(empty.optional("anything") == nil)
    #expect(throws: DeepLinkError.missingParameter("anything")) { try empty.string("anything") }
  }

  @Test func parametersFromAMatchedLink() throws {
    let pattern = try URLPattern("kanji/:character?page")
    let link = try DeepLinkURL(
      string: "kanji://kanji/%E6%97%A5?page=5&ref=share", schemes: ["kanji"], hosts: []
    )
    let path = try #require(pattern.match(link.pathSegments))
    let parameters = DeepLinkParameters(path: path, query: link.queryItems)
    #expect(try parameters.string("character") == "日")
    #expect(try parameters.int("page") == 5)
    #expect(parameters.optional("ref") == "share")
  }
}
