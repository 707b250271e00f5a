import Coordination
import CoordinationLinks
import Testing

@Suite struct URLPatternTests {
  // MARK: Parsing

  @Test func parsesLiteralsAndParameters() throws {
    let pattern = try URLPattern("kanji/:character/word/:word")
    #expect(
      pattern.segments == [
        .literal("kanji"), .parameter("character"), .literal("word"), .parameter("word"),
      ]
    )
    #expect(pattern.parameterNames == ["character", "word"])
    #expect(pattern.requiredQueryItems.isEmpty)
  }

  @Test(arguments: ["", "/"])
  func parsesTheRoot(text: String) throws {
    let pattern = try URLPattern(text)
    #expect(pattern.segments.isEmpty)
    #expect(pattern.parameterNames.isEmpty)
    #expect(pattern.description == "/")
    #expect(pattern.match([]) == [:])
    #expect(pattern.match(["kanji"]) == nil)
  }

  @Test func parsesTheRootWithQueryItems() throws {
    let pattern = try URLPattern("/?ref")
    #expect(pattern.segments.isEmpty)
    #expect(pattern.requiredQueryItems == ["ref"])
    #expect(pattern.description == "/?ref")
  }

  @Test(arguments: ["kanji/:id", "/kanji/:id", "kanji/:id/", "/kanji/:id/"])
  func ignoresLeadingAndTrailingSlashes(text: String) throws {
    let pattern = try URLPattern(text)
    #expect(pattern.segments == [.literal("kanji"), .parameter("id")])
    #expect(try pattern == URLPattern("kanji/:id"))
    #expect(pattern.description == "kanji/:id")
  }

  @Test func parsesUnicodeLiterals() throws {
    let pattern = try URLPattern("漢字/:character")
    #expect(pattern.segments == [.literal("漢字"), .parameter("character")])
    #expect(pattern.description == "漢字/:character")
  }

  @Test func decodesPercentEncodedLiterals() throws {
    let pattern = try URLPattern("%E6%BC%A2%E5%AD%97/caf%C3%A9")
    #expect(pattern.segments == [.literal("漢字"), .literal("café")])
    #expect(try pattern == URLPattern("漢字/café"))
  }

  @Test func acceptsColonsAndStarsInsideLiterals() throws {
    let pattern = try URLPattern("a:b/*/x&y")
    #expect(pattern.segments == [.literal("a:b"), .literal("*"), .literal("x&y")])
    #expect(pattern.match(["a:b", "*", "x&y"]) == [:])
    #expect(pattern.match(["a:b", "anything", "x&y"]) == nil)
  }

  @Test func parsesRequiredQueryItems() throws {
    let search = try URLPattern("search?q")
    #expect(search.segments == [.literal("search")])
    #expect(search.requiredQueryItems == ["q"])

    let list = try URLPattern("list/:kind?page&page_size2")
    #expect(list.parameterNames == ["kind"])
    #expect(list.requiredQueryItems == ["page", "page_size2"])
    #expect(list.description == "list/:kind?page&page_size2")
  }

  @Test(arguments: ["a", "Z", "id", "character_2", "camelCase", "x_"])
  func acceptsValidNames(name: String) throws {
    #expect(try URLPattern("item/:\(name)").parameterNames == [name])
    #expect(try URLPattern("item?\(name)").requiredQueryItems == [name])
  }

  // MARK: Malformed patterns

  @Test(
    arguments: [
      ("kanji/:", "has no name"),
      (":", "has no name"),
      ("kanji/:1st", "must start with an ASCII letter"),
      ("kanji/:_id", "must start with an ASCII letter"),
      ("kanji/:char-acter", "must start with an ASCII letter"),
      ("kanji/:漢", "must start with an ASCII letter"),
      ("kanji/:a b", "must start with an ASCII letter"),
      ("kanji/::id", "must start with an ASCII letter"),
      ("kanji/:id/:id", "used more than once"),
      ("kanji/:id?id", "used more than once"),
      ("search?q&q", "used more than once"),
      ("search?", "must be followed by query item names"),
      ("?", "must be followed by query item names"),
      ("search?q?r", "only one \"?\""),
      ("search?q&", "query item name is empty"),
      ("search?&q", "query item name is empty"),
      ("search?q&&r", "query item name is empty"),
      ("search?1q", "query item name \"1q\""),
      ("search?q=1", "query item name \"q=1\""),
      ("search?q-r", "query item name \"q-r\""),
      ("kanji#top", "\"#\" is not allowed"),
      ("kanji/:id#top", "\"#\" is not allowed"),
      ("#", "\"#\" is not allowed"),
      ("kanji//:id", "empty segment"),
      ("//", "empty segment"),
      ("//kanji", "empty segment"),
      ("kanji//", "empty segment"),
      ("100%", "invalid percent escape"),
      ("a/%E6%97", "invalid percent escape"),
      ("a/%ZZ", "invalid percent escape"),
    ]
  )
  func rejectsMalformedPatterns(text: String, reasonFragment: String) throws {
    let error = #expect(throws: DeepLinkError.self) { try URLPattern(text) }
    guard case .invalidPattern(let pattern, let reason) = try #require(error) else {
      Issue.record("Expected invalidPattern, got \(String(describing: error))")
      return
    }
    #expect(pattern == text)
    #expect(reason.contains(reasonFragment), "reason: \(reason)")
  }

  // MARK: Matching

  @Test func matchesLiteralsOnly() throws {
    let pattern = try URLPattern("settings/about")
    #expect(pattern.match(["settings", "about"]) == [:])
    #expect(pattern.match(["settings", "About"]) == nil)
    #expect(pattern.match(["settings"]) == nil)
    #expect(pattern.match(["settings", "about", "more"]) == nil)
    #expect(pattern.match([]) == nil)
  }

  @Test func capturesParameters() throws {
    let pattern = try URLPattern("kanji/:character/word/:word")
    #expect(
      pattern.match(["kanji", "日", "word", "日本"]) == ["character": "日", "word": "日本"]
    )
    #expect(pattern.match(["kanji", "日", "words", "日本"]) == nil)
    #expect(pattern.match(["kanji", "日", "word"]) == nil)
    #expect(pattern.match(["kanji", "日", "word", "日本", "extra"]) == nil)
  }

  @Test func parameterCapturesAWholeSegmentVerbatim() throws {
    let pattern = try URLPattern("file/:name")
    #expect(pattern.match(["file", "a/b c?d#e"]) == ["name": "a/b c?d#e"])
    #expect(pattern.match(["file", ":name"]) == ["name": ":name"])
  }

  @Test func parameterDoesNotMatchAnEmptySegment() throws {
    let pattern = try URLPattern("kanji/:character")
    #expect(pattern.match(["kanji", ""]) == nil)
  }

  @Test func matchesUnicodeLiterals() throws {
    let pattern = try URLPattern("漢字/:reading")
    #expect(pattern.match(["漢字", "かんじ"]) == ["reading": "かんじ"])
    #expect(pattern.match(["漢", "かんじ"]) == nil)
  }

  @Test func matchesDecodedLinkSegments() throws {
    let pattern = try URLPattern("kanji/:character")
    let link = try DeepLinkURL(
      string: "kanji://kanji/%E6%97%A5/", schemes: ["kanji"], hosts: []
    )
    #expect(pattern.match(link.pathSegments) == ["character": "日"])
  }

  @Test func matchIgnoresRequiredQueryItems() throws {
    let pattern = try URLPattern("search?q")
    #expect(pattern.match(["search"]) == [:])
  }

  // MARK: Filling

  @Test func fillsSegmentsFromValues() throws {
    let pattern = try URLPattern("kanji/:character/word/:word")
    let segments = try pattern.segments(
      filling: ["character": "日", "word": "日本", "unused": "x"]
    )
    #expect(segments == ["kanji", "日", "word", "日本"])
  }

  @Test func fillingTheRootGivesNoSegments() throws {
    #expect(try URLPattern("/").segments(filling: [:]).isEmpty)
  }

  @Test func fillingThrowsForAMissingValue() throws {
    let pattern = try URLPattern("kanji/:character/word/:word")
    #expect(throws: DeepLinkError.missingParameter("word")) {
      try pattern.segments(filling: ["character": "日"])
    }
  }

  @Test func fillingThrowsForAnEmptyValue() throws {
    let pattern = try URLPattern("kanji/:character")
    #expect(
      throws: DeepLinkError.invalidParameter(
        name: "character", value: "", expected: "a non-empty path segment"
      )
    ) {
      try pattern.segments(filling: ["character": ""])
    }
  }

  @Test(
    arguments: [
      ("kanji/:character", ["character": "日"]),
      ("kanji/:character/word/:word", ["character": "日", "word": "日 本/?#%"]),
      ("漢字/:a/:b/:c", ["a": "1", "b": ":b", "c": "%E6"]),
      ("/", [:]),
    ] as [(String, [String: String])]
  )
  func fillingThenMatchingGivesBackTheValues(text: String, values: [String: String]) throws {
    let pattern = try URLPattern(text)
    let segments = try pattern.segments(filling: values)
    #expect(pattern.match(segments) == values)
  }

  // MARK: Description

  @Test(
    arguments: [
      ("kanji/:character/word/:word?q", "kanji/:character/word/:word?q"),
      ("/search/?q&page", "search?q&page"),
      ("%E6%97%A5", "日"),
      ("a%2Fb/%3Fx/%23/%25/%3Aname/x:y", "a%2Fb/%3Fx/%23/%25/%3Aname/x:y"),
      ("", "/"),
    ]
  )
  func describesTheCanonicalText(text: String, canonical: String) throws {
    let pattern = try URLPattern(text)
    #expect(pattern.description == canonical)
    #expect(try URLPattern(pattern.description) == pattern)
  }

  @Test func escapedLiteralsStayLiterals() throws {
    let pattern = try URLPattern("%3Aname/a%2Fb")
    #expect(pattern.segments == [.literal(":name"), .literal("a/b")])
    #expect(pattern.parameterNames.isEmpty)
    #expect(pattern.match([":name", "a/b"]) == [:])
  }

  @Test func equalPatternsHashAlike() throws {
    let patterns: Set<URLPattern> = [
      try URLPattern("kanji/:id"), try URLPattern("/kanji/:id/"), try URLPattern("kanji/:other"),
    ]
    #expect(patterns.count == 2)
  }
}
