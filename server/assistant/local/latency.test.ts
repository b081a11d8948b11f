import { describe, expect, it } from "vitest";
import { defaultBusinessProfile } from "../../../content/business";
import { factCases } from "../eval/facts";
import { intentCases } from "../eval/intents";
import { createLocalAssistant } from "./";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Eval questions plus casual variants and a few very long messages: 200+ distinct inputs. */
function questions(): string[] {
  const base = [...factCases().map((c) => c.question), ...intentCases.map((c) => c.message)];
  const variants = base.flatMap((q) => [
    `hey, ${q}`,
    `${q.toUpperCase()}!!`,
    `quick question - ${q} thanks`,
  ]);
  const long = [
    `${"we run a small accounting firm and ".repeat(40)}what does the pro plan cost?`,
    "x".repeat(5000),
    `${"refund ".repeat(300)}?`,
  ];
  return [...new Set([...base, ...variants, ...long])];
}

describe("local assistant latency", () => {
  it("answers with p95 under 50 ms over 200+ questions", async () => {
    const assistant = createLocalAssistant({ business: defaultBusinessProfile });
    const all = questions();
    expect(all.length).toBeGreaterThanOrEqual(200);
    const timings: number[] = [];
    for (const message of all) {
      const started = performance.now();
      await assistant.reply({ sessionId: "latency", message, history: [] });
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const p50 = percentile(timings, 50);
    const p95 = percentile(timings, 95);
    console.log(
      `local latency: p50 ${p50.toFixed(2)} ms p95 ${p95.toFixed(2)} ms max ${timings.at(-1)!.toFixed(2)} ms (n=${timings.length})`,
    );
    expect(p95).toBeLessThan(50);
  });

  it("streams the first delta in under 300 ms", async () => {
    const assistant = createLocalAssistant({ business: defaultBusinessProfile });
    const firsts: number[] = [];
    for (const message of questions().slice(0, 50)) {
      const started = performance.now();
      for await (const event of assistant.stream({ sessionId: "latency", message, history: [] })) {
        if (event.type === "delta") {
          firsts.push(performance.now() - started);
          break;
        }
      }
    }
    firsts.sort((a, b) => a - b);
    console.log(
      `local first delta: p50 ${percentile(firsts, 50).toFixed(2)} ms max ${firsts.at(-1)!.toFixed(2)} ms (n=${firsts.length})`,
    );
    expect(firsts.at(-1)!).toBeLessThan(300);
  });
});
