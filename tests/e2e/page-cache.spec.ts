import { expect, test } from "./fixtures";
import { anyViewport } from "./tags";

/**
 * The page cache (docs/decisions/0009-page-cache.md) as the browser meets it: each response has
 * its own nonce, revalidation answers 304 without a new policy, and a revisit from the browser's
 * cache still runs the page's scripts.
 */
const nonceOf = (csp: string | undefined) => csp?.match(/'nonce-([^']+)'/)?.[1];

test.describe("page cache", anyViewport, () => {
  test("a cached page: fresh nonce per response, compressed, ETag and 304", async ({ request }) => {
    const first = await request.get("/pricing", { headers: { "accept-encoding": "br, gzip" } });
    const second = await request.get("/pricing", { headers: { "accept-encoding": "gzip" } });
    for (const res of [first, second]) {
      expect(res.status()).toBe(200);
      expect(res.headers()["cache-control"]).toBe("private, no-cache");
      const nonce = nonceOf(res.headers()["content-security-policy"]);
      const scripts = [...(await res.text()).matchAll(/<script nonce="([^"]+)"/g)];
      expect(scripts.length).toBeGreaterThan(1);
      for (const m of scripts) expect(m[1]).toBe(nonce);
    }
    expect(first.headers()["content-encoding"]).toBe("br");
    expect(second.headers()["content-encoding"]).toBe("gzip");
    const etag = first.headers().etag;
    expect(etag).toMatch(/^W\/"/);
    expect(second.headers().etag).toBe(etag);
    expect(nonceOf(first.headers()["content-security-policy"])).not.toBe(
      nonceOf(second.headers()["content-security-policy"]),
    );

    const revalidated = await request.get("/pricing", { headers: { "if-none-match": etag } });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()["content-security-policy"]).toBeUndefined();

    // Not the same for every visitor: rendered for this request.
    const withPlan = await request.get("/pricing?plan=professional");
    expect(withPlan.headers().etag).toBeUndefined();
    const missing = await request.get("/no-such-page-here");
    expect(missing.status()).toBe(404);
    expect(missing.headers().etag).toBeUndefined();
  });

  test("a page revisited from the browser's cache hydrates under its stored policy", async ({
    page,
  }) => {
    await page.goto("/features");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const revalidations: number[] = [];
    page.on("response", (res) => {
      if (new URL(res.url()).pathname === "/features") revalidations.push(res.status());
    });
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(revalidations.length).toBeGreaterThan(0);
  });
});
