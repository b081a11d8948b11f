// `npm run audit`: page budgets on the production build. Lighthouse (mobile and desktop, median of
// N runs) and axe-core on every route, plus the compressed JavaScript the home page ships.
//   node scripts/audit.mjs [--runs 3] [--routes /,/pricing] [--no-build]
// Writes .audit/report.json; exits 1 when a budget fails, 2 when the audit itself cannot run.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { launch as launchChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumArgs, chromiumPath, importTs } from "./lib.mjs";
import { chromium, devices } from "playwright-core";
import { buildDir, projectRoot, sourceStamp, stampFile } from "./build-stamp.mjs";

const budgets = {
  mobilePerformance: 97,
  desktopPerformance: 98,
  /** Accessibility, Best Practices and SEO. */
  otherCategories: 100,
  axeViolations: 0,
  /** As transferred, headers included, as Lighthouse counts it. */
  homeJsBytes: 120 * 1024,
};
/** Any address the router does not know: it must answer with the 404 page. */
const unknownPath = "/this-page-does-not-exist";
const chromeFlags = ["--headless=new", ...chromiumArgs];
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    routes: { type: "string" },
    /** Audit the build as it is, even if the sources changed since. */
    "no-build": { type: "boolean", default: false },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1)
  fail(`--runs must be a whole number ≥ 1, not ${args.runs}`);

function fail(message) {
  console.error(`audit: ${message}`);
  process.exit(2);
}

const { pages } = await importTs("content/pages.ts");
const allRoutes = Object.values(pages).map((p) => ({
  path: p.path === "/404" ? unknownPath : p.path,
  indexable: p.indexable,
  status: p.path === "/404" ? 404 : 200,
}));
let routes = allRoutes;
if (args.routes) {
  const wanted = args.routes.split(",").map((r) => r.trim());
  const is404 = (r) => r === "/404" || r === unknownPath;
  routes = allRoutes.filter(
    (r) => wanted.includes(r.path) || (r.status === 404 && wanted.some(is404)),
  );
  const unknown = wanted.filter((w) => !allRoutes.some((r) => r.path === w) && !is404(w));
  if (unknown.length) fail(`unknown route(s): ${unknown.join(", ")}`);
}

// 1. A current build.
const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, "utf8") : "";
if (args["no-build"] && !current) fail(`--no-build, but there is no build in ${buildDir}`);
if (!args["no-build"] && current !== sourceStamp()) {
  console.log(
    current ? "Sources changed since the last build; rebuilding..." : "No build yet; building...",
  );
  const result = spawnSync(process.execPath, [path.join(projectRoot, "scripts/build.mjs")], {
    stdio: "inherit",
  });
  if (result.status !== 0) fail("the build failed");
}

// 2. The server on a free port with an empty data folder.
const port = await new Promise((resolve, reject) => {
  const probe = net.createServer();
  probe.once("error", reject);
  probe.listen(0, "127.0.0.1", () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-audit-"));
const serverLog = [];
const server = spawn(process.execPath, [path.join(buildDir, "app", "main.js")], {
  cwd: projectRoot,
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    BUILD_DIR: path.relative(projectRoot, buildDir),
  },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.on("data", (d) => serverLog.push(String(d)));
server.stderr.on("data", (d) => serverLog.push(String(d)));

let chrome;
let browser;
async function cleanup() {
  await browser?.close().catch(() => {});
  chrome?.kill();
  if (server.exitCode === null) server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

async function waitForReady() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${origin}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not become ready within 60 s");
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : Math.round((s[mid - 1] + s[mid]) / 2);
};
const score = (category) => Math.round((category?.score ?? 0) * 100);

/** Audits of a category that did not pass, e.g. "color-contrast" or "is-crawlable". */
function failedAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => a.id);
}

async function lighthouseRuns(url, formFactor, ignoreStatusCode) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    // A busy machine now and then spoils a trace (NO_NAVSTART and the like): try that run again.
    let lhr;
    for (let attempt = 1; !lhr; attempt++) {
      // A fresh browser per run, as the Lighthouse CLI does: no state or leftovers between runs.
      chrome = await launchChrome({ chromePath: chromiumPath, chromeFlags });
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          disableFullPageScreenshot: true,
          // The 404 page is audited as any other page; its status is the point of it.
          ignoreStatusCode,
        },
        formFactor === "desktop" ? desktopConfig : undefined,
      ).finally(() => {
        chrome.kill();
        chrome = undefined;
      });
      const error = result ? result.lhr.runtimeError : { message: "no result" };
      if (!error) lhr = result.lhr;
      else if (attempt >= 3) throw new Error(`Lighthouse could not load ${url}: ${error.message}`);
      else
        console.log(
          `  (${formFactor} run on ${url} failed: ${error.code ?? error.message}; retrying)`,
        );
    }
    results.push(lhr);
  }
  const perf = results.map((lhr) => score(lhr.categories.performance));
  const medianPerf = median(perf);
  // The run whose Performance is the median explains the figure (its metrics and findings).
  const typical =
    results.find((lhr) => score(lhr.categories.performance) === medianPerf) ?? results[0];
  const metric = (id) => Math.round(typical.audits[id]?.numericValue ?? 0);
  return {
    performance: medianPerf,
    performanceRuns: perf,
    accessibility: median(results.map((lhr) => score(lhr.categories.accessibility))),
    bestPractices: median(results.map((lhr) => score(lhr.categories["best-practices"]))),
    seo: median(results.map((lhr) => score(lhr.categories.seo))),
    metrics: {
      firstContentfulPaintMs: metric("first-contentful-paint"),
      largestContentfulPaintMs: metric("largest-contentful-paint"),
      totalBlockingTimeMs: metric("total-blocking-time"),
      cumulativeLayoutShift: typical.audits["cumulative-layout-shift"]?.numericValue ?? 0,
      speedIndexMs: metric("speed-index"),
    },
    consoleErrors: (typical.audits["errors-in-console"]?.details?.items ?? []).map((item) => ({
      url: item.sourceLocation?.url ?? item.url ?? "",
      description: item.description,
    })),
    failedAudits: {
      performance: failedAudits(typical, "performance"),
      accessibility: failedAudits(typical, "accessibility"),
      bestPractices: failedAudits(typical, "best-practices"),
      seo: failedAudits(typical, "seo"),
    },
  };
}

const axeSource = fs.readFileSync(
  path.join(projectRoot, "node_modules/axe-core/axe.min.js"),
  "utf8",
);

/** axe-core on the hydrated page at a desktop and a phone size; violations by rule. */
async function axe(url) {
  const found = new Map();
  for (const device of [{ viewport: { width: 1280, height: 800 } }, { ...devices["Pixel 7"] }]) {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
        timeout: 15_000,
      })
      .catch(() => {});
    await page.evaluate(axeSource);
    const result = await page.evaluate(
      (values) => window.axe.run(document, { runOnly: { type: "tag", values } }),
      axeTags,
    );
    for (const v of result.violations) {
      const entry = found.get(v.id) ?? { id: v.id, impact: v.impact, help: v.help, nodes: [] };
      for (const n of v.nodes) {
        const target = n.target.join(" ");
        if (!entry.nodes.includes(target)) entry.nodes.push(target);
      }
      found.set(v.id, entry);
    }
    await context.close();
  }
  return [...found.values()];
}

/**
 * Bytes of every script the home page loads before it settles (no interaction), as transferred:
 * compressed body plus response headers, which is what Lighthouse counts.
 */
async function homeJavaScript() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts = [];
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return;
    scripts.push(
      (async () => {
        const sizes = await request.sizes();
        const response = await request.response();
        return {
          url: request.url().replace(origin, ""),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          bodyBytes: sizes.responseBodySize,
          encoding: (await response?.headerValue("content-encoding")) ?? "identity",
        };
      })(),
    );
  });
  await page.goto(`${origin}/`, { waitUntil: "networkidle" });
  const files = await Promise.all(scripts);
  await context.close();
  files.sort((a, b) => b.bytes - a.bytes);
  return {
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    bodyBytes: files.reduce((sum, f) => sum + f.bodyBytes, 0),
    files,
  };
}

const pad = (s, n) => String(s).padEnd(n);
const metricsText = ({ metrics: m }) =>
  `FCP ${m.firstContentfulPaintMs} ms, LCP ${m.largestContentfulPaintMs} ms, TBT ${m.totalBlockingTimeMs} ms, CLS ${m.cumulativeLayoutShift.toFixed(3)}`;
const fmt = (r) => `P${r.performance} A${r.accessibility} BP${r.bestPractices} SEO${r.seo}`;

async function audit() {
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromeFlags.filter((f) => !f.startsWith("--headless")),
  });
  console.log(
    `Auditing ${routes.length} route(s) on ${origin}, ${runs} Lighthouse run(s) per form factor...\n`,
  );
  const failures = [];
  const notes = [];
  // Lighthouse's Performance mostly measures how busy the CPU is; say so when others share it.
  const loadBefore = os.loadavg()[0];
  if (loadBefore > os.cpus().length) {
    console.log(
      `Warning: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} cores; Performance figures will read low.\n`,
    );
  }
  const results = [];
  const width = Math.max(...routes.map((r) => r.path.length)) + 2;
  for (const route of routes) {
    const url = `${origin}${route.path}`;
    const mobile = await lighthouseRuns(url, "mobile", route.status === 404);
    const desktop = await lighthouseRuns(url, "desktop", route.status === 404);
    const violations = await axe(url);
    const axeCount = violations.reduce((sum, v) => sum + v.nodes.length, 0);
    results.push({ ...route, mobile, desktop, axe: { count: axeCount, violations } });
    console.log(
      `${pad(route.path, width)}mobile ${pad(fmt(mobile), 23)}| desktop ${pad(fmt(desktop), 23)}| axe ${axeCount}`,
    );

    const check = (ok, message) => {
      if (!ok) failures.push(`${route.path}: ${message}`);
    };
    check(
      mobile.performance >= budgets.mobilePerformance,
      `mobile Performance ${mobile.performance} < ${budgets.mobilePerformance} (runs ${mobile.performanceRuns.join(", ")}; ${metricsText(mobile)})`,
    );
    check(
      desktop.performance >= budgets.desktopPerformance,
      `desktop Performance ${desktop.performance} < ${budgets.desktopPerformance} (runs ${desktop.performanceRuns.join(", ")}; ${metricsText(desktop)})`,
    );
    for (const [formFactor, r] of [
      ["mobile", mobile],
      ["desktop", desktop],
    ]) {
      check(
        r.accessibility >= budgets.otherCategories,
        `${formFactor} Accessibility ${r.accessibility} (${r.failedAudits.accessibility.join(", ")})`,
      );
      // The browser logs the 404 page's own status as a console error; nothing else may be there.
      const ownStatusOnly =
        route.status === 404 &&
        r.consoleErrors.length > 0 &&
        r.consoleErrors.every((e) => e.url === url && /status of 404/.test(e.description));
      const bpFailures = r.failedAudits.bestPractices.filter(
        (id) => !(id === "errors-in-console" && ownStatusOnly),
      );
      check(
        bpFailures.length === 0,
        `${formFactor} Best Practices ${r.bestPractices} (${bpFailures.join(", ")})`,
      );
      if (r.bestPractices < 100 && bpFailures.length === 0) {
        const note = `${route.path}: ${formFactor} Best Practices ${r.bestPractices} only from the console error of its own 404 status (expected, not a failure)`;
        if (!notes.includes(note)) notes.push(note);
      }
      // A noindex page fails "is-crawlable" and the 404 fails "http-status-code" by design.
      const expected = new Set([
        ...(route.indexable ? [] : ["is-crawlable"]),
        ...(route.status === 404 ? ["http-status-code"] : []),
      ]);
      const seoFailures = r.failedAudits.seo.filter((id) => !expected.has(id));
      check(seoFailures.length === 0, `${formFactor} SEO ${r.seo} (${seoFailures.join(", ")})`);
      if (r.seo < 100 && seoFailures.length === 0) {
        const note = `${route.path}: ${formFactor} SEO ${r.seo} only from ${[...expected].join(", ")} (expected, not a failure)`;
        if (!notes.includes(note)) notes.push(note);
      }
    }
    check(
      axeCount <= budgets.axeViolations,
      `axe: ${violations.map((v) => `${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).join(" ; ")}`).join(" | ")}`,
    );
  }

  const homeJs = await homeJavaScript();
  console.log(
    `\nHome page JavaScript: ${(homeJs.bytes / 1024).toFixed(1)} KB transferred (${(homeJs.bodyBytes / 1024).toFixed(1)} KB compressed bodies + headers) in ${homeJs.files.length} file(s) (budget ${budgets.homeJsBytes / 1024} KB)`,
  );
  for (const f of homeJs.files.slice(0, 5)) {
    console.log(`  ${pad((f.bytes / 1024).toFixed(1), 6)} KB ${f.encoding.padEnd(8)} ${f.url}`);
  }
  if (homeJs.files.some((f) => f.encoding === "identity" && f.bodyBytes > 1024)) {
    failures.push("home page: a script was sent uncompressed");
  }
  if (homeJs.bytes > budgets.homeJsBytes) {
    failures.push(
      `home page JavaScript ${(homeJs.bytes / 1024).toFixed(1)} KB > ${budgets.homeJsBytes / 1024} KB`,
    );
  }
  if (notes.length) {
    console.log("\nNotes:");
    for (const n of notes) console.log(`  · ${n}`);
  }
  return {
    createdAt: new Date().toISOString(),
    origin,
    runs,
    loadAverage: { before: loadBefore, after: os.loadavg()[0], cores: os.cpus().length },
    budgets,
    routes: results,
    homeJavaScript: homeJs,
    notes,
    failures,
  };
}

// Last, so every helper above is initialised before it runs.
try {
  await waitForReady();
  const report = await audit();
  fs.mkdirSync(path.join(projectRoot, ".audit"), { recursive: true });
  const reportFile = path.join(projectRoot, ".audit", "report.json");
  fs.writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nreport: ${path.relative(projectRoot, reportFile)}`);
  await cleanup();
  if (report.failures.length) {
    console.log(`\nBudgets failed (${report.failures.length}):`);
    for (const f of report.failures) console.log(`  ✗ ${f}`);
    process.exit(1);
  }
  console.log("\nAll budgets met.");
} catch (err) {
  if (serverLog.length) console.error(serverLog.join("").slice(-4000));
  await cleanup();
  fail(err instanceof Error ? (err.stack ?? err.message) : String(err));
}
