/// A saved waiting link that names no screen of the app any more: the restored session drops
/// it, with this as the reason.
struct UnreadableLink: Error, CustomStringConvertible {
  /// The link's text: a URL path and its query.
  let link: String

  var description: String { "no screen of this app has the address \(link)" }
}
