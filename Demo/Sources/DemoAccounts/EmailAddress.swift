/// Checks and normalizes e-mail addresses as the forms accept them.
public enum EmailAddress {
  /// The address trimmed and lowercased, or `nil` when it is not of the form
  /// `local@domain.tld` (one `@`, no spaces, a dot inside the domain, no empty labels).
  public static func normalized(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, trimmed.count <= 254 else { return nil }
    let local = parts[0]
    let domain = parts[1]
    guard !local.isEmpty, local.count <= 64, !domain.isEmpty else { return nil }
    guard !trimmed.contains(where: { $0.isWhitespace || $0 == "," || $0 == ";" }) else {
      return nil
    }
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else { return nil }
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
    guard labels.allSatisfy({ $0.allSatisfy(allowed.contains) }) else { return nil }
    return trimmed
  }
}
