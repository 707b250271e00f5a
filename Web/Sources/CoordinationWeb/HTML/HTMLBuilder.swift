/// Builds markup from statements, one piece per line.
@resultBuilder
public enum HTMLBuilder {
  /// Joins the pieces.
  public static func buildBlock(_ pieces: HTML...) -> HTML { HTML.joined(pieces) }
  /// Joins the pieces of a loop.
  public static func buildArray(_ pieces: [HTML]) -> HTML { HTML.joined(pieces) }
  /// An optional piece.
  public static func buildOptional(_ piece: HTML?) -> HTML { piece ?? .empty }
  /// The first branch of a condition.
  public static func buildEither(first piece: HTML) -> HTML { piece }
  /// The second branch of a condition.
  public static func buildEither(second piece: HTML) -> HTML { piece }
}
