/// Times groups of workloads interleaved, and counts their allocations.
enum Runner {
  /// Times each workload of `group` once per repetition. The workloads of a group take turns
  /// within a repetition, starting with a different one each time, so that ratios between
  /// them compare moments close together. One untimed batch of each warms up first.
  static func time(_ group: [Workload], repetitions: Int, into results: inout Results) {
    let clock = ContinuousClock()
    for workload in group {
      workload.prepare(max(1, workload.operations / 10))()
    }
    for repetition in 0..<repetitions {
      for offset in 0..<group.count {
        let workload = group[(repetition + offset) % group.count]
        let body = workload.prepare(workload.operations)
        let elapsed = clock.measure(body)
        let (seconds, attoseconds) = elapsed.components
        let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        results.nanoseconds[workload.id, default: []].append(
          nanoseconds / Double(workload.operations))
      }
    }
  }

  /// Counts the allocations per operation of each workload of `group`, after one untimed
  /// batch; the set-up is not counted.
  static func countAllocations(_ group: [Workload], with counter: AllocationCounter)
    -> [(id: String, perOperation: Double)]
  {
    group.map { workload in
      workload.prepare(max(1, workload.operations / 10))()
      let body = workload.prepare(workload.operations)
      let count = counter.count(body)
      return (workload.id, Double(count) / Double(workload.operations))
    }
  }
}
