import Coordination
import CoordinationWeb
import PropertyBased
import Testing

/// Random addresses and forms never crash a session, never get a 5xx, and leave a state that
/// still has a URL the session serves.
@Suite struct MalformedInputTests {
  /// Characters that matter to the URL grammar, plus some that do not.
  private static let alphabet: [Character] = Array("/.()=,:~$%0123456789abcshopitemAZ日 ?#&+-_")

  private static let pathGen = Gen<Int>.int(in: 0...(alphabet.count - 1)).array(of: 0...24).map {
    indices in "/" + String(indices.map { alphabet[$0] })
  }

  @Test func randomAddressesGetAPageARedirectOrA404() async throws {
    let app = try ShopWeb.app()
    await checkProperty(count: 400, input: Self.pathGen.array(of: 1...6)) { paths in
      let session = await WebSession(id: .random(), app: app)
      for path in paths {
        let answer = await session.get(path: path, query: nil)
        #expect([200, 303, 404, 409].contains(answer.status), "\(path) → \(answer.status)")
        let current = await session.currentURLPath
        #expect(current != nil, "after \(path)")
        if let current {
          let again = await session.get(path: current, query: nil)
          #expect(again.status == 200, "the current URL \(current) after \(path)")
        }
      }
    }
  }

  @Test func randomFormsAreRefusedWithout5xx() async throws {
    let app = try ShopWeb.app()
    let keyGen = Gen<Int>.int(in: 0...5).map {
      ["_csrf", "_screen", "_action", "id", "method", "x"][$0]
    }
    let valueGen = Self.pathGen
    let formGen = zip(keyGen, valueGen).array(of: 0...5)
    await checkProperty(count: 300, input: formGen) { pairs in
      let session = await WebSession(id: .random(), app: app)
      var fields: [String: String] = [:]
      for (key, value) in pairs where fields[key] == nil { fields[key] = value }
      let answer = await session.act(fields: fields)
      #expect(answer.status == 403 || answer.status == 400 || answer.status == 409)
      #expect(await session.currentURLPath == "/shop.home")
    }
  }
}
