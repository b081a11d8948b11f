import type { AppLoadContext, MetaDescriptor } from "react-router";
import { type PageEntry, type PageKey, pages } from "@content/pages";
import { chatbotTiers, currency, pricingPlans, vibeCodingPlans } from "@content/plans";
import type { RootData } from "./root-data";

/*
 * Head tags are computed on the server, in each page's loader, and reach the browser as loader
 * data: the page registry, the plans and the structured-data builder stay out of every page's
 * script (docs/decisions/0028-pages-paint-before-scripts.md).
 */

/** The business profile, public URL and year: the root loader's data, and every head's input. */
export function rootData(context: AppLoadContext): RootData {
  const { services } = context;
  return {
    publicUrl: services.env.PUBLIC_URL,
    business: services.business,
    year: new Date().getFullYear(),
  };
}

function offersFor(page: PageKey) {
  switch (page) {
    case "pricing":
      return pricingPlans
        .filter((p) => p.price !== null)
        .map((p) => ({ name: p.name, price: p.price, period: "MON" }));
    case "chatbots":
      return chatbotTiers.map((t) => ({
        name: t.name,
        price: t.price,
        period: t.period === "month" ? "MON" : undefined,
      }));
    case "aiVibeCoding":
      return vibeCodingPlans.map((p) => ({ name: p.name, price: p.monthlyPrice, period: "MON" }));
    default:
      return [];
  }
}

export function structuredData(key: PageKey, entry: PageEntry, root: RootData) {
  const url = `${root.publicUrl}${entry.path === "/" ? "/" : entry.path}`;
  const org = {
    "@type": "Organization",
    "@id": `${root.publicUrl}/#organization`,
    name: root.business.brand,
    url: `${root.publicUrl}/`,
    logo: `${root.publicUrl}/icon-512.png`,
    email: root.business.salesEmail,
    telephone: root.business.phone,
    address: {
      "@type": "PostalAddress",
      addressLocality: root.business.headquarters.city,
      addressRegion: root.business.headquarters.region,
      addressCountry: root.business.headquarters.country,
    },
  };
  const graph: Record<string, unknown>[] = [
    org,
    {
      "@type": "WebSite",
      "@id": `${root.publicUrl}/#website`,
      name: root.business.brand,
      url: `${root.publicUrl}/`,
      publisher: { "@id": org["@id"] },
    },
    {
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${root.publicUrl}/` },
        ...(entry.path === "/"
          ? []
          : [
              {
                "@type": "ListItem",
                position: 2,
                name: entry.name,
                // The last crumb may omit its address; the 404 has none of its own.
                ...(key === "notFound" ? {} : { item: url }),
              },
            ]),
      ],
    },
  ];
  if (entry.schema) {
    const offers = offersFor(key).map((o) => ({
      "@type": "Offer",
      name: o.name,
      price: String(o.price),
      priceCurrency: currency,
      availability: "https://schema.org/InStock",
      url,
      ...(o.period
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: String(o.price),
              priceCurrency: currency,
              unitCode: o.period,
            },
          }
        : {}),
    }));
    graph.push(
      entry.schema === "Product"
        ? {
            "@type": "Product",
            name: `${root.business.brand} ${entry.name}`,
            description: entry.description,
            brand: { "@id": org["@id"] },
            offers,
          }
        : {
            "@type": "Service",
            name: `${root.business.brand} ${entry.name}`,
            description: entry.description,
            provider: { "@id": org["@id"] },
            areaServed: "US",
            offers,
          },
    );
  }
  return { "@context": "https://schema.org", "@graph": graph };
}

/** Every head tag a page needs, from its entry in content/pages.ts; for a page's loader data. */
export function pageHead(key: PageKey, context: AppLoadContext): MetaDescriptor[] {
  return headTags(key, rootData(context));
}

export function headTags(key: PageKey, root: RootData): MetaDescriptor[] {
  const entry = pages[key];
  const brand = root.business.brand;
  // The texts name the default brand; a deployment may rename it (BRAND_NAME).
  const title = entry.title.replaceAll("Relaywise", brand);
  const description = entry.description.replaceAll("Relaywise", brand);
  const url = `${root.publicUrl}${entry.path === "/" ? "/" : entry.path}`;
  const image = `${root.publicUrl}${entry.ogImage}`;
  // The 404 answers any unknown address, so it has no address of its own to name.
  const hasAddress = key !== "notFound";
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: entry.indexable ? "index,follow" : "noindex,nofollow" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    ...(hasAddress ? [{ property: "og:url", content: url }] : []),
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${brand}: ${entry.name}` },
    { property: "og:site_name", content: brand },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: `${brand}: ${entry.name}` },
    { "script:ld+json": structuredData(key, { ...entry, description }, root) },
  ];
  if (entry.keywords.length) tags.push({ name: "keywords", content: entry.keywords.join(", ") });
  if (hasAddress) tags.push({ tagName: "link", rel: "canonical", href: url });
  return tags;
}
