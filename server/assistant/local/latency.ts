import { defaultBusinessProfile } from "../../../content/business";
import { factCases } from "../eval/facts";
import { intentCases } from "../eval/intents";
import { createLocalAssistant } from "./";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Eval questions plus casual variants and a few very long messages: 200+ distinct inputs. */
export function latencyQuestions(): string[] {
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

export type LatencyFigures = {
  count: number;
  reply: { p50: number; p95: number; max: number };
  firstDelta: { p50: number; max: number; count: number };
  /** Questions whose reply was empty: a correctness failure, not a speed figure. */
  empty: string[];
};

/**
 * The local assistant's server-side reply time over the latency questions, and the time to its
 * first streamed delta over the first fifty. Figures for `npm run bench:assistant`; a test runs
 * it for its correctness only, since times taken beside other work measure the machine.
 */
export async function measureLocalLatency(): Promise<LatencyFigures> {
  const assistant = createLocalAssistant({ business: defaultBusinessProfile });
  const questions = latencyQuestions();
  const timings: number[] = [];
  const empty: string[] = [];
  for (const message of questions) {
    const started = performance.now();
    const reply = await assistant.reply({ sessionId: "latency", message, history: [] });
    timings.push(performance.now() - started);
    if (!reply.text.trim()) empty.push(message);
  }
  timings.sort((a, b) => a - b);
  const firsts: number[] = [];
  for (const message of questions.slice(0, 50)) {
    const started = performance.now();
    for await (const event of assistant.stream({ sessionId: "latency", message, history: [] })) {
      if (event.type === "delta") {
        firsts.push(performance.now() - started);
        break;
      }
    }
  }
  firsts.sort((a, b) => a - b);
  return {
    count: questions.length,
    reply: {
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      max: timings.at(-1)!,
    },
    firstDelta: { p50: percentile(firsts, 50), max: firsts.at(-1)!, count: firsts.length },
    empty,
  };
}
