import type { Dispatcher } from "undici";

/**
 * An undici interceptor that calls `onSent` once, when the request has been written to its
 * connection: after DNS, connect, any wait for a free connection, and undici's check of a reused
 * keep-alive socket, which holds the write until the event loop's next check phase (on a busy
 * process that can be a hundred milliseconds). Not called for a request that never goes out.
 * The crawler's politeness clock spaces requests by this moment, not by when they were handed over.
 */
export function notifyWhenSent(onSent: () => void): Dispatcher.DispatcherComposeInterceptor {
  return (dispatch) => (options, handler) => dispatch(options, new SendNotifier(handler, onSent));
}

/** Passes every event on to the request's own handler, and says when the request starts going out. */
class SendNotifier implements Dispatcher.DispatchHandler {
  private sent = false;

  constructor(
    private readonly handler: Dispatcher.DispatchHandler,
    private readonly onSent: () => void,
  ) {}

  onRequestStart(controller: Dispatcher.DispatchController, context: unknown): void {
    this.handler.onRequestStart?.(controller, context);
  }

  onRequestUpgrade(...args: Parameters<NonNullable<Dispatcher.DispatchHandler["onRequestUpgrade"]>>): void {
    this.handler.onRequestUpgrade?.(...args);
  }

  onResponseStarted(): void {
    this.handler.onResponseStarted?.();
  }

  onResponseStart(...args: Parameters<NonNullable<Dispatcher.DispatchHandler["onResponseStart"]>>): void {
    this.handler.onResponseStart?.(...args);
  }

  onResponseData(...args: Parameters<NonNullable<Dispatcher.DispatchHandler["onResponseData"]>>): void {
    this.handler.onResponseData?.(...args);
  }

  onResponseEnd(...args: Parameters<NonNullable<Dispatcher.DispatchHandler["onResponseEnd"]>>): void {
    this.handler.onResponseEnd?.(...args);
  }

  onResponseError(...args: Parameters<NonNullable<Dispatcher.DispatchHandler["onResponseError"]>>): void {
    this.handler.onResponseError?.(...args);
  }

  onBodySent(chunk: Buffer): void {
    this.handler.onBodySent?.(chunk);
  }

  /** Called right after the request (headers and any body) was written to the socket. */
  onRequestSent(): void {
    this.handler.onRequestSent?.();
    if (this.sent) return;
    this.sent = true;
    this.onSent();
  }
}
