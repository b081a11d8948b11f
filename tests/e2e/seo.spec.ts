import { type APIRequestContext, expect, test } from "@playwright/test";
import { anyViewport } from "./tags";

/**
 * What a crawler or a link preview sees: plain HTTP, no JavaScript. The answers do not depend on
 * the viewport, so these run in the desktop project only.
 */

type Route = {
  path: string;
  status?: number;
  indexable: boolean;
  /** JSON-LD type beyond Organization, WebSite and BreadcrumbList that carries the offers. */
  offers?: "Product" | "Service";
};

const routes: Route[] = [
  { path: "/", indexable: true },
  { path: "/features", indexable: true },
  { path: "/pricing", indexable: true, offers: "Product" },
  { path: "/checkout", indexable: false },
  { path: "/contact", indexable: true },
  { path: "/chat", indexable: true },
  { path: "/chatbots", indexable: true, offers: "Service" },
  { path: "/workflows", indexable: true },
  { path: "/terms", indexable: true },
  { path: "/refund-policy", indexable: true },
  { path: "/development-policy", indexable: true },
  { path: "/privacy", indexable: true },
  { path: "/cookies", indexable: true },
  { path: "/ai-vibe-coding", indexable: true, offers: "Service" },
  { path: "/no-such-page-here", status: 404, indexable: false },
];

type Attrs = Record<string, string>;

const decode = (s: string) =>
  s
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** Every `<tag ...>` in the HTML with its attributes (names lower-cased, values decoded). */
function tagsOf(html: string, tag: string): Attrs[] {
  const found: Attrs[] = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))) {
    const attrs: Attrs = {};
    for (const a of m[1].matchAll(/([a-zA-Z_:][-\w:.]*)(?:="([^"]*)")?/g)) {
      attrs[a[1].toLowerCase()] = decode(a[2] ?? "");
    }
    found.push(attrs);
  }
  return found;
}

/** The head of a page, read as a crawler would. */
async function head(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const headHtml = html.slice(0, html.indexOf("</head>"));
  const metas = tagsOf(headHtml, "meta");
  const meta = (key: string) =>
    metas.filter((m) => m.name === key || m.property === key).map((m) => m.content);
  const links = tagsOf(headHtml, "link");
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]) as { "@context": string; "@graph": Record<string, unknown>[] });
  const title = headHtml.match(/<title>([^<]*)<\/title>/)?.[1];
  return {
    response,
    html,
    title: title === undefined ? undefined : decode(title),
    meta,
    /** The one value of a meta tag; fails when it is missing or repeated. */
    one: (key: string) => {
      const values = meta(key);
      expect(values, `exactly one ${key}`).toHaveLength(1);
      return values[0];
    },
    links,
    jsonLd,
  };
}

function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe("head tags without JavaScript", anyViewport, () => {
  for (const route of routes) {
    test(`${route.path} has its title, description, robots, canonical and social tags`, async ({
      request,
      baseURL,
    }) => {
      const page = await head(request, route.path);
      expect(page.response.status()).toBe(route.status ?? 200);
      expect(page.response.headers()["content-type"]).toContain("text/html");

      expect(page.title, "a <title>").toBeTruthy();
      if (route.status !== 404) expect(page.title).toContain("Relaywise");
      const description = page.one("description");
      expect(description.length).toBeGreaterThanOrEqual(40);
      expect(description.length).toBeLessThanOrEqual(160);

      if (route.status === 404) {
        expect(page.meta("keywords")).toEqual([]);
      } else {
        expect(page.one("keywords").split(", ").length).toBeGreaterThanOrEqual(2);
      }
      expect(page.one("robots")).toBe(route.indexable ? "index,follow" : "noindex,nofollow");

      const canonical = page.links.filter((l) => l.rel === "canonical");
      if (route.status === 404) {
        expect(canonical, "the 404 names no canonical address").toEqual([]);
        expect(page.meta("og:url")).toEqual([]);
      } else {
        expect(canonical).toHaveLength(1);
        const expected = `${baseURL}${route.path}`;
        expect(canonical[0].href).toBe(expected);
        expect(page.one("og:url")).toBe(expected);
      }

      expect(page.one("og:title")).toBe(page.title);
      expect(page.one("og:description")).toBe(description);
      expect(page.one("og:type")).toBe("website");
      expect(page.one("og:site_name")).toBe("Relaywise");
      const image = page.one("og:image");
      expect(image).toMatch(new RegExp(`^${baseURL}/og/[a-z-]+\\.png$`));
      expect(page.one("og:image:width")).toBe("1200");
      expect(page.one("og:image:height")).toBe("630");
      expect(page.one("og:image:alt")).toBeTruthy();
      expect(page.one("twitter:card")).toBe("summary_large_image");
      expect(page.one("twitter:title")).toBe(page.title);
      expect(page.one("twitter:description")).toBe(description);
      expect(page.one("twitter:image")).toBe(image);

      const picture = await request.get(image);
      expect(picture.status(), image).toBe(200);
      expect(picture.headers()["content-type"]).toBe("image/png");
      const bytes = await picture.body();
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      expect(bytes.length, "social image stays small").toBeLessThan(100 * 1024);

      const rels = page.links.map((l) => l.rel);
      expect(rels).toEqual(expect.arrayContaining(["icon", "apple-touch-icon", "manifest"]));
    });

    test(`${route.path} has structured data`, async ({ request, baseURL }) => {
      const page = await head(request, route.path);
      expect(page.jsonLd, "one JSON-LD block").toHaveLength(1);
      const [ld] = page.jsonLd;
      expect(ld["@context"]).toBe("https://schema.org");
      const graph = ld["@graph"];
      const types = graph.map((node) => node["@type"]);
      expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite", "BreadcrumbList"]));

      const org = graph.find((n) => n["@type"] === "Organization") as Record<string, unknown>;
      expect(org.name).toBe("Relaywise");
      expect(org.url).toBe(`${baseURL}/`);
      const crumbs = graph.find((n) => n["@type"] === "BreadcrumbList") as {
        itemListElement: { position: number; name: string; item?: string }[];
      };
      expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, item: `${baseURL}/` });
      if (route.path !== "/" && route.status !== 404) {
        expect(crumbs.itemListElement.at(-1)?.item).toBe(`${baseURL}${route.path}`);
      }

      const offering = graph.filter((n) => n["@type"] === "Product" || n["@type"] === "Service");
      if (!route.offers) {
        expect(offering).toEqual([]);
        return;
      }
      expect(offering.map((n) => n["@type"])).toEqual([route.offers]);
      const offers = offering[0].offers as Record<string, unknown>[];
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(offer["@type"]).toBe("Offer");
        expect(offer.name).toBeTruthy();
        expect(Number(offer.price)).toBeGreaterThan(0);
        expect(offer.priceCurrency).toBe("USD");
      }
    });
  }

  test("every page has its own title and description", async ({ request }) => {
    const heads = await Promise.all(routes.map((r) => head(request, r.path)));
    const titles = heads.map((h) => h.title);
    const descriptions = heads.map((h) => h.one("description"));
    expect(new Set(titles).size).toBe(routes.length);
    expect(new Set(descriptions).size).toBe(routes.length);
  });
});

test.describe("crawler and install files", anyViewport, () => {
  test("the sitemap lists exactly the indexable pages with absolute addresses", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = routes.filter((r) => r.indexable).map((r) => `${baseURL}${r.path}`);
    expect(locs.sort()).toEqual(expected.sort());
    expect(locs.some((l) => l.includes("/checkout"))).toBe(false);
  });

  test("robots.txt points at the sitemap and keeps crawlers out of checkout and the API", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/checkout$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("the web manifest is valid JSON and its icons load", async ({ request }) => {
    const response = await request.get("/site.webmanifest");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: "Relaywise", start_url: "/", display: "standalone" });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"]).toContain(icon.type);
      if (icon.type === "image/png") {
        const { width, height } = pngSize(await file.body());
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
    }
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
  });

  test("favicons answer", async ({ request }) => {
    for (const [path, type] of [
      ["/favicon.ico", "image/"],
      ["/favicon.svg", "image/svg+xml"],
      ["/apple-touch-icon.png", "image/png"],
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain(type);
    }
    const touch = pngSize(await (await request.get("/apple-touch-icon.png")).body());
    expect(touch).toEqual({ width: 180, height: 180 });
  });
});

test.describe("security headers", anyViewport, () => {
  function expectCommonHeaders(headers: Record<string, string>) {
    const csp = headers["content-security-policy"];
    expect(csp, "a Content-Security-Policy").toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
    return csp;
  }

  test("a page allows exactly its own nonce-carrying inline scripts", async ({ request }) => {
    const first = await request.get("/");
    const csp = expectCommonHeaders(first.headers());
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const nonce = scriptSrc.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce, "script-src carries a nonce").toBeTruthy();

    const scripts = tagsOf(await first.text(), "script");
    const executable = scripts.filter((s) => s.type !== "application/ld+json");
    expect(executable.length).toBeGreaterThan(0);
    for (const script of executable) {
      if (script.src) expect(script.src.startsWith("/"), script.src).toBe(true);
      else expect(script.nonce, "inline script nonce").toBe(nonce);
    }
    for (const withNonce of scripts.filter((s) => "nonce" in s)) {
      expect(withNonce.nonce).toBe(nonce);
    }

    const second = await request.get("/");
    const again = second.headers()["content-security-policy"].match(/'nonce-([^']+)'/)?.[1];
    expect(again, "a fresh nonce per response").not.toBe(nonce);
  });

  test("API and health answers carry the same headers", async ({ request }) => {
    for (const path of ["/api/no-such-endpoint", "/healthz"]) {
      const response = await request.get(path);
      expect(response.headers()["content-type"], path).toContain("application/json");
      expectCommonHeaders(response.headers());
    }
  });
});
