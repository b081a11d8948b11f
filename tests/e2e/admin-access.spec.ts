import { type APIRequestContext, type APIResponse, expect, request, test } from "@playwright/test";
import { anyViewport } from "./tags";

/**
 * Staff data is readable only with a session, whatever spelling of a staff URL asked for it:
 * React Router matches paths in any letter case, percent-decoded, with doubled and trailing
 * slashes, and a `.data` request with `_routes=` runs one route's loader without its layout's.
 * Plain HTTP against the production build, so it runs in the desktop project only.
 */
const STAFF = { login: "staff", password: "e2e staff password 1" };
const ROUTE_IDS = [
  "routes/admin",
  "routes/admin-people",
  "routes/admin-person",
  "routes/admin-calls",
  "routes/admin-runs",
  "routes/admin-item",
  "routes/admin-dashboard",
];

/**
 * The staff route ids as `_routes=` values: each alone, each with the layout, and all of them
 * (every combination would be 127 per URL; these are the ones that run a page's loader without
 * its layout's, or beside it).
 */
const routeSets: string[] = [
  ...ROUTE_IDS,
  ...ROUTE_IDS.slice(1).map((id) => `${ROUTE_IDS[0]},${id}`),
  ROUTE_IDS.join(","),
];

/** A path in the spellings React Router treats as the same route. */
function spellings(path: string): string[] {
  const rest = path.slice("/admin".length);
  const encodeFirst = (s: string) =>
    s.replace(/[a-z]/, (ch) => `%${ch.charCodeAt(0).toString(16)}`);
  const variants = new Set([
    path,
    `${path}/`,
    path.toUpperCase(),
    `/Admin${rest.replace(/\/([a-z])/g, (_, ch: string) => `/${ch.toUpperCase()}`)}`,
    `/%61dmin${rest}`,
    `/%41DMIN${rest.toUpperCase()}`,
    `/admin${rest.split("/").map(encodeFirst).join("/")}`,
    `/${path.slice(1).replace(/[a-z]/g, (ch) => `%${ch.charCodeAt(0).toString(16)}`)}`,
    `/%2561dmin${rest}`,
    `/${path}`,
    `//${path}`,
    path.replaceAll("/", "//"),
    `${path}//`,
    `/./admin${rest}`,
    `/admin/.${rest}`,
  ]);
  return [...variants];
}

/**
 * Spellings the router answers with the page itself (route params keep their case): letter
 * case and percent-encoding of the fixed segments, a trailing slash.
 */
function routerSpellings(path: string): string[] {
  const fixed = new Set(["admin", "items", "dashboard", "people", "calls", "runs"]);
  const each = (f: (segment: string) => string) =>
    path
      .split("/")
      .map((seg) => (fixed.has(seg) ? f(seg) : seg))
      .join("/");
  return [
    path,
    `${path}/`,
    each((seg) => seg.toUpperCase()),
    each((seg) => seg[0].toUpperCase() + seg.slice(1)),
    each((seg) => `%${seg.charCodeAt(0).toString(16)}${seg.slice(1)}`),
  ];
}

/** Document and data URLs of one staff page, with every `_routes=` combination. */
function urlsFor(path: string, query: string): string[] {
  const urls: string[] = [];
  for (const p of spellings(path)) {
    const bare = p.replace(/\/+$/, "");
    urls.push(`${p}?${query}`, `${bare}.data?${query}`, `${p}/_.data?${query}`);
    for (const set of routeSets) urls.push(`${bare}.data?_routes=${set}&${query}`);
    urls.push(`${bare}.data?_routes=${encodeURIComponent(ROUTE_IDS.join(","))}&${query}`);
  }
  if (path === "/admin") urls.push(`/_root.data?_routes=routes/admin-people&${query}`);
  return urls;
}

/** The server must see the URL exactly as written: a relative "//admin" would name a host. */
async function fetchRaw(ctx: APIRequestContext, base: string, url: string): Promise<APIResponse> {
  return ctx.get(`${base}${url}`, { maxRedirects: 0, failOnStatusCode: false });
}

async function signIn(baseURL: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL });
  const page = await ctx.get("/admin/login");
  const csrf = /rw_staff_login=([^;]+)/.exec(page.headers()["set-cookie"] ?? "")?.[1];
  expect(csrf, "sign-in page sets the double-submit cookie").toBeTruthy();
  const res = await ctx.post("/api/admin/login", {
    data: { login: STAFF.login, password: STAFF.password },
    headers: { "x-csrf-token": csrf ?? "" },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

test(
  "no spelling of a staff page or data URL shows a record without a session",
  anyViewport,
  async ({ baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const base = baseURL ?? "";
    const marker = `Qzstaffwalk${testInfo.project.name}${Date.now()}`;
    const email = `${marker.toLowerCase()}@example.com`;
    const visitor = await request.newContext({ baseURL: base });
    const chat = await (await visitor.post("/api/chat/session")).json();
    const sent = await visitor.post("/api/chat/message", {
      data: { sessionId: chat.sessionId, message: `I am ${marker} and need a website` },
    });
    expect(sent.ok()).toBe(true);
    const lead = await visitor.post("/api/inquiries", {
      data: {
        firstName: marker,
        lastName: "Walker",
        email,
        company: `${marker} Ltd`,
        service: "website",
        sessionId: chat.sessionId,
        answers: { websiteType: "ecommerce", cms: true },
        transcript: "",
        website_url: "",
      },
    });
    expect(lead.status()).toBe(201);
    const inquiry = (await lead.json()) as { id: number; bookingToken: string };
    const slots = (await (await visitor.get("/api/bookings/slots")).json()) as { slots: string[] };
    const booked = await visitor.post("/api/bookings", {
      data: {
        inquiryId: inquiry.id,
        email,
        phone: "+1 919 555 0100",
        start: slots.slots[0],
        timeZone: "America/Chicago",
        token: inquiry.bookingToken,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    // With a session, staff see the records (so the search below can find them if they leak).
    const staff = await signIn(base);
    const item = `/admin/items/inquiry/${inquiry.id}`;
    const opened = await fetchRaw(staff, base, item);
    expect(opened.status(), "an item of a person opens the person's page").toBe(302);
    const location = opened.headers().location ?? "";
    expect(location).toMatch(new RegExp(`^/admin/people/\\d+#item-inquiry-${inquiry.id}$`));
    const person = location.replace(/#.*$/, "");
    // The lead's name and email, its chat's id, and a key only the dashboard's data has.
    const secrets = [
      marker.toLowerCase(),
      email,
      chat.sessionId.toLowerCase(),
      "medianhourstocontact",
    ];

    // Each page with its own route id and what its data shows staff.
    const seen: [string, string, string[]][] = [
      ["/admin", "routes/admin-people", [marker.toLowerCase()]],
      ["/admin/dashboard", "routes/admin-dashboard", ["medianhourstocontact"]],
      [person, "routes/admin-person", [marker.toLowerCase(), email, chat.sessionId.toLowerCase()]],
      ["/admin/calls", "routes/admin-calls", [marker.toLowerCase(), email]],
      ["/admin/runs", "routes/admin-runs", []],
    ];
    const pages = [...seen.map(([page]) => page), item];
    const list = await fetchRaw(staff, base, `/admin.data?_routes=routes/admin-people&q=${marker}`);
    expect(list.status()).toBe(200);
    expect((await list.text()).toLowerCase()).toContain(marker.toLowerCase());
    for (const [page, own, expected] of seen) {
      for (const p of routerSpellings(page)) {
        const bare = p.replace(/\/+$/, "");
        const doc = await fetchRaw(staff, base, `${p}?q=${marker}`);
        expect(doc.status(), p).toBe(200);
        for (const url of [`${bare}.data?q=${marker}`, `${bare}.data?_routes=${own}&q=${marker}`]) {
          const data = await fetchRaw(staff, base, url);
          expect(data.status(), url).toBe(200);
          const body = (await data.text()).toLowerCase();
          for (const text of expected) expect(body, url).toContain(text);
        }
      }
    }

    // Without a session: no record, no transcript, no chat id, no figure, whatever the spelling.
    const anonymous = await request.newContext({ baseURL: base });
    const forged = await request.newContext({
      baseURL: base,
      extraHTTPHeaders: { cookie: "rw_staff=not-a-session" },
    });
    const leaks: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const url of urlsFor(page, `q=${marker}`)) {
        // A cookie that is not a session is tried on the plain URLs; it is no better than none.
        const contexts = url.includes("_routes=") ? [anonymous] : [anonymous, forged];
        for (const ctx of contexts) {
          const res = await fetchRaw(ctx, base, url);
          const body = (await res.text()).toLowerCase();
          checked++;
          const found = secrets.filter((s) => body.includes(s));
          if (found.length > 0 || res.status() >= 500) {
            leaks.push(`${res.status()} ${url} → ${found.join(", ") || "server error"}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(800);
    expect(leaks, "staff data reached a request without a session").toEqual([]);

    await Promise.all([visitor.dispose(), staff.dispose(), anonymous.dispose(), forged.dispose()]);
  },
);
