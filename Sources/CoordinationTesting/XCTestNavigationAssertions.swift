#if canImport(XCTest)
  public import Coordination
  import XCTest

  extension HeadlessPlatform {
    /// XCTest: asserts the visible stack shows exactly these routes, bottom first.
    public func assertStack(
      _ routes: [any NavigationRoute], file: StaticString = #filePath, line: UInt = #line
    ) {
      if let failure = NavigationCheck.stack(store, is: routes) {
        XCTFail(failure, file: file, line: line)
      }
    }

    /// XCTest: asserts the coordinator tree matches an outline.
    public func assertTree(_ outline: String, file: StaticString = #filePath, line: UInt = #line) {
      if let failure = NavigationCheck.tree(store, is: outline) {
        XCTFail(failure, file: file, line: line)
      }
    }

    /// XCTest: asserts no finished coordinator and no departed screen model is alive.
    public func assertNoLeaks(file: StaticString = #filePath, line: UInt = #line) {
      if let failure = NavigationCheck.noLeaks(store) { XCTFail(failure, file: file, line: line) }
    }

    /// XCTest: asserts the headless adapter showed exactly the state after every update.
    public func assertConsistent(file: StaticString = #filePath, line: UInt = #line) {
      if let failure = NavigationCheck.consistent(self) { XCTFail(failure, file: file, line: line) }
    }
  }
#endif
