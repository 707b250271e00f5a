/// A piece of HTML in which interpolated text is escaped unless it is HTML already.
///
/// Views build their markup with string interpolation; a `String` (or anything else printed
/// with its description) is escaped, an `HTML` value is inserted as it is. So text from a
/// model or a form can never become markup by accident.
///
/// ```swift
/// let name = "<script>"
/// let html: HTML = "<p>Hello, \(name)</p>"   // <p>Hello, &lt;script&gt;</p>
/// ```
public struct HTML: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
  /// The markup.
  public private(set) var markup: String

  /// Empty markup.
  public static let empty = HTML(trusted: "")

  /// Markup that is trusted as it is: use only for literals written in the program.
  public init(trusted markup: String) {
    self.markup = markup
  }

  /// Escaped text.
  public init(text: some StringProtocol) {
    markup = HTMLEscaping.escape(text)
  }

  /// A literal is trusted: it is written in the program.
  public init(stringLiteral value: String) {
    markup = value
  }

  /// Builds markup from a literal with escaped interpolations.
  public init(stringInterpolation: Interpolation) {
    markup = stringInterpolation.markup
  }

  /// The markup.
  public var description: String { markup }

  /// Joins pieces of markup.
  public static func joined(_ pieces: some Sequence<HTML>, separator: HTML = .empty) -> HTML {
    HTML(trusted: pieces.map(\.markup).joined(separator: separator.markup))
  }

  /// Appends markup.
  public static func + (lhs: HTML, rhs: HTML) -> HTML {
    HTML(trusted: lhs.markup + rhs.markup)
  }

  /// Interpolation that escapes text and keeps markup.
  public struct Interpolation: StringInterpolationProtocol {
    var markup = ""

    /// Reserves room for the literal.
    public init(literalCapacity: Int, interpolationCount: Int) {
      markup.reserveCapacity(literalCapacity + interpolationCount * 16)
    }

    /// Appends literal markup.
    public mutating func appendLiteral(_ literal: String) {
      markup += literal
    }

    /// Appends markup as it is.
    public mutating func appendInterpolation(_ html: HTML) {
      markup += html.markup
    }

    /// Appends pieces of markup one after the other.
    public mutating func appendInterpolation(_ pieces: [HTML]) {
      for piece in pieces { markup += piece.markup }
    }

    /// Appends text, escaped.
    public mutating func appendInterpolation(_ text: some StringProtocol) {
      HTMLEscaping.append(text, to: &markup)
    }

    /// Appends a value's description, escaped.
    public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      HTMLEscaping.append(value.description, to: &markup)
    }
  }
}
