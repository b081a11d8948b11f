import { describe, expect, it } from "vitest";
import { latencyQuestions, measureLocalLatency } from "./latency";

// The figures themselves are `npm run bench:assistant`'s: timed beside the rest of the suite they
// would measure the machine's load.
describe("local assistant latency measurement", () => {
  it("answers every one of its 200+ questions and streams a first delta for each of fifty", async () => {
    expect(latencyQuestions().length).toBeGreaterThanOrEqual(200);
    const figures = await measureLocalLatency();
    expect(figures.empty).toEqual([]);
    expect(figures.firstDelta.count).toBe(50);
    expect(figures.reply.p95).toBeGreaterThanOrEqual(figures.reply.p50);
  }, 60_000);
});
