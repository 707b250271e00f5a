/// A ``UserAction``, with screens, stacks and layers by their places.
package enum JourneyUserAction: Hashable, Sendable, Codable {
  case popped(to: ScreenPlace)
  case poppedCollapsed(to: ScreenPlace)
  case followed(path: [JourneyPathStep])
  case dismissed(layer: Int)
  case answered(layer: Int, button: Int, texts: [String])
  case selectedTab(layer: Int, index: Int)
  case reselectedTab(layer: Int)
  case beganInteractivePop(stack: StackPlace)
  case cancelledInteractivePop(stack: StackPlace)
  case leftFlow
}

/// Where a stack is: its layer's index, root first, and its index in the layer.
package struct StackPlace: Hashable, Sendable, Codable {
  package var layer: Int
  package var stack: Int
}

/// Where a screen is: its stack's place and its position in the stack, bottom first.
package struct ScreenPlace: Hashable, Sendable, Codable {
  package var stack: StackPlace
  package var position: Int
}
