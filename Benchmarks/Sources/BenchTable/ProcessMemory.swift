import CProcessMemory

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The process's memory, read after giving free memory back to the system.
struct ProcessMemory {
  /// Bytes in use on the heap (mallinfo2): allocations and the allocator's chunk headers.
  let heap: Double
  /// Resident bytes of the whole process (/proc/self/statm).
  let resident: Double

  /// Trims the heap, then reads both figures.
  static func now() -> ProcessMemory {
    cpm_trim()
    return ProcessMemory(heap: Double(cpm_heap_in_use()), resident: residentBytes())
  }

  /// The resident set size, or 0 where /proc is missing.
  private static func residentBytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE)))
  }
}
