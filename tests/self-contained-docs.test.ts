import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments and docs carry the rule they stand for, never a pointer to a document this repository
 * does not hold (a product spec, a style guide, a decisions file, an issue tracker). A reader with
 * only a clone must be able to follow every comment; the product's rules are in
 * docs/product-rules.md and design decisions in docs/decisions/.
 */
const root = path.resolve(import.meta.dirname, "..");

/** Build outputs, dependencies, local data and what tools generate: not ours to word. */
const skippedDirs = new Set([
  ".git",
  "node_modules",
  "build",
  "data",
  ".react-router",
  "test-results",
  "playwright-report",
  ".audit",
  "public",
]);

// The held-out eval sets are written once by blind sessions and never edited.
const heldOut = /^evals\/blind-[^/]+\/.*\.json$/;
const self = "tests/self-contained-docs.test.ts";

// A comment may wrap anywhere, so a citation's words may be split by a line break and the
// comment's own "*" or "//".
const gap = String.raw`[\s*/]+`;
const citations: { what: string; pattern: RegExp }[] = [
  { what: "a product-decisions file", pattern: /PRODUCT[-_ ]DECISIONS/gi },
  { what: "a style guide", pattern: new RegExp(String.raw`\bSTYLE(?:\.md\b|${gap}§?\s*\d)`, "g") },
  {
    what: "a spec section",
    pattern: new RegExp(String.raw`\bspec(?:'s)?(?:${gap})?(?:§|sections?${gap}\d)`, "gi"),
  },
  { what: "the spec", pattern: /\bthe spec\b|\bspec's\b|\bspec (?:default|requirement)s?\b/gi },
  { what: "the spec", pattern: /\(spec: [A-Z]?[a-z]+ [a-z]/g },
  { what: "a shared folder outside the repository", pattern: /\.\.\/shared\b/g },
  {
    what: "an issue number",
    pattern: new RegExp(String.raw`\bissues?${gap}#?\d+(?![\d/])`, "gi"),
  },
  { what: "an issue number", pattern: /\b(?:PR|pull request|fixes|closes|see)\s*#\d+|\(#\d+\)/gi },
];

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (skippedDirs.has(entry.name) || entry.name.startsWith("build-")) continue;
      yield* files(path.join(dir, entry.name));
    } else if (entry.isFile()) {
      yield path.join(dir, entry.name);
    }
  }
}

function textOf(file: string): string | null {
  if (fs.statSync(file).size > 2_000_000) return null;
  const bytes = fs.readFileSync(file);
  if (bytes.includes(0)) return null;
  return bytes.toString("utf8");
}

/**
 * The repository's own files: tracked ones and new ones git does not ignore (so a local build or
 * data folder never counts); the folder walk stands in where the tree is not a git checkout.
 */
function repositoryFiles(): string[] {
  const listed = spawnSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (listed.status !== 0) return [...files(root)];
  return listed.stdout
    .split("\0")
    .filter(Boolean)
    .map((rel) => path.join(root, rel))
    .filter((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

function findCitations(): string[] {
  const found: string[] = [];
  for (const file of repositoryFiles()) {
    const rel = path.relative(root, file).split(path.sep).join("/");
    if (rel === self || rel === "package-lock.json" || heldOut.test(rel)) continue;
    const text = textOf(file);
    if (text === null) continue;
    for (const { what, pattern } of citations) {
      for (const match of text.matchAll(pattern)) {
        const line = text.slice(0, match.index).split("\n").length;
        found.push(`${rel}:${line} cites ${what}: "${match[0].replace(/\s+/g, " ")}"`);
      }
    }
  }
  return found;
}

describe("comments and docs stand on their own", () => {
  it("cite no document outside the repository and no issue number", () => {
    expect(findCitations()).toEqual([]);
  });

  it("would notice a citation", () => {
    const samples = [
      "// Defaults from PRODUCT-DECISIONS.",
      "/** At most one toast (spec section 9). */",
      "/** The spec's messages. */",
      " * Outgoing webhooks stay inside (STYLE\n * 10: a webhook URL is configuration).",
      "// --- workflows (issue 10) ---",
      "Status: accepted (issue 10)",
      "import rules from '../shared/rules';",
      "closes #12",
    ];
    for (const sample of samples) {
      expect(
        citations.some(({ pattern }) => sample.match(pattern)),
        sample,
      ).toBe(true);
    }
    for (const fine of ["critical issues 24/7", "Reference: booking #42", "tests/e2e/a.spec.ts"]) {
      expect(
        citations.some(({ pattern }) => fine.match(pattern)),
        fine,
      ).toBe(false);
    }
  });
});
