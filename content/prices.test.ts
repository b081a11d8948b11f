/**
 * One price source: every dollar figure content/ shows must be one the plan catalog
 * (content/plans.ts) states or derives, and no content module may type one as a literal.
 * Change a price in the catalog and every text follows; type one by hand and this fails.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dollarAmounts } from "../lib/format";
import { defaultBusinessProfile } from "./business";
import { catalogDollarAmounts } from "./plans";

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

/** Every string reachable from a value; functions are called with the business profile. */
function strings(value: unknown, where: string, out: [string, string][], seen: WeakSet<object>) {
  if (typeof value === "string") {
    out.push([where, value]);
    return;
  }
  if (typeof value === "function") {
    let result: unknown;
    try {
      result = value(defaultBusinessProfile);
    } catch {
      return; // wants another argument (a phone number, an env); its literals are in the source scan
    }
    strings(result, `${where}()`, out, seen);
    return;
  }
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) strings(child, `${where}.${key}`, out, seen);
}

const exported: [string, string][] = [];
for (const [file, exports] of Object.entries(modules)) {
  for (const [name, value] of Object.entries(exports)) {
    strings(value, `${file.slice(2)}:${name}`, exported, new WeakSet());
  }
}

const known = catalogDollarAmounts();

describe("one price source", () => {
  it("walks the exported texts of every content module", () => {
    expect(Object.keys(modules)).toContain("./pages.ts");
    expect(exported.length).toBeGreaterThan(500);
    expect(exported.some(([, text]) => dollarAmounts(text).length > 0)).toBe(true);
  });

  it("every dollar amount in an exported text is one the plan catalog produces", () => {
    const unknown = exported.flatMap(([where, text]) =>
      dollarAmounts(text)
        .filter((amount) => !known.has(amount))
        .map((amount) => `${where}: ${amount} in "${text}"`),
    );
    expect(unknown).toEqual([]);
  });

  it("no content module types a dollar figure: prices are interpolated from plans.ts", () => {
    const dir = import.meta.dirname;
    const literal = /\$\s?\d|\b\d[\d,.]*\s*(?:dollars?|USD)\b/i;
    const found = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(dir, file), "utf8")
          .split("\n")
          .flatMap((line, i) => (literal.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
