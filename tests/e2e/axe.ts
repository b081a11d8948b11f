import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** A small axe-core runner (the @axe-core/playwright package needs Node 22). */
export default class AxeBuilder {
  private includes: string[] = [];
  constructor(private readonly page: Page) {}
  include(selector: string) {
    this.includes.push(selector);
    return this;
  }
  async analyze(): Promise<AxeResults> {
    await this.page.evaluate(axeSource);
    return this.page.evaluate(async (includes) => {
      const context = includes.length ? { include: includes.map((s) => [s]) } : document;
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
      return (window as any).axe.run(context, {
        runOnly: {
          type: "tag",
          values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
        },
      });
    }, this.includes);
  }
}
