import CoordinationWeb

/// The messages a form shows above its fields: what went wrong, or what was done.
enum FormMessage {
  /// An error about the whole form (`<p class="error" role="alert">`), or nothing.
  static func error(_ message: String?, id: String = "form-error") -> HTML {
    message.map { "<p class=\"error\" role=\"alert\" id=\"\(id)\">\($0)</p>" } ?? .empty
  }

  /// A confirmation (`<p class="card" role="status">`), or nothing.
  static func status(_ message: String?, id: String) -> HTML {
    message.map { "<p class=\"card\" role=\"status\" id=\"\(id)\">\($0)</p>" } ?? .empty
  }
}
