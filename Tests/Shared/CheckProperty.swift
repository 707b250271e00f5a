// One file, compiled into every test target that checks properties (the root package's, the web
// host's and the demo's) through a symbolic link in each target's directory, as StandIns/ links
// the adapters' sources: the targets live in three packages, and a library product for one
// function would be offered to every user of the core.

import PropertyBased
import Testing

/// Calls `body` with `count` random values of `input`, as `propertyCheck` does, and fails the
/// property when `body` throws.
///
/// `propertyCheck` (swift-property-based 2.0.1) runs each body under `try?`: an error the body
/// throws is dropped and the input counts as a pass, so a property whose every call threw would
/// pass. Here the error is recorded as an issue first, which `propertyCheck` counts as a failure
/// of that input: it shrinks the input, then reports the error and the seed that reproduces it.
/// A body may therefore use a plain `try` where a failure is meant.
///
/// ```swift
/// await checkProperty(count: 500, input: routes) { route in
///   let segment = try codec.segment(for: route)
///   #expect(try codec.route(for: segment) == route)
/// }
/// ```
///
/// - Parameters:
///   - count: How many inputs to try; ignored under a fixed seed, as by `propertyCheck`.
///   - input: The generator of the inputs.
///   - isolation: The actor `body` runs on: the caller's.
///   - sourceLocation: Where the property's failures are reported: the call.
///   - body: The property, checked for each input.
func checkProperty<InputValue, ResultValue>(
  count: Int = 100,
  input: Generator<ResultValue, some Sequence<InputValue>>,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  perform body: (ResultValue) async throws -> Void
) async {
  await propertyCheck(
    count: count, input: input,
    perform: { value in
      do {
        try await body(value)
      } catch {
        Issue.record(
          error, "The property's body threw, which fails the property.",
          sourceLocation: sourceLocation)
      }
    }, isolation: isolation, sourceLocation: sourceLocation)
}
