import type { Context } from "hono";
import { indexablePages } from "../../../content/pages";
import { brandColors } from "../../../lib/brand";
import type { BusinessProfile } from "../../../content/business";
import type { Env } from "../env";

type SeoFile = "sitemap.xml" | "robots.txt" | "site.webmanifest";

const xmlEscape = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** Lists exactly the indexable pages of content/pages.ts, by absolute address. */
export function sitemapXml(publicUrl: string): string {
  const urls = indexablePages
    .map(
      (p) =>
        `  <url><loc>${xmlEscape(`${publicUrl}${p.path}`)}</loc>` +
        (p.changefreq ? `<changefreq>${p.changefreq}</changefreq>` : "") +
        (p.priority !== undefined ? `<priority>${p.priority.toFixed(1)}</priority>` : "") +
        "</url>",
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /checkout\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

export function webManifest(services: { business: BusinessProfile }): string {
  const { brand, tagline } = services.business;
  return JSON.stringify(
    {
      id: "/",
      name: brand,
      short_name: brand,
      description: tagline,
      lang: "en",
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: brandColors.surface,
      theme_color: brandColors.primary,
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ],
    },
    null,
    2,
  );
}

export function renderSeoFile(
  c: Context,
  file: SeoFile,
  services: { env: Pick<Env, "PUBLIC_URL">; business: BusinessProfile },
): Response {
  const publicUrl = services.env.PUBLIC_URL;
  c.header("Cache-Control", "public, max-age=3600");
  switch (file) {
    case "sitemap.xml":
      return c.body(sitemapXml(publicUrl), 200, {
        "Content-Type": "application/xml; charset=utf-8",
      });
    case "robots.txt":
      return c.text(robotsTxt(publicUrl));
    case "site.webmanifest":
      return c.body(webManifest(services), 200, { "Content-Type": "application/manifest+json" });
  }
}
