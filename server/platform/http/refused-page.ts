import type { Context } from "hono";
import { requestErrors } from "../../../content/request-errors";
import { hasDisallowedCharacter } from "../../../lib/text-rules";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string,
  );

/**
 * Whoever opens a page's address gets a page back, not an API's JSON: an address refused before
 * any page ran (a control character in it) is said in words at the phone's width, with a way on:
 * the page without its query when the path itself is fine, else the home page. A browser, curl
 * or a link checker alike (they accept anything); only the API, a page's data request (`.data`,
 * fetched by the page's own scripts) and a client asking for JSON alone get the JSON.
 */
export function wantsPage(c: Context): boolean {
  const path = c.req.path;
  if (path.startsWith("/api/") || path.endsWith(".data")) return false;
  const accept = c.req.header("accept") ?? "";
  return accept.includes("text/html") || !accept.includes("application/json");
}

export function refusedAddressPage(c: Context): Response {
  const text = requestErrors.refusedAddress;
  const path = c.req.path;
  const pathIsFine =
    !hasDisallowedCharacter(path) && path.startsWith("/") && !path.startsWith("//");
  const [href, label] = pathIsFine ? [path, text.pageLink] : ["/", text.homeLink];
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1.25rem;line-height:1.5;color:#111;background:#fff}main{max-width:36rem;margin:0 auto}h1{font-size:1.5rem;margin:0 0 .75rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1rem;border-radius:.5rem;background:#1d4ed8;color:#fff;text-decoration:none}</style>
</head>
<body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.body)}</p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></main></body>
</html>`;
  return c.html(html, 400);
}
