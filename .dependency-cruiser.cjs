// Import layers (docs/decisions/0008-one-price-source-and-layers.md). `npm run deps`; a step
// of `npm test`. From the bottom up:
//   content/  facts and texts; imports only content/ and the leaf helper lib/format.ts
//   lib/      pure helpers and zod schemas shared by browser and server; imports lib/, content/
//   db/       Drizzle schema; imports db/, lib/, content/
//   app/      pages; may use server/ and db/ only for types (the load context)
//   server/   the Node side; imports anything below it
// and nowhere a cycle.
const upward = (...folders) => `^(${folders.join("|")})/`;

// server/ is capabilities (a feature a visitor or the staff use: its routes, use cases,
// notifications) and the composition root beside them, over server/platform/: the shared layer
// (database, HTTP, jobs, notifications, storage, calendar, env and small helpers) that knows
// none of them.
const capabilities = [
  "admin/",
  "assistant/",
  "chat/",
  "consultations/",
  "leads/",
  "payments/",
  "people/",
  "workflows/",
];
const compositionRoot = ["(container|app|boot|main|dev)\\.ts$"];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A cycle (type-only imports included) means two modules cannot be understood apart.",
      from: {},
      to: { circular: true },
    },
    {
      name: "content-is-the-bottom",
      severity: "error",
      comment: "content/ holds facts and texts: it imports no code above it.",
      from: { path: "^content/" },
      to: { path: upward("app", "server", "db", "scripts", "tests") },
    },
    {
      name: "content-uses-only-leaf-helpers",
      severity: "error",
      comment:
        "content/ may import from lib/ only modules that import nothing from the project " +
        "(lib/format.ts). Tests beside content may import lib/ to check a seam.",
      from: { path: "^content/", pathNot: "\\.test\\.ts$" },
      to: { path: "^lib/", pathNot: "^lib/format\\.ts$" },
    },
    {
      name: "leaf-helpers-import-nothing",
      severity: "error",
      comment: "lib/format.ts is what content/ may use, so it stays a leaf.",
      from: { path: "^lib/format\\.ts$" },
      to: { path: upward("app", "content", "db", "lib", "scripts", "server", "tests") },
    },
    {
      name: "lib-is-shared",
      severity: "error",
      comment: "lib/ runs in the browser and on the server: it imports neither side.",
      from: { path: "^lib/" },
      to: { path: upward("app", "server", "db", "scripts") },
    },
    {
      name: "app-not-to-server",
      severity: "error",
      comment: "The browser bundle must not pull in server or database code; types are fine.",
      from: { path: "^app/" },
      to: { path: upward("server", "db"), dependencyTypesNot: ["type-only"] },
    },
    {
      name: "editor-is-one-folder",
      severity: "error",
      comment:
        "The workflow editor (app/components/workflow-editor) is whole in its folder: the list " +
        "page (app/components/workflows) uses it, never the other way round.",
      from: { path: "^app/components/workflow-editor/" },
      to: { path: "^app/components/workflows/" },
    },
    {
      name: "infrastructure-not-to-capabilities",
      severity: "error",
      comment:
        "The shared server layer (server/platform/) knows no capability and not the container that composes them: a " +
        "capability registers what the shared layer needs (notification kinds, CSP extensions, " +
        "jobs) through the container. Tests and test helpers may use capabilities as fixtures.",
      from: {
        path: "^server/platform/",
        pathNot: "(\\.test\\.ts$|/testing/)",
      },
      to: { path: `^server/(${[...capabilities, ...compositionRoot].join("|")})` },
    },
    {
      name: "server-root-is-the-composition-root",
      severity: "error",
      comment:
        "A loose file in server/ is either the composition root or belongs in a capability's " +
        "folder or in server/platform/.",
      from: {},
      to: { path: "^server/[^/]+\\.ts$", pathNot: `^server/${compositionRoot[0]}` },
    },
    {
      name: "db-not-up",
      severity: "error",
      comment: "The schema knows nothing of pages or handlers.",
      from: { path: "^db/" },
      to: { path: upward("app", "server") },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|build-[^/]+|data|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
