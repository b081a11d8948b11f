import type { RouteConfigEntry } from "@react-router/dev/routes";
import fc from "fast-check";
import { Hono } from "hono";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import type { AppServices } from "../container";
import type { AppEnv } from "../platform/http/context";
import { normalisedPagePath } from "../platform/http/path-spelling";
import { adminPageGuard, isStaffPagePath } from "./guard";

/** app/routes.ts as React Router's matcher sees it: ids by file, under the root route. */
function routeObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: entry.file, index: true }
      : { id: entry.file, path: entry.path, children: routeObjects(entry.children ?? []) },
  );
}
const tree: RouteObject[] = [{ id: "root", path: "", children: routeObjects(routes) }];

/** Which route files React Router's server would run for a URL path (its own normalisation). */
function routerMatch(pathname: string): string[] {
  let path = pathname;
  if (path === "/_root.data") path = "/";
  else if (path.endsWith(".data")) path = path.replace(/\.data$/, "");
  if (path !== "/" && path.endsWith("/")) path = path.slice(0, -1);
  return (matchRoutes(tree, path) ?? []).map((m) => m.route.id ?? "");
}
const reachesStaffData = (pathname: string) =>
  routerMatch(pathname).some((id) => /^routes\/admin/.test(id) && id !== "routes/admin-login.tsx");

/** The guard alone, in front of a handler that stands for React Router. */
function guarded() {
  const app = new Hono<AppEnv>();
  const services = { admin: { sessionFromCookies: async () => null } } as unknown as AppServices;
  app.use(adminPageGuard(services));
  app.all("*", (c) => c.text("reached the router"));
  return app;
}
const app = guarded();
async function passes(path: string, method = "GET") {
  const res = await app.request(`http://localhost${path}`, { method });
  return (await res.text()) === "reached the router";
}

const staffPages = ["/admin", "/admin/", "/admin/dashboard", "/admin/items/inquiry/1"];

describe("the staff page guard", () => {
  it("folds a path the way the router does, and further", () => {
    expect(normalisedPagePath("/Admin/Items/inquiry/1.data")).toBe("/admin/items/inquiry/1");
    expect(normalisedPagePath("/%61dmin")).toBe("/admin");
    expect(normalisedPagePath("/admin/%64ashboard")).toBe("/admin/dashboard");
    expect(normalisedPagePath("/%2561dmin")).toBe("/admin");
    expect(normalisedPagePath("//admin//dashboard//")).toBe("/admin/dashboard");
    expect(normalisedPagePath("/admin/_.data")).toBe("/admin");
    expect(normalisedPagePath("/admin/./dashboard")).toBe("/admin/dashboard");
    expect(normalisedPagePath("\\admin\\dashboard")).toBe("/admin/dashboard");
    expect(normalisedPagePath("/_root.data")).toBe("/");
    expect(normalisedPagePath("/%E2%82%AC%zz/admin")).toBe("/%e2%82%ac%zz/admin");
  });

  it("stops every spelling of a staff page without a session, and lets the sign-in page through", async () => {
    const blocked = [
      "/admin",
      "/ADMIN",
      "/Admin/",
      "/Admin/Items/inquiry/1",
      "/Admin/Items/inquiry/1.data?_routes=routes/admin-item",
      "/ADMIN.data?_routes=routes/admin-inbox",
      "/Admin/Dashboard.data?_routes=routes/admin-dashboard",
      "/%61dmin",
      "/%61dmin.data?_routes=routes/admin-inbox",
      "/admin/%64ashboard",
      "/%2561dmin",
      "//admin",
      "//admin.data?_routes=routes/admin-inbox",
      "/admin//dashboard",
      "/admin/dashboard/",
      "/admin/_.data?_routes=routes/admin-inbox",
      "/admin/login/../dashboard",
      "/admin/login/%2e%2e/dashboard",
      "/admin/x/y",
    ];
    for (const path of blocked) expect(await passes(path), path).toBe(false);
    for (const path of blocked) expect(await passes(path, "POST"), `POST ${path}`).toBe(false);
    for (const path of ["/admin/login", "/Admin/Login", "/admin/login/", "/admin/login.data"]) {
      expect(await passes(path), path).toBe(true);
    }
    for (const path of ["/", "/pricing", "/contact.data", "/_root.data"]) {
      expect(await passes(path), path).toBe(true);
    }
  });

  it("answers a data request with 401 and a page request with a redirect to the sign-in page", async () => {
    const data = await app.request("http://localhost/Admin.data?_routes=routes/admin-inbox");
    expect(data.status).toBe(401);
    expect(await data.json()).toEqual({ error: expect.any(String) });
    const page = await app.request("http://localhost/%61dmin/dashboard");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/login");
    expect(page.headers.get("cache-control")).toBe("no-store");
  });

  it("covers every path on which the router would run a staff loader (property)", async () => {
    // Spellings of staff paths: letter case, percent-encoding (once or twice), doubled and
    // trailing slashes, "." segments, and the data suffixes.
    const respell = fc
      .tuple(
        fc.constantFrom(...staffPages),
        fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 40, maxLength: 40 }),
        fc.constantFrom("", "/", "//", ".data", "/.data", "/_.data", "/./"),
      )
      .map(([path, choices, suffix]) => {
        let out = "";
        [...path].forEach((ch, i) => {
          const pick = choices[i % choices.length];
          const hex = `%${ch.charCodeAt(0).toString(16).padStart(2, "0")}`;
          if (pick === 1) out += ch.toUpperCase();
          else if (pick === 2 && ch !== "/") out += hex;
          else if (pick === 3 && ch !== "/") out += hex.toUpperCase().replace("%", "%25");
          else if (pick === 4 && ch === "/") out += "//";
          else if (pick === 5 && ch === "/") out += "/./";
          else out += ch;
        });
        return out + suffix;
      });
    let reached = 0;
    await fc.assert(
      fc.asyncProperty(respell, async (path) => {
        const url = new URL(`http://localhost${path}`);
        if (!reachesStaffData(url.pathname)) return;
        reached++;
        expect(isStaffPagePath(url.pathname), path).toBe(true);
        expect(await passes(path), path).toBe(false);
      }),
      { numRuns: 500 },
    );
    // Not vacuous: many spellings do reach a staff route in the router.
    expect(reached).toBeGreaterThan(100);
  });
});
