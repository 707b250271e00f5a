/// Consumes a value so that the optimizer cannot delete the work that produced it.
///
/// The same definition as `blackHole` in ordo-one's `Benchmark` module. The fixtures do not
/// import that module because linking it links its malloc interposer, which puts a header on
/// every allocation and adds about 20 ns to each malloc and free; `bench-table` times without
/// it (and counts allocations in a second process that preloads it).
@_optimize(none)
public func sink(_ value: some Any) {}
