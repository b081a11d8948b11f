// `npm run bench:editor`: the 200-step workflow editor's opening and a drag of one step, measured
// in headless Chromium on this project's build and, with `--before <dir>`, on another checkout's
// build (e.g. `git archive main` built in /tmp) in the same run, alternating, so both figures come
// from the same machine at the same moment. It informs; it never fails.
//   node scripts/bench-editor.mjs [--before <project dir with a build/>] [--runs 5]
// Open: click Edit on the card until the first step is drawn (measured and shown) and one more
// frame has passed (the figure the 200-step browser test prints). Drag: a step held and moved 40
// times by 5 px, each move awaited by the browser, then released: the whole drag's time and its
// longest frame.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { projectRoot, sourceStamp, stampFile } from "./build-stamp.mjs";

const { values: args } = parseArgs({
  options: {
    before: { type: "string" },
    runs: { type: "string", default: "5" },
  },
});
const runs = Number(args.runs);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!fs.existsSync(stampFile) || fs.readFileSync(stampFile, "utf8") !== sourceStamp()) {
  console.warn("bench-editor: build/ is missing or older than the sources; run npm run build");
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(root) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-bench-editor-"));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, "build", "app", "main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      BUILD_DIR: "build",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    origin,
    stop() {
      if (server.exitCode === null) server.kill("SIGTERM");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The 200-step workflow of the browser test: a chain of classifiers after a trigger. */
function bigWorkflow() {
  const nodes = Array.from({ length: 200 }, (_, i) => ({
    id: `n${i}`,
    agentTemplateId: i === 0 ? "trigger" : "ai-classifier",
    position: { x: (i % 20) * 280, y: Math.floor(i / 20) * 140 },
    data: { label: `Step ${i}`, config: i === 0 ? {} : { categories: "sales, support" } },
  }));
  const connections = nodes.slice(1).map((n, i) => ({ source: nodes[i].id, target: n.id }));
  return { name: "Big flow", nodes, connections, isActive: false };
}

async function measure(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/workflows`);
  const saved = await page.request.post(`${origin}/api/workflows`, { data: bigWorkflow() });
  if (saved.status() !== 201) throw new Error(`saving the workflow: ${saved.status()}`);
  await page.goto(`${origin}/workflows`, { waitUntil: "networkidle" });
  const edit = page
    .getByRole("article", { name: "Big flow" })
    .getByRole("button", { name: "Edit" });
  await edit.hover();
  await page.waitForLoadState("networkidle");
  const open = await page.evaluate(async () => {
    // Drawn: a step React Flow measured (it hides them until then) on a diagram the editor
    // shows (it keeps it transparent until its first view is set).
    const drawn = () =>
      [...document.querySelectorAll(".react-flow__node")].some(
        (n) =>
          getComputedStyle(n).visibility === "visible" &&
          getComputedStyle(n.closest(".react-flow")).opacity !== "0",
      );
    const started = performance.now();
    const button = [...document.querySelectorAll("article")]
      .find((a) => a.textContent?.includes("Big flow"))
      ?.querySelector("button");
    button.click();
    await new Promise((resolve) => {
      const check = () => (drawn() ? resolve() : requestAnimationFrame(check));
      check();
    });
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    return performance.now() - started;
  });
  // Settle (React Flow measures the steps after the first frame), then drag the 50th step.
  await page.waitForTimeout(500);
  const node = page.locator('.react-flow__node[data-id="n50"]');
  await node.scrollIntoViewIfNeeded();
  const box = await node.boundingBox();
  if (!box) throw new Error("no step to drag");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (!window.__stopFrames) requestAnimationFrame(tick);
    };
    window.__stopFrames = false;
    requestAnimationFrame(tick);
  });
  const started = Date.now();
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 40; i++) await page.mouse.move(x + i * 5, y + i * 2);
  await page.mouse.up();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  const drag = Date.now() - started;
  const longestFrame = await page.evaluate(() => {
    window.__stopFrames = true;
    return Math.max(...window.__frames.slice(1));
  });
  const moved = await node.boundingBox();
  await context.close();
  if (!moved || Math.abs(moved.x - box.x) < 20) throw new Error("the step did not move");
  return { open, drag, longestFrame };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const builds = [];
if (args.before) builds.push({ label: "before", root: path.resolve(args.before) });
builds.push({ label: "after", root: projectRoot });
const servers = [];
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  for (const b of builds) servers.push({ ...b, server: await startServer(b.root), figures: [] });
  for (let i = 0; i < runs; i++) {
    for (const s of servers) s.figures.push(await measure(browser, s.server.origin));
  }
  console.log(`200-step editor, ${runs} runs each, alternating (median; all figures in ms)`);
  for (const s of servers) {
    const pick = (k) => s.figures.map((f) => Math.round(f[k]));
    console.log(
      `${s.label.padEnd(7)} open ${median(pick("open"))} [${pick("open").join(", ")}]` +
        `  drag ${median(pick("drag"))} [${pick("drag").join(", ")}]` +
        `  longest frame ${median(pick("longestFrame"))} [${pick("longestFrame").join(", ")}]`,
    );
  }
} finally {
  await browser.close();
  for (const s of servers) s.server.stop();
}
