@_exported import Coordination
