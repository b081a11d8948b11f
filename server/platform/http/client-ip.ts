import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The visitor's IP: the proxy's X-Forwarded-For only when TRUST_PROXY says the proxy is ours. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return c.req.header("x-test-ip") ?? "127.0.0.1";
  }
}
