import type { Context, Hono, MiddlewareHandler } from "hono";
import { requestErrors } from "../../../content/request-errors";

type Route = { method: string; pattern: RegExp; literal: boolean };

/** The methods a request's path takes, kept for the router that answers its 405 itself. */
const deferred = new WeakMap<Request, string[]>();

/**
 * The 405 of a path whose router checks its parameters first (an `all` route on the pattern): a
 * bad or unknown id is that router's 400 or 404 for every method, and this the answer once the
 * id is one the caller may see. Called only from such a route.
 */
export function answerMethodNotAllowed(c: Context): Response {
  const allowed = deferred.get(c.req.raw) ?? [];
  c.header("Allow", allowed.join(", "));
  return c.json({ error: requestErrors.methodNotAllowed(c.req.method, c.req.path, allowed) }, 405);
}

const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split("/")
      .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}$`,
  );

/**
 * A path the API has, asked with a method it does not take, is a 405 naming the methods it does
 * (`Allow`), for every route alike: never the answer of a route that happens to match the path
 * another way (`GET /api/workflows/suggest` read as the workflow with id "suggest"), never a 404.
 * A path spelled out in full outranks one with a parameter, as it does for the router. Read once
 * from the app's own routes, so a new route needs nothing here.
 */
export function methodNotAllowed(app: Hono<any>, prefix = "/api/"): MiddlewareHandler {
  let routes: Route[] | undefined;
  let checkedFirst: Route[] | undefined;
  const ours = (r: { path: string }) => r.path.startsWith(prefix) && !r.path.includes("*");
  const read = (): Route[] =>
    app.routes
      .filter((r) => r.method !== "ALL" && ours(r))
      .map((r) => ({
        method: r.method,
        literal: !r.path.includes(":"),
        pattern: patternOf(r.path),
      }));
  // A router that checks a path's parameters (or its caller: a staff session) before any method
  // says so with an `all` route on it (see answerMethodNotAllowed). On a path with a parameter
  // the `all` route defers only where no path spelled out in full matches.
  const readCheckedFirst = (): Route[] =>
    app.routes
      .filter((r) => r.method === "ALL" && ours(r))
      .map((r) => ({
        method: r.method,
        literal: !r.path.includes(":"),
        pattern: patternOf(r.path),
      }));
  return async (c, next) => {
    routes ??= read();
    checkedFirst ??= readCheckedFirst();
    const path = c.req.path;
    const matching = routes.filter((r) => r.pattern.test(path));
    if (!matching.length) return next();
    const literal = matching.filter((r) => r.literal);
    const allowed = [...new Set((literal.length ? literal : matching).map((r) => r.method))];
    if (allowed.includes("GET")) allowed.push("HEAD");
    const method = c.req.method;
    if (allowed.includes(method)) return next();
    const deferring = checkedFirst.some(
      (r) => r.pattern.test(path) && (r.literal || !literal.length),
    );
    if (method !== "OPTIONS" && deferring) {
      deferred.set(c.req.raw, allowed);
      return next();
    }
    c.header("Allow", allowed.join(", "));
    if (method === "OPTIONS") return c.body(null, 204);
    return c.json({ error: requestErrors.methodNotAllowed(method, path, allowed) }, 405);
  };
}
