import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Env } from "../env";

export type ServerTimeouts = Pick<
  Env,
  "HTTP_HEADERS_TIMEOUT_MS" | "HTTP_REQUEST_TIMEOUT_MS" | "HTTP_KEEP_ALIVE_TIMEOUT_MS"
>;

/**
 * Node's limits on a connection, set from env rather than left at Node's defaults (a request
 * could take 300 s to arrive). The request timeout counts only while a request is being
 * received, headers and body; the answer's time is not in it. Node checks both timeouts on an
 * interval, so a slow request is cut within a quarter of the shorter one past its limit.
 */
export function serverTimeoutOptions(env: ServerTimeouts) {
  const shorter = Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS);
  return {
    headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(shorter / 4))),
  };
}

/** The HTTP server for `fetch` on env's port and address, with env's timeouts. */
export function listen(
  fetch: Parameters<typeof serve>[0]["fetch"],
  env: ServerTimeouts & Pick<Env, "PORT" | "HOST">,
  onListening?: (info: AddressInfo) => void,
) {
  const options = serverTimeoutOptions(env);
  const server = serve(
    { fetch, port: env.PORT, hostname: env.HOST, serverOptions: options },
    onListening,
  );
  // Also as a property: it is the one Node reads for connections kept open between requests.
  if ("keepAliveTimeout" in server) server.keepAliveTimeout = options.keepAliveTimeout;
  return server;
}
