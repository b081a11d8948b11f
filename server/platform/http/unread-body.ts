import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";

/**
 * How much of a request body the server reads and throws away after answering without it
 * (413, 415, 429, a 404 on a POST...) so the connection can serve the client's next request.
 * Beyond this, or when the client is slow, the answer says `Connection: close` instead.
 */
export const DRAIN_LIMIT_BYTES = 2 * 1024 * 1024;
export const DRAIN_TIMEOUT_MS = 2_000;

type Options = { limitBytes?: number; timeoutMs?: number };

/**
 * One place for every early rejection: a response sent before its request body was read would
 * leave the rest of that body on a keep-alive connection, and the server (@hono/node-server
 * drains for only 500 ms, then destroys the socket) would close a connection it had just
 * promised to keep: the client's next request on it fails with "other side closed".
 * So when the handler is done and the body is still unread, read it to its end (up to a cap and
 * a time limit) before the answer goes out; if that is not possible, answer `Connection: close`
 * so the client opens a new connection for its next request.
 * Only on the Node server (`c.env.incoming`); `app.request()` in tests has no socket.
 */
export function drainUnreadBody(options: Options = {}): MiddlewareHandler {
  const limit = options.limitBytes ?? DRAIN_LIMIT_BYTES;
  const timeoutMs = options.timeoutMs ?? DRAIN_TIMEOUT_MS;
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.readableEnded || !hasBody(incoming)) return;
    if (incoming.destroyed || !(await drain(c.req.raw, incoming, limit, timeoutMs))) {
      c.res.headers.set("Connection", "close");
    }
  };
}

function hasBody(incoming: IncomingMessage): boolean {
  const length = incoming.headers["content-length"];
  if (length !== undefined) return Number(length) > 0;
  return incoming.headers["transfer-encoding"] !== undefined;
}

/** Reads and discards the rest of the body; true when it ended within the limits. */
async function drain(
  request: Request,
  incoming: IncomingMessage,
  limit: number,
  timeoutMs: number,
): Promise<boolean> {
  const declared = Number(incoming.headers["content-length"]);
  // A declared length over the cap: do not even start; the connection will be closed.
  if (Number.isFinite(declared) && declared > limit) return false;
  // Through the request's own body stream when it has one nobody holds: the Node stream under it
  // is then paced by that stream, and reading around it would stall.
  const body = request.bodyUsed ? null : request.body;
  if (body?.locked) return false;
  if (body) return drainWebStream(body, limit, timeoutMs);
  if (incoming.listenerCount("data") > 0) return false;
  return drainNodeStream(incoming, limit, timeoutMs);
}

async function drainWebStream(
  body: ReadableStream<Uint8Array>,
  limit: number,
  timeoutMs: number,
): Promise<boolean> {
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  let read = 0;
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk === "timeout") return false;
      if (chunk.done) return true;
      read += chunk.value.byteLength;
      if (read > limit) return false;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}

function drainNodeStream(incoming: IncomingMessage, limit: number, timeoutMs: number) {
  return new Promise<boolean>((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onError);
      if (!ended) incoming.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limit) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), timeoutMs);
    incoming.on("data", onData);
    incoming.once("end", onEnd);
    incoming.once("error", onError);
    incoming.resume();
  });
}
