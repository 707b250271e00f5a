import ArgumentParser
import Logging

/// `--log-level` takes swift-log's own level names (`trace` … `critical`); the parser lists
/// them when a value is not one of them.
extension Logger.Level: @retroactive ExpressibleByArgument {}
