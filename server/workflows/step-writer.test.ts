/**
 * A visitor's workflow is for the visitor's business: its AI Intake step never answers with the
 * site's own sales facts (brand, contact details, plan prices, support targets). Offline it
 * drafts an acknowledgement from the step's input; with a model it asks with a neutral prompt.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusinessProfile as business } from "../../content/business";
import { sampleLead } from "../../content/agent-templates";
import { catalogDollarAmounts } from "../../content/plans";
import { promises } from "../../content/promises";
import { workflowsPage } from "../../content/workflows-page";
import { dollarAmounts } from "../../lib/format";
import { stepSummary } from "../../lib/workflow-summary";
import type { ExecutionRecord, WorkflowSuggestion } from "../../lib/workflows";
import { createTestContext, type TestContext } from "../../tests/helpers/services";
import { type FakeOpenAi, startFakeOpenAi } from "../assistant/testing/fake-openai";
import { createLogger } from "../platform/logger";
import { createStepWriter, draftReply } from "./step-writer";

const supportIntent = "Automatically respond to customer support emails";

/** What the site says about itself, none of which may reach a visitor's customer. */
const siteFacts = [
  business.brand,
  business.assistantName,
  business.supportEmail,
  business.salesEmail,
  business.phone,
  promises.leadFollowUp,
];

function emailOf(run: ExecutionRecord): { to: string; body: string } {
  const step = run.steps.find((s) => s.agentTemplateId === "email-sender");
  const output = step?.output as { emailMessage?: { to: string; body: string } } | undefined;
  if (!output?.emailMessage) throw new Error(`no email in ${JSON.stringify(run.steps)}`);
  return output.emailMessage;
}

function aiStepOf(run: ExecutionRecord) {
  const step = run.steps.find((s) => s.agentTemplateId === "ai-responder");
  if (!step) throw new Error("no AI step");
  return { step, output: step.output as Record<string, unknown> };
}

function expectNoSiteFacts(text: string) {
  for (const fact of siteFacts) expect(text).not.toContain(fact);
  const catalog = new Set(catalogDollarAmounts());
  expect(dollarAmounts(text).filter((a) => catalog.has(a))).toEqual([]);
  expect(text).not.toMatch(/\$\s?\d/);
}

describe("the AI Intake step, offline (the local assistant)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it("a suggested support-email workflow emails the customer a labelled draft from their own message, not the site's facts", async () => {
    const suggestion: WorkflowSuggestion = await ctx.services.workflows.suggest(supportIntent);
    const ids = suggestion.nodes.map((n) => n.agentTemplateId);
    expect(ids).toContain("ai-responder");
    const run = await ctx.services.workflows.testRun({ ...suggestion, isActive: false }, null);
    expect([run.status, run.errorMessage]).toEqual(["completed", null]);

    const ai = aiStepOf(run);
    const reply = String(ai.output.reply);
    expect(ai.output.replySource).toBe("draft");
    // Built from the input: the person by name, their request restated (the sample lead's
    // message, not the visitor's request for the workflow).
    expect(reply).toContain("Ada Lovelace");
    expect(reply).toContain(sampleLead.message);
    expect(reply).not.toContain(supportIntent);
    expectNoSiteFacts(reply);
    // Labelled as a draft where the run is read.
    expect(stepSummary(ai.step)).toBe(workflowsPage.editor.summaries.draft(reply.length));

    const email = emailOf(run);
    expect(email.to).toBe("ada@example.com");
    expectNoSiteFacts(email.body);
  }, 30_000);

  it("the step's stored palette text and field speak of the workflow's business, never of this site's assistant", async () => {
    const templates = await ctx.services.workflows.templates();
    const step = templates.find((t) => t.id === "ai-responder");
    if (!step) throw new Error("no AI Intake template");
    const texts = [
      step.name,
      step.description,
      ...step.config.fields.flatMap((f) => [f.label, "help" in f ? (f.help ?? "") : ""]),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(/\bassistant\b/i);
      expectNoSiteFacts(text);
    }
    expect(step.description).toMatch(/your business/);
    expect(step.description).toMatch(/draft/);
  });

  it("a question about prices is acknowledged, never answered with a price", async () => {
    const run = await ctx.services.workflows.testRun(
      {
        name: "Price question",
        description: "",
        isActive: false,
        nodes: [
          {
            id: "t",
            type: "agent",
            agentTemplateId: "trigger",
            position: { x: 0, y: 0 },
            data: {
              label: "Incoming Trigger",
              config: {
                sampleData: JSON.stringify({
                  name: "Grace Hopper",
                  message: "How much is your Pro plan, and how fast does support answer?",
                }),
              },
            },
          },
          {
            id: "a",
            type: "agent",
            agentTemplateId: "ai-responder",
            position: { x: 300, y: 0 },
            data: { label: "AI Intake", config: { prompt: "A customer asks: {{message}}" } },
          },
        ],
        connections: [{ source: "t", target: "a" }],
      },
      null,
    );
    expect(run.status).toBe("completed");
    const reply = String(aiStepOf(run).output.reply);
    expect(reply).toContain("Grace Hopper");
    expect(reply).toContain("How much is your Pro plan");
    expectNoSiteFacts(reply);
  }, 30_000);
});

describe("the AI Intake step with a model", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake?.close();
  });

  const writer = () =>
    createStepWriter({
      env: {
        AI_BASE_URL: `${fake.url}/v1`,
        AI_API_KEY: "test-key",
        AI_MODEL: "fake-model",
        AI_TIMEOUT_MS: 2000,
      },
      logger: createLogger("silent"),
    });
  const request = {
    prompt: "A customer asks: Can you quote our intake automation?",
    name: "Ada Lovelace",
    request: "Can you quote our intake automation?",
  };

  it("asks with a neutral prompt that knows none of the site's facts, and passes the answer on", async () => {
    fake.scenario = { kind: "answer", content: "Thanks for asking; our team will follow up." };
    const written = await writer().write(request);
    expect(written).toEqual({
      text: "Thanks for asking; our team will follow up.",
      source: "llm",
    });
    const sent = JSON.stringify(fake.requests.at(-1)?.body.messages);
    expect(sent).toContain(JSON.stringify(workflowsPage.aiStep.systemPrompt).slice(1, -1));
    expect(sent).toContain(request.request);
    expectNoSiteFacts(sent);
  });

  it("a reply with an amount the input does not give, or a failed model, becomes the draft", async () => {
    const draft = workflowsPage.aiStep.draft("Ada Lovelace", request.request);
    fake.scenario = { kind: "answer", content: "The Pro plan is $397 per month." };
    expect(await writer().write(request)).toEqual({ text: draft, source: "draft" });
    fake.scenario = { kind: "status", status: 500 };
    expect(await writer().write(request)).toEqual({ text: draft, source: "draft" });
    // An amount the customer wrote may be repeated.
    fake.scenario = { kind: "answer", content: "We noted your budget of $500." };
    expect(
      await writer().write({ ...request, prompt: "Budget: $500", request: "Budget: $500" }),
    ).toEqual({ text: "We noted your budget of $500.", source: "llm" });
  }, 20_000);
});

describe("a draft asked for a summary", () => {
  const message =
    "Hi, our booking form has been broken since Monday and customers cannot pay. Please fix it urgently. We also want a quote for a chatbot. Our office is at 12 Main Street and we are open until six on weekdays. Thanks!";
  const summary = (prompt: string) =>
    draftReply({ name: "Grace Hopper", request: message, prompt });

  it("is a summary for the team, not a reply to the writer", () => {
    const written = summary(
      "Summarise this message for our team in two or three sentences.\n\nFrom Grace Hopper: …",
    );
    expect(written.source).toBe("draft-summary");
    expect(written.text).toMatch(/^Summary drafted from the message/);
    expect(written.text).toContain("Grace Hopper wrote:");
    expect(written.text).toContain("customers cannot pay");
    expect(written.text).toContain("“urgently”");
    expect(written.text).not.toContain("Thank you for your message");
    // Whole sentences, the rest marked as left out.
    expect(written.text).toContain("…");
    expect(
      stepSummary({
        nodeId: "a",
        label: "AI",
        agentTemplateId: "ai-responder",
        status: "succeeded",
        output: { reply: written.text, replySource: written.source },
      }),
    ).toMatch(/^Drafted a summary from the input/);
  });

  it("is read in the languages the composer writes prompts in", () => {
    for (const prompt of [
      "Résume ce message",
      "Fasse die Nachricht zusammen",
      "Resume este mensaje",
      "Sum it up",
    ]) {
      expect(summary(prompt).source, prompt).toBe("draft-summary");
    }
    expect(summary("Reply politely to the customer").source).toBe("draft");
  });
});
