internal import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request does not arrive in time: its head (the request line and
/// headers) within one limit, counted from when the connection opens and again after each
/// response, then its body within another, counted from the end of the head. A client that
/// sends its headers or its form a byte at a time cannot hold a connection for long.
/// (Hummingbird's idle timeout alone does not end such a connection: every byte counts as
/// activity.) While a request that has arrived is being answered, no limit runs: a pipelined
/// request read meanwhile does not start the next head's clock when the earlier response ends.
final class RequestTimeouts: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private let headLimit: TimeAmount
  private let bodyLimit: TimeAmount
  private var deadline: Scheduled<Void>?
  /// Requests whose head has arrived and whose response has not ended.
  private var unanswered = 0

  init(head: TimeAmount, body: TimeAmount) {
    headLimit = head
    bodyLimit = body
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { arm(context, in: headLimit) }
  }

  func channelActive(context: ChannelHandlerContext) {
    arm(context, in: headLimit)
    context.fireChannelActive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head:
      // The body, if any, has its own time to arrive; a request without one ends at once.
      unanswered += 1
      arm(context, in: bodyLimit)
    case .body:
      break
    case .end where unanswered == 0:
      // Answered before it arrived whole (refused early): the next head's clock starts now.
      arm(context, in: headLimit)
    case .end:
      deadline?.cancel()
      deadline = nil
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    let isEnd = if case .end = unwrapOutboundIn(data) { true } else { false }
    context.write(data, promise: promise)
    guard isEnd else { return }
    unanswered = max(unanswered - 1, 0)
    // The response is complete: with nothing else under way, the next request's head has the
    // same time to arrive.
    if unanswered == 0 { arm(context, in: headLimit) }
  }

  func channelInactive(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
    context.fireChannelInactive()
  }

  private func arm(_ context: ChannelHandlerContext, in limit: TimeAmount) {
    deadline?.cancel()
    let channel = context.channel
    deadline = context.eventLoop.scheduleTask(in: limit) {
      channel.close(promise: nil)
    }
  }
}
