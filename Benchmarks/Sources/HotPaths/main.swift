import Coordination

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Prints the cost of the core's hot paths at two depths, so a reader can see that it does not
// grow with the depth of the stack or the number of live children.

enum BenchRoute: NavigationRoute {
  case screen(Int)
  case child(Int)
}

enum LeafRoute: NavigationRoute {
  case page
}

final class BenchRoot: Coordinator<BenchRoute> {
  override func start() { show(.screen(0)) }
  override func destination(for route: BenchRoute) -> Destination {
    switch route {
    case .screen: .screen(nil)
    case .child: .flow(Leaf())
    }
  }
}

final class Leaf: Coordinator<LeafRoute> {
  override func start() { show(.page) }
}

let clock = ContinuousClock()
let iterations = 20_000

func nanoseconds(_ duration: Duration) -> Int {
  let (seconds, attoseconds) = duration.components
  return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
}

func measure(depth: Int, children: Bool) -> (push: Int, user: Int, finish: Int) {
  let root = BenchRoot()
  let store = NavigationStore(root: root, leakTracking: false)
  store.start()
  for index in 0..<depth { root.show(children ? .child(index) : .screen(index)) }
  let codePop = clock.measure {
    for index in 0..<iterations {
      root.show(children ? .child(index) : .screen(index))
      root.pop()
    }
  }
  var userPops = Duration.zero
  for index in 0..<iterations {
    root.show(children ? .child(index) : .screen(index))
    guard let below = store.state.visibleStack?.screens.dropLast().last?.id else { break }
    userPops += clock.measure { _ = try? store.handle(.popped(to: below)) }
  }
  var finishTotal = Duration.zero
  for index in 0..<iterations {
    root.show(.child(index))
    guard let screen = store.state.topScreen, let leaf = store.owner(of: screen.id) else { break }
    finishTotal += clock.measure { (leaf as? Leaf)?.finish() }
  }
  return (
    nanoseconds(codePop) / iterations, nanoseconds(userPops) / iterations,
    nanoseconds(finishTotal) / iterations
  )
}

func pad(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(1, width - text.count))
}

print("iterations per figure: \(iterations); figures in nanoseconds per operation")
print("case                          push+pop  user pop  finish child")
for depth in [10, 100_000] {
  for children in [false, true] {
    let figures = measure(depth: depth, children: children)
    let label = "\(children ? "children" : "screens ") depth \(depth)"
    print(
      pad(label, 30) + pad("\(figures.push)", 10) + pad("\(figures.user)", 10) + "\(figures.finish)"
    )
  }
}
