import SwiftUI
import Testing

private enum ScreenKey: EnvironmentKey {
  static let defaultValue = "none"
}

private enum DepthKey: EnvironmentKey {
  static let defaultValue = 0
}

@Suite("Environment values")
struct EnvironmentValuesTests {
  @Test("A key reads its default until written, then the value written")
  func readsDefaultThenWritten() {
    var values = EnvironmentValues()
    #expect(values[ScreenKey.self] == "none")
    values[ScreenKey.self] = "notes"
    #expect(values[ScreenKey.self] == "notes")
    #expect(values[DepthKey.self] == 0)
  }

  @Test("The description lists the values written by key, sorted")
  func description() {
    var values = EnvironmentValues()
    #expect(values.description == "[]")
    values[ScreenKey.self] = "notes"
    values[DepthKey.self] = 2
    #expect(values.description == "[DepthKey = 2, ScreenKey = notes]")
  }
}
