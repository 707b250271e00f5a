#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How figures are written in the table.
enum Format {
  /// A figure with `decimals` digits after the point and thousands separated by commas;
  /// `n/a` for a figure that is missing.
  static func number(_ value: Double?, decimals: Int = 0) -> String {
    guard let value, value.isFinite else { return "n/a" }
    let text = String(format: "%.\(decimals)f", abs(value))
    let parts = text.split(separator: ".", maxSplits: 1)
    var whole = ""
    for (offset, digit) in parts[0].reversed().enumerated() {
      if offset > 0 && offset % 3 == 0 { whole.append(",") }
      whole.append(digit)
    }
    let sign = value < 0 && text.contains(where: { $0 != "0" && $0 != "." }) ? "-" : ""
    let fraction = parts.count == 2 ? "." + parts[1] : ""
    return sign + String(whole.reversed()) + fraction
  }

  /// A figure with as many decimals as its size needs: 3 below 10, 1 below 100, else none.
  static func auto(_ value: Double?) -> String {
    guard let value else { return "n/a" }
    let size = abs(value)
    return number(value, decimals: size < 10 ? (size < 1 ? 3 : 2) : (size < 100 ? 1 : 0))
  }

  /// A ratio such as `43.1x` (two decimals below 10).
  static func ratio(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "n/a" }
    return number(value, decimals: value < 10 ? 2 : 1) + "x"
  }

  /// A change in percent with its sign: `+0.4%`.
  static func percent(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "n/a" }
    return (value >= 0 ? "+" : "") + number(value, decimals: 1) + "%"
  }

  /// Library over baseline, when both exist and the baseline is not zero (a ratio to zero
  /// is shown as `-`).
  static func quotient(_ library: Double?, _ baseline: Double?) -> Double? {
    guard let library, let baseline, baseline != 0 else { return nil }
    return library / baseline
  }
}
