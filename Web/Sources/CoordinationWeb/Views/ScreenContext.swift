public import Coordination

/// What a view needs to write controls: forms that post actions to its own screen.
///
/// Every form carries the session's CSRF token and the screen's identity, so the server can
/// refuse a post from another site or aimed at a screen that no longer shows.
public struct ScreenContext: Sendable {
  /// The screen being rendered.
  public let screen: ScreenID
  /// The path where the server receives actions.
  public let actionPath: String
  let csrf: String
  /// The anchor names of the popovers this screen presents (`SheetOptions.popoverAnchor`).
  let shownPopoverAnchors: Set<String>

  /// Creates a context; the server makes these.
  public init(screen: ScreenID, csrf: String, actionPath: String) {
    self.init(screen: screen, csrf: csrf, actionPath: actionPath, shownPopoverAnchors: [])
  }

  init(screen: ScreenID, csrf: String, actionPath: String, shownPopoverAnchors: Set<String>) {
    self.screen = screen
    self.csrf = csrf
    self.actionPath = actionPath
    self.shownPopoverAnchors = shownPopoverAnchors
  }

  /// The attributes that name an element a popover may point at, written inside its start tag:
  ///
  /// ```swift
  /// "<button type=\"submit\"\(context.popoverAnchor("filters"))>Filters</button>"
  /// ```
  ///
  /// `name` is the `SheetOptions.popoverAnchor` the coordinator gives the popover. While a
  /// popover this screen presents has that anchor, the element is its anchor (CSS anchor
  /// positioning, `anchor-name`) and the popover is placed next to it on a wide viewport.
  public func popoverAnchor(_ name: String) -> HTML {
    let shown: HTML = shownPopoverAnchors.contains(name) ? " \(Self.shownAnchorAttribute)" : .empty
    return " data-popover-anchor=\"\(name)\"\(shown)"
  }

  /// The attribute of the element a shown popover points at; the stylesheet gives it the
  /// anchor name the popover is positioned against.
  static let shownAnchorAttribute: HTML = "data-popover-anchor-shown"

  /// The hidden fields that address an action to this screen.
  public func hiddenFields(action: String) -> HTML {
    """
    <input type="hidden" name="_csrf" value="\(csrf)">\
    <input type="hidden" name="_screen" value="\(String(screen.rawValue))">\
    <input type="hidden" name="_action" value="\(action)">
    """
  }

  /// Hidden inputs for extra values posted with an action, in name order.
  func hiddenInputs(_ fields: [String: String]) -> HTML {
    HTML.joined(
      fields.sorted { $0.key < $1.key }.map { name, value -> HTML in
        "<input type=\"hidden\" name=\"\(name)\" value=\"\(value)\">"
      })
  }

  /// A button that posts an action, with extra hidden fields.
  ///
  /// - Parameters:
  ///   - label: The button's text.
  ///   - action: The action's name, as registered with the view.
  ///   - fields: Values posted with it, such as the row that was tapped.
  ///   - style: `primary`, `secondary`, `row` (a tappable list row) or `link`.
  public func button(
    _ label: String, action: String, fields: [String: String] = [:], style: String = "primary"
  ) -> HTML {
    let extra = hiddenInputs(fields)
    return """
      <form method="post" action="\(actionPath)" class="inline">\(hiddenFields(action: action))\
      \(extra)<button type="submit" class="\(style)" data-action="\(action)">\(label)</button></form>
      """
  }

  /// A form that posts an action with its fields, and a submit button.
  public func form(action: String, submit: String, @HTMLBuilder fields: () -> HTML) -> HTML {
    """
    <form method="post" action="\(actionPath)" class="stacked" data-action="\(action)">\
    \(hiddenFields(action: action))\(fields())\
    <button type="submit" class="primary">\(submit)</button></form>
    """
  }

  /// A labelled text field with an optional message under it.
  ///
  /// - Parameters:
  ///   - label: The visible label.
  ///   - name: The field's name in the posted form; its `id` is `field-` and the name.
  ///   - value: The text shown in it; a password field never shows it.
  ///   - type: `text`, `email`, `password` or `search`.
  ///   - message: A problem with the value, shown under the field and tied to it for
  ///     assistive technology.
  public func field(
    _ label: String, name: String, value: String = "", type: String = "text",
    message: String? = nil
  ) -> HTML {
    let id = "field-\(name)"
    let note: HTML =
      message.map { "<p class=\"field-error\" id=\"\(id)-error\">\($0)</p>" } ?? .empty
    let described: HTML = message == nil ? .empty : " aria-describedby=\"\(id)-error\""
    // Passwords are never sent back to the browser.
    let shown = type == "password" ? "" : value
    return """
      <label for="\(id)">\(label)</label>\
      <input id="\(id)" name="\(name)" type="\(type)" value="\(shown)"\(described)>\(note)
      """
  }
}
