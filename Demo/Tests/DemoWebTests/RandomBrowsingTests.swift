import CoordinationWeb
import DemoTestSupport
import DemoWeb
import PropertyBased
import Testing

/// Random browsing over the whole demo, the way a person with a browser would: buttons, form
/// submissions with good and bad input, back links, close controls, the browser's Back and
/// Forward through its own history, and reloads. Every answer is a page, a redirect or a
/// refusal the page explains (never a 5xx), the session always has an address that shows it
/// again, and going home at the end leaves only the root coordinator running.
@Suite struct RandomBrowsingTests {
  enum Move: CaseIterable {
    case click, click2, click3, backLink, close, historyBack, historyForward, reload
  }

  /// Values typed into fields: empty, junk, markup, and the demo account's real ones.
  private static let typed = [
    "", "x", "<b>x</b>", "ann@example.com", "coordinator", "sun", "日", "new@example.com",
  ]

  /// A small browser: a history of addresses and the session behind it.
  private struct Browser {
    let session: WebSession
    var history: [String] = []
    var position = -1
    var page = HTMLPage(status: 0, html: "")
    var log: [String] = []

    mutating func go(_ path: String, replace: Bool = false) async -> Int {
      var target = path
      var status = 0
      for _ in 0..<5 {
        let (path, query) = Self.split(target)
        let answer = await session.get(path: path, query: query)
        status = answer.status
        guard case .redirect(let location) = answer else {
          if case .page(_, let html) = answer { page = HTMLPage(status: status, html: html.markup) }
          break
        }
        target = location
      }
      if !replace {
        history = Array(history.prefix(position + 1))
        history.append(target)
        position = history.count - 1
      } else if position >= 0 {
        history[position] = target
      }
      log.append("GET \(path) → \(status)")
      return status
    }

    mutating func post(_ form: HTMLPage.Form, values: [String: String]) async -> Int {
      var fields = form.hidden
      for (name, value) in values { fields[name] = value }
      let answer = await session.act(fields: fields)
      log.append("POST \(form.actionName ?? "?") \(values) → \(answer.status)")
      if case .redirect(let location) = answer {
        return await go(location)
      }
      if case .page(_, let html) = answer {
        page = HTMLPage(status: answer.status, html: html.markup)
      }
      return answer.status
    }

    static func split(_ target: String) -> (String, String?) {
      guard let mark = target.firstIndex(of: "?") else { return (target, nil) }
      return (String(target[..<mark]), String(target[target.index(after: mark)...]))
    }
  }

  @Test func randomBrowsingNeverBreaksAnAddress() async throws {
    let app = try await DemoWebApp.bundled(hasher: fastHasher)
    let moves = zip(Gen<Move>.case, Gen.int(in: 0...10_000)).array(of: 1...40)
    await checkProperty(count: 60, input: moves) { moves in
      var browser = Browser(session: await WebSession(id: .random(), app: app))
      _ = await browser.go("/")
      for (move, seed) in moves {
        let status: Int
        switch move {
        case .click, .click2, .click3:
          let top = browser.page.html.matches(of: /data-screen="([0-9]*)"/).last.map {
            String($0.output.1)
          }
          let forms = browser.page.forms.filter {
            $0.method == "get" || $0.hidden["_screen"] == top
          }
          guard !forms.isEmpty else { continue }
          let form = forms[seed % forms.count]
          var values: [String: String] = [:]
          for (offset, name) in form.inputs.enumerated() {
            values[name] = Self.typed[(seed / (offset + 1)) % Self.typed.count]
          }
          if seed % 3 == 0, form.inputs.contains("password") {
            // Often enough, the real account: signed-in screens join the walk.
            values["email"] = "ann@example.com"
            values["password"] = "coordinator"
          }
          if form.method == "get" {
            let query = values.map { "\($0.key)=\(BrowserQuery.encode($0.value))" }
              .joined(separator: "&")
            status = await browser.go(form.action + "?" + query)
          } else {
            status = await browser.post(form, values: values)
          }
        case .backLink, .close:
          let rel = move == .backLink ? "prev" : nil
          let links = browser.page.links.filter {
            move == .backLink ? $0.rel == rel : $0.text == "Close"
          }
          guard let link = links.last else { continue }
          status = await browser.go(link.href)
        case .historyBack, .historyForward:
          let next = browser.position + (move == .historyBack ? -1 : 1)
          guard browser.history.indices.contains(next) else { continue }
          browser.position = next
          status = await browser.go(browser.history[next], replace: true)
        case .reload:
          guard browser.position >= 0 else { continue }
          status = await browser.go(browser.history[browser.position], replace: true)
        }
        #expect([200, 404, 409].contains(status), "\(browser.log.suffix(4))")
        let current = await browser.session.currentURLPath
        #expect(current != nil, "\(browser.log.suffix(4))")
        if let current {
          let again = await browser.session.get(path: current, query: nil)
          #expect(again.status == 200, "\(current) after \(browser.log.suffix(4))")
        }
      }
      #expect(await browser.go("/demo.home") == 200)
      #expect(await browser.session.stateDescription == "root: [home]")
      #expect(await browser.session.coordinatorCount == 1, "\(browser.log)")
    }
  }
}

/// Query encoding for GET forms.
enum BrowserQuery {
  static func encode(_ text: String) -> String {
    Browser.formEncoded([("v", text)]).dropFirst(2).description
  }
}
