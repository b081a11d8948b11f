import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusinessProfile } from "../../content/business";
import { chatbotTiers, pricingPlans, vibeCodingPlans } from "../../content/plans";
import { formatUsd } from "../../lib/format";
import { parseEnv } from "../platform/env";
import { createLogger } from "../platform/logger";
import { createAssistant } from "./";
import { createLocalAssistant } from "./local";
import { citationFix } from "./llm";
import { type FakeOpenAi, startFakeOpenAi } from "./testing/fake-openai";
import type { AssistantTurn } from "./types";

const tier = (id: string) => chatbotTiers.find((t) => t.id === id)!;
const plan = (id: string) => pricingPlans.find((p) => p.id === id)!;
const vibe = (id: string) => vibeCodingPlans.find((p) => p.id === id)!;

/** Plays a conversation against the local assistant, returning each reply. */
function converse(messages: string[]): string[] {
  const assistant = createLocalAssistant({ business: defaultBusinessProfile });
  const history: AssistantTurn[] = [];
  return messages.map((message) => {
    const { text } = assistant.answer({ sessionId: "multi", message, history: [...history] });
    history.push({ role: "user", content: message }, { role: "assistant", content: text });
    return text;
  });
}

describe("follow-ups remember the session (local assistant)", () => {
  it("'And the Pro one?' after a chatbot price question answers the Pro chatbot tier", () => {
    const [, second] = converse(["how much is the starter chatbot plan?", "And the Pro one?"]);
    expect(second).toContain(formatUsd(tier("professional").price));
    expect(second).not.toContain(formatUsd(plan("professional").price!));
  });

  it("'And the Pro one?' after an automation question answers Business Pro", () => {
    const [, second] = converse(["what does business starter cost?", "and the pro one?"]);
    expect(second).toContain(formatUsd(plan("professional").price!));
    expect(second).toContain("[Pricing → Business Pro](/pricing#plan-professional)");
  });

  it("'what about yearly?' gives the yearly price of the plan asked about", () => {
    const [, second] = converse(["how much is the mobile app plan?", "what about yearly?"]);
    expect(second).toContain(formatUsd(vibe("mobile_app").yearlyPrice));
  });

  it("'how long does that take?' follows the subject of the previous turn", () => {
    const [, build] = converse([
      "tell me about your commercial website development",
      "how long does that take?",
    ]);
    expect(build).toMatch(/Phases|weeks|days/);
    const [, refund] = converse(["can I get a refund?", "how long does that take?"]);
    expect(refund).toContain("Refund Policy");
  });

  it("a fresh question is not bent by the previous turn", () => {
    const [, second] = converse([
      "how much is the starter chatbot plan?",
      "what are your business hours?",
    ]);
    expect(second).toContain(defaultBusinessProfile.hours);
    expect(second).not.toContain(formatUsd(tier("starter").price));
  });

  it("an unanswerable question gets 'I don't know that' and a specialist, never a guess", () => {
    const [reply] = converse(["what is the airspeed velocity of an unladen swallow?"]);
    expect(reply).toMatch(/I don't know that/);
    expect(reply).toMatch(/specialist/);
    expect(reply).not.toMatch(/\$\d/);
  });
});

describe("LLM path: follow-ups and citations", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => fake?.close());

  const build = () =>
    createAssistant({
      env: parseEnv({ AI_BASE_URL: `${fake.url}/v1`, AI_MODEL: "fake", AI_TIMEOUT_MS: "5000" }),
      logger: createLogger("error", {}, () => {}),
      business: defaultBusinessProfile,
    });
  const systemOf = () => String(fake.requests.at(-1)!.body.messages![0]!.content);

  it("retrieves the follow-up's facts with the previous turn and sends the turns", async () => {
    fake.scenario = { kind: "stream", chunks: ["The Pro chatbot plan is $149/month."] };
    const history: AssistantTurn[] = [
      { role: "user", content: "how much is the starter chatbot plan?" },
      { role: "assistant", content: "The Starter chatbot plan is $49/month." },
    ];
    const reply = await build().reply({ sessionId: "s", message: "And the Pro one?", history });
    expect(systemOf()).toMatch(
      /cite: \[AI Chatbots → Professional\]\(\/chatbots#plan-chatbot-professional\)/,
    );
    expect(fake.requests.at(-1)!.body.messages!.length).toBe(4);
    // The model forgot to cite: the retrieved source is added, not an invented one.
    expect(reply.text).toContain(
      "Source: [AI Chatbots → Professional](/chatbots#plan-chatbot-professional)",
    );
  });

  it("gives the model computed figures to quote, and allows them", async () => {
    const yearly = formatUsd(plan("professional").price! * 12);
    fake.scenario = {
      kind: "stream",
      chunks: [
        `Business Pro is ${yearly} a year.\n\nSource: [Pricing → Business Pro](/pricing#plan-professional)`,
      ],
    };
    const reply = await build().reply({
      sessionId: "s",
      message: "how much is business pro per year?",
      history: [],
    });
    expect(systemOf()).toContain(yearly);
    expect(reply.text).not.toMatch(/only the prices published/);
    expect(reply.text).not.toMatch(/rely only on our own pages/);
  });

  it("flags a citation that was not retrieved", () => {
    const fix = citationFix("Pro is $397/month. Source: [Blog](/blog/prices)", [
      {
        title: "Pro",
        text: "…",
        sources: [{ page: "pricing", section: "Business Pro", anchor: "plan-professional" }],
      },
    ]);
    expect(fix.invalid).toEqual(["/blog/prices"]);
    expect(fix.append).toContain("(/pricing#plan-professional)");
  });
});
