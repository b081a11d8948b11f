import type { Hono, MiddlewareHandler } from "hono";
import { requestErrors } from "../../../content/request-errors";

type Route = { method: string; pattern: RegExp; literal: boolean };

/**
 * A path the API has, asked with a method it does not take, is a 405 naming the methods it does
 * (`Allow`), for every route alike: never the answer of a route that happens to match the path
 * another way (`GET /api/workflows/suggest` read as the workflow with id "suggest"), never a 404.
 * A path spelled out in full outranks one with a parameter, as it does for the router. Read once
 * from the app's own routes, so a new route needs nothing here.
 */
export function methodNotAllowed(app: Hono<any>, prefix = "/api/"): MiddlewareHandler {
  let routes: Route[] | undefined;
  const read = (): Route[] =>
    app.routes
      .filter((r) => r.method !== "ALL" && r.path.startsWith(prefix) && !r.path.includes("*"))
      .map((r) => ({
        method: r.method,
        literal: !r.path.includes(":"),
        pattern: new RegExp(
          `^${r.path
            .split("/")
            .map((part) =>
              part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
            )
            .join("/")}$`,
        ),
      }));
  return async (c, next) => {
    routes ??= read();
    const path = c.req.path;
    const matching = routes.filter((r) => r.pattern.test(path));
    if (!matching.length) return next();
    const literal = matching.filter((r) => r.literal);
    const allowed = [...new Set((literal.length ? literal : matching).map((r) => r.method))];
    if (allowed.includes("GET")) allowed.push("HEAD");
    const method = c.req.method;
    if (allowed.includes(method)) return next();
    c.header("Allow", allowed.join(", "));
    if (method === "OPTIONS") return c.body(null, 204);
    return c.json({ error: requestErrors.methodNotAllowed(method, path, allowed) }, 405);
  };
}
