import Coordination
import CoordinationLinks
import Testing

@Suite struct DeepLinkErrorTests {
  @Test(
    arguments: [
      (DeepLinkError.malformedURL("not a url"), "\"not a url\" is not a URL with a usable scheme."),
      (.unsupportedScheme("mailto"), "The URL scheme \"mailto\" is not supported."),
      (.unsupportedHost("evil.com"), "The host \"evil.com\" is not accepted for universal links."),
      (
        .noMatchingPattern(path: "kanji/日"),
        "No deep-link pattern matches the path \"/kanji/日\"."
      ),
      (.noMatchingPattern(path: ""), "No deep-link pattern matches the path \"/\"."),
      (
        .invalidPattern(pattern: "kanji/:", reason: "a parameter segment \":\" has no name"),
        "The deep-link pattern \"kanji/:\" is invalid: a parameter segment \":\" has no name."
      ),
      (
        .duplicatePattern("kanji/:id"),
        "The deep-link pattern \"kanji/:id\" is declared more than once."
      ),
      (
        .missingParameter("character"),
        "The deep link has no value for the parameter \"character\"."
      ),
      (
        .invalidParameter(name: "page", value: "4x", expected: "an integer"),
        "The value \"4x\" of the parameter \"page\" is not an integer."
      ),
      (
        .unresolved(reason: "no kanji 〇 in the dictionary"),
        "The deep link could not be resolved: no kanji 〇 in the dictionary."
      ),
      (
        .unresolved(reason: "Unknown kanji."),
        "The deep link could not be resolved: Unknown kanji."
      ),
    ]
  )
  func describesEachCase(error: DeepLinkError, text: String) {
    #expect(error.description == text)
    #expect(String(describing: error) == text)
  }

  @Test func patternErrorsDescribeTheirReason() throws {
    let error = #expect(throws: DeepLinkError.self) { try URLPattern("search?q&q") }
    #expect(
      error?.description
        == "The deep-link pattern \"search?q&q\" is invalid: the name \"q\" is used more than once."
    )
  }

  @Test func errorsAreHashable() {
    let errors: Set<DeepLinkError> = [
      .missingParameter("a"), .missingParameter("a"), .missingParameter("b"),
      .unsupportedHost("a"),
    ]
    #expect(errors.count == 3)
  }
}
