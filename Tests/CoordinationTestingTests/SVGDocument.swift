import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG (or any XML) document parsed back with Foundation's `XMLParser`: every element with
/// its attributes and the text directly inside it, in document order. Parsing fails on
/// anything that is not well-formed.
nonisolated struct SVGDocument {
  /// One element.
  struct Element {
    let name: String
    let attributes: [String: String]
    var text: String
    /// The element's classes, from its `class` attribute.
    var classes: Set<String> {
      Set((attributes["class"] ?? "").split(separator: " ").map(String.init))
    }
  }

  let elements: [Element]

  /// Parses a document; throws the parser's error when it is not well-formed.
  init(_ markup: String) throws {
    let collector = Collector()
    let parser = XMLParser(data: Data(markup.utf8))
    parser.delegate = collector
    guard parser.parse() else {
      throw parser.parserError ?? CocoaError(.coderReadCorrupt)
    }
    elements = collector.elements
  }

  /// The elements named `name` that have all of `classes`.
  func elements(_ name: String, classes: Set<String> = []) -> [Element] {
    elements.filter { $0.name == name && classes.isSubset(of: $0.classes) }
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    private var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      open.append(elements.count)
      elements.append(Element(name: name, attributes: attributes, text: ""))
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let index = open.last { elements[index].text += string }
    }
  }
}
