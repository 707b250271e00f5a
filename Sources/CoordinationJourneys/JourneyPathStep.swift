package import Coordination

/// A step of a path: the route as JSON, its type (`String(reflecting:)`), and how it appears.
package struct JourneyPathStep: Hashable, Sendable, Codable {
  package var route: NavigationSnapshot.EncodedValue
  package var type: String
  /// The style of the layer it is presented in; `nil` when it is pushed.
  package var presentedAs: PresentationStyle?
}
