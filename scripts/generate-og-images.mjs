// Renders the 1200×630 social preview images (public/og/*.png), one per distinct `ogImage` in
// content/pages.ts, with the system Chromium. Run by hand when a page title or the logo changes;
// the outputs are committed (nothing is generated at install or build time).
import fs from "node:fs";
import path from "node:path";
import { chromiumArgs, chromiumPath, importTs } from "./lib.mjs";
import { chromium } from "playwright-core";

const root = path.resolve(import.meta.dirname, "..");
const pub = path.join(root, "public");
const outDir = path.join(pub, "og");

const { pages } = await importTs("content/pages.ts");
const { defaultBusinessProfile } = await importTs("content/business.ts");
const { brandColors } = await importTs("lib/brand.ts");
const brand = defaultBusinessProfile.brand;

// Images shared by several pages get a heading that covers all of them.
const shared = {
  "/og/legal.png": { eyebrow: "Legal", headline: "Terms, privacy, refunds and how we build" },
};

/**
 * The page title without the " | Brand" suffix (or the "Brand | " prefix on the home page), and
 * without a leading "Pricing:" since the eyebrow above it already names the page.
 */
function headlineOf(entry) {
  const title = entry.title
    .split("|")
    .map((part) => part.trim())
    .filter((part) => part && part !== brand)
    .join(" | ");
  const colon = title.indexOf(": ");
  return colon > 0 && colon < 24 ? title.slice(colon + 2) : title;
}

const escapeHtml = (s) =>
  s
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

const jobs = new Map();
for (const entry of Object.values(pages)) {
  if (jobs.has(entry.ogImage)) continue;
  jobs.set(
    entry.ogImage,
    shared[entry.ogImage] ?? {
      eyebrow: entry.path === "/" ? "AI automation" : entry.name,
      headline: headlineOf(entry),
      // The home title already says what the tagline says; its first sentence adds the offer.
      footnote: entry.path === "/" ? entry.description.split(". ")[0] : undefined,
    },
  );
}

const logo = fs.readFileSync(path.join(pub, "favicon.svg"), "utf8");
const sized = (svg, size) => svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
// The big background mark is the logo's outline only, so it reads as texture, not a second logo.
const watermark = logo
  .replace('fill="#4F46E5"', 'fill="none" stroke="#4F46E5" stroke-width="0.6"')
  .replaceAll('fill="#fff"', 'fill="#4F46E5" fill-opacity="0.35"');

function html({ eyebrow, headline, footnote }) {
  const c = brandColors;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; overflow: hidden; background: ${c.night}; color: #fff;
    font-family: "Liberation Sans", Arial, "Helvetica Neue", Helvetica, sans-serif; position: relative; }
  .bar { position: absolute; left: 0; top: 0; bottom: 0; width: 20px; background: ${c.primary}; }
  .mark { position: absolute; right: -90px; top: 95px; opacity: 0.55; }
  .content { position: absolute; left: 92px; top: 72px; right: 92px; bottom: 64px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 22px; font-size: 40px; font-weight: 700; letter-spacing: -0.01em; }
  .eyebrow { margin-top: auto; color: #cbd5e1; font-size: 26px; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; }
  .eyebrow::before { content: ""; display: inline-block; width: 44px; height: 6px; border-radius: 3px; background: ${c.primary}; vertical-align: middle; margin: -4px 18px 0 0; }
  h1 { margin-top: 22px; max-width: 760px; font-size: ${headline.length > 40 ? 60 : 68}px; line-height: 1.1; font-weight: 700; letter-spacing: -0.02em; text-wrap: balance; }
  .tagline { margin-top: 36px; max-width: 700px; color: #cbd5e1; font-size: 24px; }
  </style></head><body>
  <div class="bar"></div>
  <div class="mark">${sized(watermark, 520)}</div>
  <div class="content">
    <div class="brand">${sized(logo, 72)}<span>${escapeHtml(brand)}</span></div>
    <p class="eyebrow">${escapeHtml(eyebrow)}</p>
    <h1>${escapeHtml(headline)}</h1>
    <p class="tagline">${escapeHtml(footnote ?? defaultBusinessProfile.tagline)}</p>
  </div>
  </body></html>`;
}

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const page = await browser.newPage({
  viewport: { width: 1200, height: 630 },
  deviceScaleFactor: 1,
});
for (const [image, text] of jobs) {
  await page.setContent(html(text));
  const png = await page.screenshot({ type: "png" });
  const file = path.join(pub, image);
  fs.writeFileSync(file, png);
  console.log(
    `${path.relative(root, file)}  ${(png.length / 1024).toFixed(1)} KB  ${text.headline}`,
  );
}
await browser.close();
