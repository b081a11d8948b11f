import type { Context } from "hono";
import type { Env } from "../env";

/**
 * The one answer to "is this site served over HTTPS?". The public address decides first: a
 * cookie's Secure flag is set from it alone (deciding from the request would drop the flag behind
 * a proxy that ends TLS unless TRUST_PROXY is also set, and a cookie sent once over plain HTTP
 * can be read). Given a request, one that arrived over HTTPS (directly, or through a proxy
 * TRUST_PROXY says is ours) counts too: HSTS may only tighten what the address says.
 */
export function servedOverHttps(
  env: Pick<Env, "PUBLIC_URL" | "TRUST_PROXY">,
  request?: Context,
): boolean {
  if (env.PUBLIC_URL.startsWith("https://")) return true;
  if (!request) return false;
  const forwarded = request.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
  if (env.TRUST_PROXY && forwarded === "https") return true;
  return new URL(request.req.url).protocol === "https:";
}
