/// A view that shows text; here only the text.
@MainActor
open class UILabel: UIView {
  /// The text shown; `nil` by default.
  open var text: String?

  /// The most lines shown; `1` by default, `0` for no limit.
  open var numberOfLines = 1
}
