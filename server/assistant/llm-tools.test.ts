import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultBusinessProfile } from "../../content/business";
import { parseEnv } from "../platform/env";
import { createLogger } from "../platform/logger";
import { createLlmAssistant } from "./llm";
import { createLocalAssistant } from "./local";
import { type FakeOpenAi, startFakeOpenAi } from "./testing/fake-openai";
import { calculate, calculateToolName, catalogToolName, todayToolName } from "./tools";
import type { Assistant, AssistantRequest, AssistantStreamEvent } from "./types";

/** Wednesday, November 25, 2026, 10:00 in New York. */
const fixedNow = new Date("2026-11-25T15:00:00Z");

const request = (message: string, history: AssistantRequest["history"] = []): AssistantRequest => ({
  sessionId: "tools-1",
  message,
  history,
});

async function collect(assistant: Assistant, req: AssistantRequest) {
  const events: AssistantStreamEvent[] = [];
  for await (const event of assistant.stream(req)) events.push(event);
  const done = events.at(-1);
  if (done?.type !== "done") throw new Error("stream did not end with done");
  const streamed = events.flatMap((e) => (e.type === "delta" ? [e.text] : [])).join("");
  return { streamed, reply: done.reply };
}

const call = (name: string, input: unknown) => ({ name, arguments: JSON.stringify(input) });

/** What the stand-in received as tool results in a request, as one text. */
const toolResults = (fake: FakeOpenAi, index: number) =>
  (fake.requests[index]?.body.messages ?? [])
    .filter((m) => m.role === "tool")
    .map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content)))
    .join("\n");

describe("LLM path: the query engine as tools, every figure checked (OpenAI-compatible stand-in)", () => {
  let fake: FakeOpenAi;
  let logs: Array<Record<string, unknown>>;
  let assistant: Assistant;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    logs = [];
    const logger = createLogger("debug", {}, (line) => logs.push(JSON.parse(line)));
    assistant = createLlmAssistant({
      env: parseEnv({
        AI_BASE_URL: `${fake.url}/v1`,
        AI_MODEL: "fake-model",
        AI_TIMEOUT_MS: "5000",
      }),
      logger,
      business: defaultBusinessProfile,
      fallback: createLocalAssistant({ business: defaultBusinessProfile, now: () => fixedNow }),
      now: () => fixedNow,
    });
  });

  it("answers a composition through query_catalog and shows the figure the tool computed", async () => {
    fake.scenario = {
      kind: "script",
      steps: [
        {
          kind: "stream",
          chunks: [],
          toolCall: call(catalogToolName, { question: "How much is Business Pro for 6 months?" }),
        },
        { kind: "stream", chunks: ["Six months of Business Pro: ", "$397 × 6 = $2,382."] },
      ],
    };
    const { reply, streamed } = await collect(
      assistant,
      request("what would half a year of pro cost?"),
    );
    expect(reply.source).toBe("llm");
    expect(reply.text).toContain("$397 × 6 = $2,382");
    expect(streamed).toContain("$2,382");
    // The tool ran the engine and its answer went back to the model.
    expect(fake.requests).toHaveLength(2);
    expect(toolResults(fake, 1)).toContain("$2,382");
  });

  it("replaces an answer that invents a price, and never streams the invented figure", async () => {
    fake.scenario = {
      kind: "stream",
      chunks: [
        "Sure! Six months of Business Pro come to ",
        "$2,",
        "000 in total",
        " with our deal.",
      ],
    };
    const { reply, streamed } = await collect(
      assistant,
      request("How much would Business Pro cost me for 6 months?"),
    );
    expect(streamed).not.toMatch(/2,000/);
    expect(reply.text).not.toMatch(/2,000/);
    expect(reply.text).toMatch(/only the prices published/);
    // The safe answer is the engine's, with its working, and the specialist offer.
    expect(reply.text).toContain("$397/month × 6 = **$2,382**");
    expect(reply.text).toMatch(/connect you with a specialist/);
    expect(reply.source).toBe("local");
    expect(logs.some((l) => String(l.msg).includes("price not in content"))).toBe(true);
  });

  it("replaces an answer with a sum the model worked out itself", async () => {
    fake.scenario = { kind: "stream", chunks: ["Starter plus Pro is $197 + $397 = $694 a month."] };
    const { reply, streamed } = await collect(
      assistant,
      request("Business Starter and Business Pro together, per month?"),
    );
    expect(streamed).not.toContain("$694");
    expect(reply.text).not.toContain("$694");
    expect(reply.text).toContain("$594");
  });

  it("replaces an answer that invents a count or a date, not only a price", async () => {
    fake.scenario = { kind: "stream", chunks: ["Business Pro includes 12 workflows."] };
    const count = await collect(assistant, request("how many workflows does business pro have?"));
    expect(count.reply.text).not.toContain("12 workflows");
    expect(count.reply.text).toContain("8 custom automated workflows");

    fake.scenario = { kind: "stream", chunks: ["Your trial ends on ", "December 12, 2026", "."] };
    const date = await collect(
      assistant,
      request("If I start the website trial today, when is my first charge?"),
    );
    expect(date.streamed).not.toContain("December 12");
    expect(date.reply.text).not.toContain("December 12");
    expect(date.reply.text).toContain("December 9, 2026");
  });

  it("lets through figures that calculate and today returned", async () => {
    fake.scenario = {
      kind: "script",
      steps: [
        {
          kind: "stream",
          chunks: [],
          toolCalls: [
            call(calculateToolName, { expression: "(289 - 259) * 12" }),
            call(todayToolName, {}),
          ],
        },
        {
          kind: "stream",
          chunks: ["The 12-month plan saves $360 a year. Today is November 25, 2026."],
        },
      ],
    };
    const { reply } = await collect(
      assistant,
      request("how much do I save yearly on the mobile app?"),
    );
    expect(reply.source).toBe("llm");
    expect(reply.text).toContain("$360 a year");
    expect(reply.text).toContain("November 25, 2026");
    const results = toolResults(fake, 1);
    expect(results).toContain("360");
    expect(results).toContain("November 25, 2026");
  });

  it("keeps the quoted figures of the facts it was given", async () => {
    fake.scenario = {
      kind: "stream",
      chunks: ["Business Pro is $397/month (regular $597), with 8 workflows and a 7-day refund."],
    };
    const { reply } = await collect(assistant, request("tell me about business pro"));
    expect(reply.source).toBe("llm");
    expect(reply.text).toContain("$397/month");
  });

  it("query_catalog tells the model when the catalog does not hold what was asked", async () => {
    fake.scenario = {
      kind: "script",
      steps: [
        {
          kind: "stream",
          chunks: [],
          toolCall: call(catalogToolName, {
            question: "How many user seats does Business Pro include?",
          }),
        },
        { kind: "stream", chunks: ["Our pages don't list seats; a specialist can confirm."] },
      ],
    };
    const { reply } = await collect(assistant, request("how many user seats on pro?"));
    expect(toolResults(fake, 1)).toContain("not-in-catalog");
    expect(reply.text).toMatch(/specialist/);
  });
});

describe("calculate", () => {
  it("reads + - × ÷, parentheses and percentages, and nothing else", () => {
    expect(calculate("397 * 6")).toBe(2382);
    expect(calculate("(289 - 259) × 12")).toBe(360);
    expect(calculate("$1,000 ÷ 8")).toBe(125);
    expect(calculate("100 * 0.0025")).toBe(0.25);
    expect(calculate("50% * 400")).toBe(200);
    expect(() => calculate("process.exit(1)")).toThrow();
    expect(() => calculate("1 / 0")).toThrow(/division by zero/);
    expect(() => calculate("2 +")).toThrow();
  });
});
