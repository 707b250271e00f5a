import Coordination
import CoordinationWeb
import Foundation

/// The codec of the web host, with the fuzz app's route types.
let fuzzCodec: RouteCodec = {
  var codec = RouteCodec()
  do {
    try codec.register(FuzzRoute.self, as: "app")
    try codec.register(FuzzChildRoute.self, as: "child")
    try codec.register(FuzzTab.self, as: "tab")
  } catch {
    fatalError("the fuzz codec is wrong: \(error)")
  }
  return codec
}()

/// The seed inputs: the URL paths of a few paths of steps, payloads and a sheet included.
@_cdecl("LLVMFuzzerInitialize")
public func initializeRouteCodec(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> CInt {
  writeSeedsIfAsked {
    let paths: [[PathStep]] = [
      [PathStep(FuzzRoute.home), PathStep(FuzzRoute.movie(id: 9))],
      [PathStep(FuzzRoute.home), PathStep(FuzzRoute.kanji("日")), PathStep(FuzzRoute.kanji("12"))],
      [PathStep(FuzzRoute.home), PathStep(FuzzRoute.flow), PathStep(FuzzChildRoute.page(2))],
      [PathStep(FuzzRoute.home), PathStep(FuzzRoute.tabs), PathStep(FuzzTab.two)],
      [
        PathStep(FuzzRoute.home), PathStep(FuzzRoute.search(query: "a/b c", page: 1)),
        PathStep(
          FuzzRoute.settings(FuzzOptions(name: "x", flags: [true])), presentation: .fullScreen),
      ],
    ]
    return paths.map { path in
      do {
        return Data(try fuzzCodec.urlPath(for: path).utf8)
      } catch {
        fatalError("seed \(path) fails: \(error)")
      }
    }
  }
  return 0
}

/// One input: the bytes as a URL path. Reading it either fails with a typed error or gives
/// steps whose URL path reads back as the same steps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouteCodec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let steps = try? fuzzCodec.steps(fromURLPath: text) else { return 0 }
  let path: String
  do {
    path = try fuzzCodec.urlPath(for: steps)
  } catch {
    fatalError("steps read from \(text.debugDescription) cannot be written: \(error)")
  }
  guard let again = try? fuzzCodec.steps(fromURLPath: path), again == steps else {
    fatalError(
      "\(text.debugDescription) read as \(steps), written as \(path), read back differently")
  }
  return 0
}
