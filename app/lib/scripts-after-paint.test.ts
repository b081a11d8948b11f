import { describe, expect, it } from "vitest";
import { deferScripts, scriptsAfterPaint } from "./scripts-after-paint";

const moduleCode = `import * as route0 from "/assets/root.js";\nwindow.__m = {"a":"</b"};\nimport("/assets/entry.client.js");`;
const page = [
  "<!DOCTYPE html><html><head><title>T</title>",
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="N0nce=="/>',
  '<link rel="modulepreload" href="/assets/root.js"/>',
  '<style data-href="/assets/app.css">a{color:red}</style></head>',
  '<body><main>Hello</main><script nonce="N0nce==">window.__ctx = {};</script>',
  `<script nonce="N0nce==" type="module" async="">${moduleCode}</script></body></html>`,
].join("");

/** Runs the page's inline starter as a browser would, with the DOM calls recorded. */
function runStarter(html: string, visibilityState: "visible" | "hidden", paintTiming = false) {
  const starter = /<script nonce="N0nce==">(\(function\(\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!starter) throw new Error("no starter script");
  const appended: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const observers: ((list: { getEntriesByName: (n: string) => unknown[] }) => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
    callback: (l: unknown, o: unknown) => void;
    constructor(callback: (l: unknown, o: unknown) => void) {
      this.callback = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      observers.push((list) => this.callback(list, this));
    }
    disconnect() {}
  }
  const element = (tag: string) => {
    const el: Record<string, string> = { tag };
    return el;
  };
  const document = {
    visibilityState,
    currentScript: { nonce: "N0nce==" },
    createElement: element,
    head: { appendChild: (el: Record<string, string>) => appended.push({ ...el, in: "head" }) },
    body: { appendChild: (el: Record<string, string>) => appended.push({ ...el, in: "body" }) },
  };
  new Function("document", "window", "requestAnimationFrame", "setTimeout", starter)(
    document,
    { PerformanceObserver },
    (f: () => void) => frames.push(f),
    (run: () => void, ms: number) => timers.push({ run, ms }),
  );
  const paint = (names: string[]) => {
    for (const o of observers) o({ getEntriesByName: (n) => names.filter((x) => x === n) });
  };
  const runTimers = (ms: number) => {
    for (const t of timers.splice(0).filter((t) => t.ms === ms)) t.run();
  };
  return { appended, frames, runTimers, paint };
}

describe("deferScripts", () => {
  it("moves the preloads and the module script behind the first painted frame", () => {
    const html = deferScripts(page);
    expect(html).not.toBeNull();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module" async');
    // Everything else is as rendered.
    expect(html).toContain('<style data-href="/assets/app.css">a{color:red}</style></head>');
    expect(html).toContain('<script nonce="N0nce==">window.__ctx = {};</script>');
    expect(html).toContain("<main>Hello</main>");
    // Nothing in the starter can end the <script> element early.
    expect(html?.match(/<\/script>/g)).toHaveLength(2);

    // The browser reports the first contentful paint once it has been shown.
    const { appended, paint, runTimers, frames } = runStarter(html as string, "visible", true);
    expect(frames).toEqual([]);
    paint(["first-paint"]);
    runTimers(0);
    expect(appended).toEqual([]);
    paint(["first-contentful-paint"]);
    expect(appended).toEqual([]);
    runTimers(0);
    expect(appended).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js", in: "head" },
      { tag: "link", rel: "modulepreload", href: "/assets/root.js", in: "head" },
      { tag: "script", type: "module", nonce: "N0nce==", textContent: moduleCode, in: "body" },
    ]);
  });

  it("without paint timing waits two frames; never waits past 3 s; runs once", () => {
    const html = deferScripts(page) as string;
    const byFrames = runStarter(html, "visible");
    byFrames.frames.shift()?.();
    byFrames.frames.shift()?.();
    expect(byFrames.appended).toEqual([]);
    byFrames.runTimers(0);
    expect(byFrames.appended).toHaveLength(3);
    byFrames.runTimers(3000);
    expect(byFrames.appended).toHaveLength(3);

    const neverPainted = runStarter(html, "visible", true);
    neverPainted.runTimers(3000);
    expect(neverPainted.appended).toHaveLength(3);
  });

  it("starts at once in a hidden tab, which never paints", () => {
    const { appended, frames } = runStarter(deferScripts(page) as string, "hidden");
    expect(frames).toEqual([]);
    expect(appended.map((e) => e.tag)).toEqual(["link", "link", "script"]);
  });

  it("leaves a page of another shape alone", () => {
    expect(deferScripts("<html><head></head><body>no scripts</body></html>")).toBeNull();
    const moduleInHead = `<html><head><script nonce="x" type="module" async="">1</script></head><body></body></html>`;
    expect(deferScripts(moduleInHead)).toBeNull();
  });
});

describe("scriptsAfterPaint", () => {
  async function through(chunks: string[]) {
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(encoder.encode(c));
        controller.close();
      },
    }).pipeThrough(scriptsAfterPaint());
    return new Response(stream).text();
  }

  it("gives the same page whatever the chunks, even cut inside a tag or a character", async () => {
    const whole = await through([page]);
    expect(whole).toBe(deferScripts(page));
    for (const size of [1, 7, 64, 300]) {
      const pieces: string[] = [];
      for (let i = 0; i < page.length; i += size) pieces.push(page.slice(i, i + size));
      expect(await through(pieces), `chunks of ${size}`).toBe(whole);
    }
    // Characters of several bytes before the module script and right after it, where a chunk
    // that ends the held part can end halfway through one.
    const accented = page.replace("Hello", "Héllo ✓").replace("</body>", "✓ après ✓</body>");
    const bytes = new TextEncoder().encode(accented);
    for (let size = 1; size <= 13; size++) {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
          controller.close();
        },
      }).pipeThrough(scriptsAfterPaint());
      expect(await new Response(stream).text(), `chunks of ${size} bytes`).toBe(
        deferScripts(accented),
      );
    }
  });

  it("passes a page without a module script through unchanged", async () => {
    const plain = "<html><head></head><body><p>404</p></body></html>";
    expect(await through([plain.slice(0, 10), plain.slice(10)])).toBe(plain);
  });
});
