import Coordination
import CoordinationWeb
import Testing

@Suite struct HTMLTests {
  @Test func interpolatedTextIsEscapedAndMarkupIsKept() {
    let name = "<script>alert('x') & \"y\"</script>"
    let bold: HTML = "<b>\(name)</b>"
    #expect(
      bold.markup == "<b>&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;</b>")
    let outer: HTML = "<p>\(bold) \(42)</p>"
    #expect(outer.markup.hasPrefix("<p><b>&lt;script&gt;"))
    #expect(outer.markup.hasSuffix(" 42</p>"))
  }

  @Test func formsCarryTheTokenTheScreenAndEscapedValues() {
    let context = ScreenContext(
      screen: ScreenID(rawValue: 7), csrf: "token", actionPath: WebSession.actionPath)
    let button = context.button("Go \"now\"", action: "go", fields: ["id": "<1>"])
    #expect(button.markup.contains("name=\"_csrf\" value=\"token\""))
    #expect(button.markup.contains("name=\"_screen\" value=\"7\""))
    #expect(button.markup.contains("name=\"id\" value=\"&lt;1&gt;\""))
    #expect(button.markup.contains(">Go &quot;now&quot;</button>"))
    let password = context.field("Password", name: "password", value: "secret", type: "password")
    #expect(!password.markup.contains("secret"))
    let field = context.field("E-mail", name: "email", value: "a@b", message: "Too short & wrong")
    #expect(field.markup.contains("value=\"a@b\""))
    #expect(field.markup.contains("Too short &amp; wrong"))
    #expect(field.markup.contains("aria-describedby=\"field-email-error\""))
  }
}
