// Renders public/favicon.svg to the PNG icons and favicon.ico with the system Chromium.
// Run by hand when the logo changes; the outputs are committed (nothing is generated at install).
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./lib.mjs";

const pub = path.resolve(import.meta.dirname, "../public");
const svg = fs.readFileSync(path.join(pub, "favicon.svg"), "utf8");
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const page = await browser.newPage();
async function render(size, padded = false) {
  await page.setViewportSize({ width: size, height: size });
  // The apple-touch icon is a full square (iOS rounds it); others keep the rounded mark.
  const inner = padded ? svg.replace('rx="8"', 'rx="0"') : svg;
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${inner.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  return page.screenshot({ omitBackground: true, type: "png" });
}
fs.writeFileSync(path.join(pub, "icon-192.png"), await render(192));
fs.writeFileSync(path.join(pub, "icon-512.png"), await render(512));
fs.writeFileSync(path.join(pub, "apple-touch-icon.png"), await render(180, true));
const png32 = await render(32);
// An ICO file may hold a PNG image directly: 6-byte header, one 16-byte directory entry, the PNG.
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt8(0, 8);
header.writeUInt8(0, 9);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
fs.writeFileSync(path.join(pub, "favicon.ico"), Buffer.concat([header, png32]));
await browser.close();
console.log("icons written to public/");
