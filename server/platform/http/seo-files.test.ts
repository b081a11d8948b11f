import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { defaultBusinessProfile } from "../../../content/business";
import { pages } from "../../../content/pages";
import { brandColors } from "../../../lib/brand";
import type { AppServices } from "../../container";
import { renderSeoFile, robotsTxt, sitemapXml, webManifest } from "./seo-files";

const publicUrl = "https://relaywise.example";
// The files read only the public address and the business profile.
const services = {
  env: { PUBLIC_URL: publicUrl },
  business: { ...defaultBusinessProfile, brand: "Acme Relay" },
} as unknown as AppServices;

describe("sitemap.xml", () => {
  it("lists every indexable page once, by absolute address, and nothing else", () => {
    const xml = sitemapXml(publicUrl);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const indexable = Object.values(pages).filter((p) => p.indexable);
    expect(locs).toEqual(indexable.map((p) => `${publicUrl}${p.path}`));
    expect(locs).toContain(`${publicUrl}/`);
    expect(locs.some((l) => l.includes("/checkout") || l.includes("/404"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("is a well-formed urlset with valid priorities and change frequencies", () => {
    const xml = sitemapXml(publicUrl);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    for (const [, p] of xml.matchAll(/<priority>([^<]+)<\/priority>/g)) {
      expect(Number(p)).toBeGreaterThanOrEqual(0);
      expect(Number(p)).toBeLessThanOrEqual(1);
    }
    for (const [, f] of xml.matchAll(/<changefreq>([^<]+)<\/changefreq>/g)) {
      expect(["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"]).toContain(f);
    }
  });

  it("escapes the address for XML", () => {
    expect(sitemapXml("https://x.example/a&b")).toContain("<loc>https://x.example/a&amp;b/</loc>");
  });
});

describe("robots.txt", () => {
  it("allows the site, keeps checkout and the API out and names the sitemap", () => {
    const text = robotsTxt(publicUrl);
    expect(text.split("\n")).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /checkout",
        "Disallow: /api/",
        `Sitemap: ${publicUrl}/sitemap.xml`,
      ]),
    );
  });
});

describe("site.webmanifest", () => {
  it("is JSON naming the configured brand, with the brand colours and the PNG icons", () => {
    const manifest = JSON.parse(webManifest(services));
    expect(manifest).toMatchObject({
      name: "Acme Relay",
      short_name: "Acme Relay",
      start_url: "/",
      display: "standalone",
      theme_color: brandColors.primary,
      background_color: brandColors.surface,
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      ]),
    );
  });
});

describe("serving the files", () => {
  const app = new Hono();
  app.get("/sitemap.xml", (c) => renderSeoFile(c, "sitemap.xml", services));
  app.get("/robots.txt", (c) => renderSeoFile(c, "robots.txt", services));
  app.get("/site.webmanifest", (c) => renderSeoFile(c, "site.webmanifest", services));

  it.each([
    ["/sitemap.xml", "application/xml"],
    ["/robots.txt", "text/plain"],
    ["/site.webmanifest", "application/manifest+json"],
  ])("%s answers 200 as %s and may be cached", async (path, type) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain(type);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await response.text()).length).toBeGreaterThan(0);
  });
});
