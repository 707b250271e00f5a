/// Something timed: `prepare(n)` does the untimed set-up for `n` operations and returns the
/// timed body that performs them.
struct Workload {
  /// The key of its figures in ``Results``.
  let id: String
  /// The operations of one timed batch.
  let operations: Int
  /// Untimed set-up for a number of operations; returns the timed body.
  let prepare: (Int) -> () -> Void

  /// A workload with set-up.
  init(_ id: String, operations: Int, prepare: @escaping (Int) -> () -> Void) {
    self.id = id
    self.operations = operations
    self.prepare = prepare
  }

  /// A workload without set-up: the body runs `operation` for indices 0..<n.
  init(_ id: String, operations: Int, each operation: @escaping (Int) -> Void) {
    self.init(id, operations: operations) { count in
      { for index in 0..<count { operation(index) } }
    }
  }
}
