import Foundation

/// A colour; here only its components, for example apps that set background colours.
///
/// `UIColor` is sendable in the SDK; colours are immutable. Two colours are equal when their
/// components are, as `-[UIColor isEqual:]` compares them.
open class UIColor: Hashable, @unchecked Sendable {
  /// The red, green, blue and alpha components, from 0 to 1.
  let standInComponents: [CGFloat]

  /// Creates a colour from red, green, blue and alpha components between 0 and 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    standInComponents = [red, green, blue, alpha]
  }

  /// Creates a grey from its white level and alpha, between 0 and 1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The background colour of the system's interface; white, as in light mode.
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }

  /// The colour of primary text; black, as in light mode.
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }

  /// White.
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }

  /// Black.
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }

  /// Pure red.
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }

  /// Fully transparent.
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

  /// Equal components.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.standInComponents == rhs.standInComponents
  }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(standInComponents)
  }
}
