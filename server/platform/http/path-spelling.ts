/**
 * One reading of a URL path for every check that must not be fooled by its spelling: the staff
 * pages' guard (which paths need a session) and the JSON API's spelling rule (which paths are
 * the API's, and whether this one is spelled as the API spells it). Both start from the path as
 * the client sent it, before any router decodes it.
 */

/**
 * Percent-escapes of ASCII undone, repeatedly: a path's letters and separators are ASCII, and a
 * malformed or multi-byte sequence elsewhere must not stop the rest from being decoded.
 */
function decodedAscii(pathname: string): string {
  let path = pathname;
  for (let round = 0; round < 5; round++) {
    const decoded = path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (decoded === path) break;
    path = decoded;
  }
  return path;
}

/**
 * The path's segments once decoded, backslashes read as slashes, "." and empty segments dropped.
 * ".." is kept: the URL parser has already resolved the real ones, and resolving a decoded one
 * could lead a check out of a folder where the router (which does not resolve them) would stay.
 */
function segmentsOf(pathname: string): string[] {
  return decodedAscii(pathname)
    .replace(/\\/g, "/")
    .split("/")
    .filter((segment) => segment !== "" && segment !== ".");
}

/**
 * A page path as React Router could match it, folded further: React Router matches routes
 * without regard to letter case, on the percent-decoded path, with doubled slashes and a
 * trailing slash tolerated and a `.data` suffix naming the same route. This undoes all of that
 * and more (repeated decoding, backslashes, "." segments), so a guard's set of paths is never
 * smaller than the router's.
 */
export function normalisedPagePath(pathname: string): string {
  let folded = `/${segmentsOf(pathname).join("/").toLowerCase()}`;
  // Single-fetch data URLs: /admin.data, /admin/_.data (trailing-slash aware), /_root.data.
  folded = folded.replace(/(?:\/_)?\.data$/, "").replace(/\/+$/, "");
  return folded === "/_root" || folded === "" ? "/" : folded;
}

/** /api and everything under it, however the client spelled it (`/API`, `/%61pi`, `//api/`). */
export function isApiPath(pathname: string): boolean {
  const folded = normalisedPagePath(pathname);
  return folded === "/api" || folded.startsWith("/api/");
}

/**
 * The one spelling the API answers: `/api/` in lower case, then segments with no percent-escape
 * (no API path needs one: its words are ASCII, its ids digits, its tokens URL-safe), no
 * backslash, no empty or "." segment and no trailing slash.
 */
const plainApiPath = /^\/api(?:\/(?!\.(?:\/|$))[^/\\%]+)+$/;

export function isPlainApiPath(pathname: string): boolean {
  return plainApiPath.test(pathname);
}

/**
 * The spelling an odd API path most likely meant, for the 404 to name: decoded, slashes tidied,
 * and every segment without a digit in lower case (those are the routes' own words; a segment
 * with a digit is a value, an id or a token, and keeps its spelling). `/api` alone names nothing.
 */
export function meantApiPath(pathname: string): string | undefined {
  const segments = segmentsOf(pathname)
    .map((s) => s.trim())
    .filter((s) => s !== "")
    .map((s) => (/\d/.test(s) ? s : s.toLowerCase()));
  const meant = `/${segments.join("/")}`;
  return meant.startsWith("/api/") ? meant : undefined;
}
