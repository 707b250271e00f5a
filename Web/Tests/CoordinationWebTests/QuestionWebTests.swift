import Coordination
import CoordinationWeb
import Testing

/// Questions (alerts and confirmation dialogs) in the browser, in process: a form in an open
/// dialog, answered by a post that reaches the flow's caller, without JavaScript.
@Suite struct QuestionWebTests {
  private func withDesk(
    _ body: @escaping @Sendable (BrowserClient) async throws -> Void
  ) async throws {
    let host = WebHost(
      app: try DeskWeb.app(),
      configuration: .init(sessionLimits: .init(capacity: 10, timeToLive: .seconds(60))))
    try await host.application().inProcess { client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      try await browser.act("signIn")
      try await body(browser)
    }
  }

  @Test func aQuestionIsOneFormInAnOpenDialogWithAButtonPerAnswer() async throws {
    try await withDesk { browser in
      try await browser.act("discard")
      #expect(browser.path == "/desk.home/~alert/desk.discard")
      let html = browser.page.html
      #expect(browser.page.status == 200)
      #expect(browser.page.title == "Discard the draft?")
      #expect(html.contains("<dialog open class=\"layer layer-alert question\" id=\"layer-1\""))
      #expect(html.contains("role=\"alertdialog\" aria-modal=\"true\""))
      #expect(html.contains("aria-describedby=\"message-1\""))
      #expect(html.contains("<p class=\"question-message\" id=\"message-1\">Your &lt;changes&gt;"))
      // The page under it stays, inert.
      #expect(html.contains("<div class=\"layer layer-root\" id=\"layer-0\" inert>"))
      // One form posting to the action path with the token, one submit button per answer.
      let form = try #require(
        html.firstMatch(
          of: /<form method="post" action="\/_\/action" class="question-form">.*?<\/form>/))
      let formHTML = String(form.output)
      #expect(formHTML.contains("name=\"_csrf\" value=\"\(browser.page.hidden("_csrf") ?? "-")\""))
      #expect(formHTML.matches(of: /type="submit" name="_button"/).count == 2)
      #expect(
        formHTML.contains(
          "value=\"0\" class=\"question-button destructive\" data-role=\"destructive\">Discard</button>"
        ))
      #expect(
        formHTML.contains(
          "value=\"1\" class=\"question-button cancel\" data-role=\"cancel\" formnovalidate>Keep Editing</button>"
        ))
      // Nothing but the host's deferred script, which the form does not need.
      #expect(html.matches(of: /<script/).count == 1)
      #expect(!html.contains("onclick"))
    }
  }

  @Test func aConfirmationDialogIsADialogWithoutTheAlertRole() async throws {
    try await withDesk { browser in
      try await browser.act("signOut")
      #expect(browser.path == "/desk.home/~dialog/desk.signOut")
      let html = browser.page.html
      #expect(html.contains("<dialog open class=\"layer layer-confirmationDialog question\""))
      #expect(!html.contains("alertdialog"))
      #expect(html.contains(">Sign Out</button>"))
      // A reload shows the same question and changes nothing.
      let screen = browser.page.topScreen
      let again = try await browser.open(browser.path)
      #expect(again.status == 200)
      #expect(again.html.contains("data-question="))
      #expect(again.topScreen == screen)
    }
  }

  @Test func aChosenButtonReachesTheRunCallerAndRedirectsToTheNewState() async throws {
    try await withDesk { browser in
      try await browser.act("discard")
      let answer = try await Self.answer(browser, ["_button": "0"], follow: false)
      #expect(answer.status == 303)
      #expect(answer.location == "/desk.home")
      try await browser.open("/desk.home")
      #expect(browser.page.html.contains("<li>discard: discard</li>"))
      #expect(!browser.page.html.contains("<dialog"))
    }
  }

  @Test func aDismissalAnswersWithTheCancelButtonsValue() async throws {
    try await withDesk { browser in
      try await browser.act("discard")
      try await Self.answer(browser, ["_dismiss": "1"])
      #expect(browser.path == "/desk.home")
      #expect(browser.page.html.contains("<li>discard: keepEditing</li>"))
      try await browser.act("signOut")
      try await Self.answer(browser, ["_dismiss": "1"])
      #expect(browser.page.html.contains("<li>signOut: false</li>"))
    }
  }

  @Test func typedTextsReachTheButtonsValueAndSecureTextsAreNeverShown() async throws {
    try await withDesk { browser in
      try await browser.act("rename")
      let html = browser.page.html
      #expect(
        html.contains(
          "<input class=\"question-field\" type=\"text\" name=\"_text0\" value=\"Old &quot;name&quot;\" placeholder=\"Name\" aria-label=\"Name\" autofocus>"
        ))
      #expect(
        html.contains("type=\"password\" name=\"_text1\" value=\"\" placeholder=\"Password\""))
      #expect(!html.contains("hunter2"))
      try await Self.answer(
        browser, ["_button": "1", "_text0": "New <name>", "_text1": "secret"])
      #expect(
        browser.page.html.contains("<li>rename: renamed New &lt;name&gt; with 6 letters</li>"))
    }
  }

  @Test func aButtonOutOfRangeIsRefusedAndTheQuestionStaysToBeAnswered() async throws {
    try await withDesk { browser in
      try await browser.act("discard")
      let form = browser.page
      let refused = try await Self.answer(browser, ["_button": "7"], on: form)
      #expect(refused.status == 400)
      #expect(refused.html.contains("there is no button 7"))
      let malformed = try await Self.answer(browser, ["_button": "first"], on: form)
      #expect(malformed.status == 400)
      let still = try await browser.open("/desk.home/~alert/desk.discard")
      #expect(still.status == 200)
      #expect(still.html.contains("data-question="))
      #expect(!still.html.contains("<li>discard"))
      try await Self.answer(browser, ["_button": "1"])
      #expect(browser.page.html.contains("<li>discard: keepEditing</li>"))
    }
  }

  @Test func anAnswerToAQuestionGoneAfterBackIsStaleAndChangesNothing() async throws {
    try await withDesk { browser in
      try await browser.act("discard")
      let form = browser.page
      // The browser's Back takes the question away: answered with its cancel button.
      try await browser.open("/desk.home")
      #expect(browser.page.html.contains("<li>discard: keepEditing</li>"))
      let stale = try await Self.answer(browser, ["_button": "0"], on: form)
      #expect(stale.status == 409)
      #expect(stale.html.contains("That question is not showing any more"))
      #expect(!stale.html.contains("discard: discard"))
      let unknown = try await Self.answer(
        browser, ["_button": "0", "_question": "999999"], on: form)
      #expect(unknown.status == 409)
      let forged = try await Self.answer(browser, ["_button": "0", "_csrf": "0"], on: form)
      #expect(forged.status == 403)
    }
  }

  /// Posts a question's form as its page wrote it, with `fields` added or replaced.
  @discardableResult
  static func answer(
    _ browser: BrowserClient, _ fields: [String: String], on page: FetchedPage? = nil,
    follow: Bool = true
  ) async throws -> FetchedPage {
    let page = page ?? browser.page
    var form = [
      "_csrf": page.hidden("_csrf") ?? "",
      "_question": page.captures("data-question=\"([0-9]*)\"").last ?? "",
    ]
    form.merge(fields) { _, new in new }
    let body = form.sorted { $0.key < $1.key }
      .map { "\(BrowserClient.encode($0.key))=\(BrowserClient.encode($0.value))" }
      .joined(separator: "&")
    return try await browser.post(body: body, follow: follow)
  }
}
