import Coordination

/// Writes the inspector's HTML for one session: the panel beside each page, and the page at
/// ``WebInspector/path`` with the picture and the timeline.
@MainActor
struct InspectorRenderer {
  let inspector: WebInspector
  let store: NavigationStore
  let timeline: SessionTimeline

  /// The session's picture, as the inspector draws it (escaped by its renderer).
  var picture: HTML { HTML(trusted: inspector.picture(store, timeline.updates)) }

  /// The panel shown beside the app on every page.
  func panel() -> HTML {
    """
    <aside class="inspector" id="inspector" aria-label="Navigation inspector">\
    <div class="inspector-head"><h2>Navigation</h2>\
    <a href="\(WebInspector.path)">Timeline ›</a></div>\(picture)</aside>
    """
  }

  /// The inspector's page: the picture, then every kept update, newest first.
  func page(appPath: String) -> HTML {
    let rows = timeline.updates.reversed().map(row(for:))
    let table: HTML =
      rows.isEmpty
      ? "<p class=\"muted\">No updates yet.</p>"
      : """
      <table class="timeline"><thead><tr><th scope="col">Revision</th>\
      <th scope="col">Events</th><th scope="col">Cause</th></tr></thead>\
      <tbody>\(rows)</tbody></table>
      """
    return PageRenderer.document(
      title: "Navigation inspector",
      body: """
        <div class="inspector-page"><header class="bar"><div class="bar-inner">\
        <a class="bar-side back" href="\(appPath)">‹ Back to the app</a>\
        <h1>Navigation inspector</h1><span class="bar-side"></span></div></header>\
        <main class="screen"><section class="inspector-picture"><h2>Navigation</h2>\
        \(picture)</section>\
        <h2>Timeline</h2><p class="muted">The last \(String(inspector.timelineCapacity)) \
        updates of this session are kept.</p>\(table)\
        <h2>Journey</h2><p>Every input of this session on this host, as a test replays it: \
        <a id="journey" href="\(WebInspector.journeyPath)" download="journey.json">\
        Download the journey (JSON)</a></p></main></div>
        """)
  }

  private func row(for update: NavigationUpdate) -> HTML {
    let events = update.events.map { event -> HTML in "<li>\(inspector.describe(event))</li>" }
    var causes: [String] = []
    for cause in update.events.compactMap(\.cause).map(\.rawValue) where !causes.contains(cause) {
      causes.append(cause)
    }
    return """
      <tr data-revision="\(String(update.revision))"><td>\(String(update.revision))</td>\
      <td><ul>\(events)</ul></td><td>\(causes.joined(separator: ", "))</td></tr>
      """
  }
}
