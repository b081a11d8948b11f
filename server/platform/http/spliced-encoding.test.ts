import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { splicedBrotli, splicedGzip, splicedIdentity } from "./spliced-encoding";

const nonce = () => Buffer.from(crypto.randomBytes(16).toString("base64"));
const suffix = Buffer.from("==");

/** A page-like document: long repetitive markup, holes in the head and at the end. */
function document() {
  const row = (i: number) =>
    `<li class="flex gap-3"><svg class="lucide lucide-check"><path d="M20 6 9 17l-5-5"></path></svg><span>Item ${i} with nonce-like text abc==</span></li>`;
  const head = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="`;
  const body = `"/></head><body><ul>${Array.from({ length: 400 }, (_, i) => row(i)).join("")}</ul><script nonce="`;
  const tail1 = `">window.__ctx = {"a":1,"b":[1,2,3]};</script><script nonce="`;
  const tail2 = `" type="module">import * as r from "/assets/root.js";</script></body></html>`;
  return [head, body, tail1, tail2].map((s) => Buffer.from(s));
}

describe("spliced encodings", () => {
  const segments = document();
  const expected = (fill: Buffer) =>
    Buffer.concat(segments.flatMap((s, i) => (i ? [fill, s] : [s])));

  it("identity joins the segments with the fill", () => {
    const spliced = splicedIdentity(segments, 24);
    const fill = nonce();
    expect(spliced.assemble(fill).equals(expected(fill))).toBe(true);
    expect(spliced.length).toBe(expected(fill).length);
  });

  it("gzip decodes to the document with any nonce, compressed once", () => {
    const spliced = splicedGzip(segments, 24);
    for (let i = 0; i < 20; i++) {
      const fill = nonce();
      const body = spliced.assemble(fill);
      expect(body.length).toBe(spliced.length);
      expect(zlib.gunzipSync(body).equals(expected(fill))).toBe(true);
    }
    expect(spliced.length).toBeLessThan(expected(nonce()).length / 5);
  });

  it("brotli decodes to the document with any nonce, compressed once", async () => {
    const spliced = await splicedBrotli(segments, 24, suffix);
    expect(spliced).not.toBeNull();
    if (!spliced) return;
    for (let i = 0; i < 20; i++) {
      const fill = nonce();
      const body = spliced.assemble(fill);
      expect(body.length).toBe(spliced.length);
      expect(zlib.brotliDecompressSync(body).equals(expected(fill))).toBe(true);
    }
    expect(spliced.length).toBeLessThan(splicedGzip(segments, 24).length);
  });

  it("gives up on brotli when the document leaves no byte free for the stand-ins", async () => {
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    expect(await splicedBrotli([all, all], 24, suffix)).toBeNull();
  });
});
