import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultBusinessProfile } from "../../../content/business";
import { createLocalAssistant } from "../local";
import { computedHeldOut } from "./computed-heldout";
import { gradeHeldOut } from "./grade";

describe("held-out computed-fact questions (local assistant)", () => {
  afterEach(() => vi.useRealTimers());

  it("has at least 30 questions", () => {
    expect(computedHeldOut().length).toBeGreaterThanOrEqual(30);
  });

  it("answers at least 95% correctly", () => {
    const assistant = createLocalAssistant({ business: defaultBusinessProfile });
    const cases = computedHeldOut();
    const misses: string[] = [];
    for (const c of cases) {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(c.now ?? "2026-11-23T15:00:00Z"));
      const { text } = assistant.answer({ sessionId: "heldout", message: c.question, history: [] });
      vi.useRealTimers();
      const problems = gradeHeldOut(c, text);
      if (problems.length)
        misses.push(`  "${c.question}" ${problems.join("; ")}\n    got: ${text}`);
    }
    const correct = cases.length - misses.length;
    const accuracy = correct / cases.length;
    console.log(
      `held-out computed eval: ${correct}/${cases.length} correct (${(accuracy * 100).toFixed(1)}%)${misses.length ? `\n${misses.join("\n")}` : ""}`,
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });
});
