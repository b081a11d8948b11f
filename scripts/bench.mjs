// `npm run bench`: throughput and latency of the production build, in one run, so the ratios
// compare like with like on the same machine at the same moment. It informs; it never fails.
//   node scripts/bench.mjs [--duration 10] [--connections 20] [--no-build]
// Targets: a hashed static asset under /assets/, `/`, `/pricing`, and POST /api/chat/message.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { buildDir, projectRoot, sourceStamp, stampFile } from "./build-stamp.mjs";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    /** Bench the build as it is, even if the sources changed since. */
    "no-build": { type: "boolean", default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
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

// 2. The server on a free port with its own empty data folder.
const port = await new Promise((resolve, reject) => {
  const probe = net.createServer();
  probe.once("error", reject);
  probe.listen(0, "127.0.0.1", () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-bench-"));
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
    // The bench sends far more messages than a visitor may.
    RATE_LIMIT_CHAT_PER_MINUTE: "1000000",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.on("data", (d) => serverLog.push(String(d)));
server.stderr.on("data", (d) => serverLog.push(String(d)));

function cleanup() {
  if (server.exitCode === null) server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    cleanup();
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

// What a browser sends: the server may answer with its precompressed variants.
const browserHeaders = { "accept-encoding": "br, gzip", accept: "text/html,*/*" };

function run(name, opts) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: origin, connections, duration, headers: browserHeaders, ...opts },
      (err, result) => (err ? reject(err) : resolve({ name, result })),
    );
  });
}

async function bench() {
  // A hashed file the pages really load: the root stylesheet.
  const home = await (await fetch(`${origin}/`)).text();
  const asset = home.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
  if (!asset) throw new Error("no /assets/*.css link on the home page");

  const session = await fetch(`${origin}/api/chat/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  if (session.status !== 201) throw new Error(`POST /api/chat/session → ${session.status}`);
  const { sessionId } = await session.json();
  // The session belongs to whoever holds its cookie, as the browser does.
  const chatCookie = (session.headers.get("set-cookie") ?? "").split(";")[0];

  const targets = [
    { name: `static ${asset}`, path: asset, kind: "static" },
    { name: "GET /", path: "/", kind: "page" },
    { name: "GET /pricing", path: "/pricing", kind: "page" },
    {
      name: "POST /api/chat/message",
      path: "/api/chat/message",
      kind: "api",
      method: "POST",
      headers: { ...browserHeaders, "content-type": "application/json", cookie: chatCookie },
      body: JSON.stringify({ sessionId, message: "How much is the Pro plan?" }),
    },
  ];
  console.log(
    `Benchmarking ${origin}: ${connections} connections, ${duration} s per target, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}\n`,
  );
  const rows = [];
  for (const t of targets) {
    // A short warm-up (first renders, JIT, caches) that is not counted.
    await run(t.name, { ...t, url: `${origin}${t.path}`, duration: 2 });
    const { result } = await run(t.name, { ...t, url: `${origin}${t.path}` });
    const bad = result.non2xx + result.errors + result.timeouts;
    rows.push({
      ...t,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bytes: result.throughput.average / Math.max(result.requests.average, 1),
      bad,
    });
  }
  const staticRps = rows.find((r) => r.kind === "static")?.rps ?? 0;
  const width = Math.max(...rows.map((r) => r.name.length)) + 2;
  const head = `${"target".padEnd(width)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"KB/resp".padStart(9)}${"vs static".padStart(11)}${"errors".padStart(8)}`;
  console.log(head);
  console.log("-".repeat(head.length));
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(width)}${r.rps.toFixed(0).padStart(9)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${(r.bytes / 1024).toFixed(1).padStart(9)}${(staticRps ? (r.rps / staticRps).toFixed(2) : "-").padStart(11)}${String(r.bad).padStart(8)}`,
    );
  }
  return rows;
}

try {
  await waitForReady();
  const rows = await bench();
  fs.mkdirSync(path.join(projectRoot, ".audit"), { recursive: true });
  fs.writeFileSync(
    path.join(projectRoot, ".audit", "bench.json"),
    `${JSON.stringify({ createdAt: new Date().toISOString(), connections, duration, rows }, null, 2)}\n`,
  );
  cleanup();
} catch (err) {
  if (serverLog.length) console.error(serverLog.join("").slice(-4000));
  cleanup();
  fail(err instanceof Error ? (err.stack ?? err.message) : String(err));
}
