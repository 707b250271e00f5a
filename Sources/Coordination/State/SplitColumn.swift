/// A column of a split layer, as `UISplitViewController` and `NavigationSplitView` name them.
///
/// A split layer has a sidebar and a detail column, and optionally a content column between
/// them. Each column is one ``ScreenStack``; on a compact width an adapter shows them collapsed
/// into one stack, sidebar first.
public enum SplitColumn: String, Hashable, Sendable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// The leading column: usually a list to pick from.
  case sidebar
  /// The middle column of a three-column split.
  case content
  /// The trailing column: what was picked.
  case detail

  /// The column's name.
  public var description: String { rawValue }

  /// Whether `columns` is a split's column layout: sidebar and detail, with content between
  /// them or not.
  package static func isLayout(_ columns: [SplitColumn]) -> Bool {
    columns == [.sidebar, .detail] || columns == [.sidebar, .content, .detail]
  }
}
