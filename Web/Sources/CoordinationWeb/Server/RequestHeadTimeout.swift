import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request head (the request line and headers) has not arrived in
/// full within a time limit, counted from when the connection opens and again after each
/// response: a client that sends its headers a byte at a time cannot hold a connection for
/// long. (Hummingbird's idle timeout alone does not end such a connection: every byte counts
/// as activity.)
final class RequestHeadTimeout: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private let limit: TimeAmount
  private var deadline: Scheduled<Void>?

  init(limit: TimeAmount) { self.limit = limit }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { arm(context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    arm(context)
    context.fireChannelActive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .head = unwrapInboundIn(data) {
      deadline?.cancel()
      deadline = nil
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    let isEnd = if case .end = unwrapOutboundIn(data) { true } else { false }
    context.write(data, promise: promise)
    // The response is complete: the next request's head has the same time to arrive.
    if isEnd { arm(context) }
  }

  func channelInactive(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
    context.fireChannelInactive()
  }

  private func arm(_ context: ChannelHandlerContext) {
    deadline?.cancel()
    let channel = context.channel
    deadline = context.eventLoop.scheduleTask(in: limit) {
      channel.close(promise: nil)
    }
  }
}
