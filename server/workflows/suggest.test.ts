/**
 * The AI model's suggestions go through the same plan, builder and checks as the local
 * composer's: tried against a stand-in OpenAI-compatible server on 127.0.0.1, they are offered
 * only when they run as they come, and run green on the real executors.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamPlaceholder } from "../../content/agent-templates";
import { fieldWarnings } from "../../lib/workflow-fields";
import { hasProblems, workflowProblems } from "../../lib/workflows";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/db";
import { type FakeOpenAi, startFakeOpenAi } from "../assistant/testing/fake-openai";
import { draftWriter } from "./step-writer";
import { createLogger } from "../platform/logger";
import { runWorkflow } from "./engine";
import { createExecutors } from "./executors";
import { composeLocally, createSuggester } from "./suggest";

/** The AI Intake step as the site runs it without a model. */
const stepWriter = draftWriter;

const intent =
  "When a lead writes in, add them to the CRM and send them a welcome email; if the message mentions 'urgent', text me.";

/** A plan as a model would answer it for `intent`. */
const goodPlan = {
  name: "New leads: CRM, welcome email, urgent texts to the owner, and more words than fit in a title",
  before: [],
  steps: [
    { action: "crm" },
    { action: "email", to: "lead", purpose: "welcome" },
    {
      if: { field: "message", operator: "contains", value: "urgent" },
      yes: [{ action: "sms", to: "team" }],
      no: [],
    },
  ],
};

describe("suggestions from an AI model", () => {
  let fake: FakeOpenAi;
  let database: TestDatabase;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await fake?.close();
    await database?.dispose();
  });

  const suggester = () =>
    createSuggester({
      env: {
        AI_BASE_URL: `${fake.url}/v1`,
        AI_API_KEY: "test-key",
        AI_MODEL: "fake-model",
        AI_TIMEOUT_MS: 5000,
      },
      logger: createLogger("silent"),
    });

  async function runsGreen(suggestion: Awaited<ReturnType<ReturnType<typeof suggester>>>) {
    expect(hasProblems(workflowProblems(suggestion))).toBe(false);
    expect(fieldWarnings(suggestion)).toEqual({});
    const result = await runWorkflow({
      snapshot: {
        name: suggestion.name,
        nodes: suggestion.nodes,
        connections: suggestion.connections,
      },
      previous: [],
      triggerData: {},
      run: { executionId: 9000, workflowId: 1, workflowName: "s", visitorId: "v" },
      executors: createExecutors({ database, stepWriter, testRun: true }),
      stepTimeoutMs: 5000,
      logLimits: { runMaxBytes: 256 * 1024, stepMaxBytes: 16 * 1024 },
      onStep: async () => {},
    });
    expect([result.status, result.errorMessage]).toEqual(["completed", null]);
    return result;
  }

  it("builds the model's plan with the composer's steps and checks: both branches, recipients, a whole-word title", async () => {
    fake.scenario = { kind: "answer", content: JSON.stringify(goodPlan) };
    const suggestion = await suggester()(intent);
    expect(suggestion.source).toBe("llm");
    // The model was asked for the plan's shape, with the request as data.
    const request = fake.requests.at(-1)?.body;
    expect(JSON.stringify(request)).toContain("urgent");
    expect(suggestion.name.length).toBeLessThanOrEqual(60);
    expect(suggestion.name).toMatch(/\w$/);
    const byLabel = Object.fromEntries(suggestion.nodes.map((n) => [n.data.label, n]));
    expect(byLabel["Email the lead"].data.config).toMatchObject({
      to: "{{email}}",
      subject: "Welcome, {{name}}",
    });
    // The visitor's team, not this site's own number: a placeholder the description points out.
    expect(byLabel["Text the team"].data.config.to).toBe(teamPlaceholder.phone);
    expect(suggestion.description).toContain(`${teamPlaceholder.phone}, a placeholder`);
    const condition = suggestion.nodes.find((n) => n.agentTemplateId === "condition");
    expect(condition?.data.config).toMatchObject({
      field: "message",
      operator: "contains",
      value: "urgent",
    });
    expect(
      suggestion.connections.filter((c) => c.source === condition?.id).map((c) => c.sourceHandle),
    ).toEqual(["yes"]);
    await runsGreen(suggestion);
  });

  it("a plan that would not run as it comes is not offered: the local composer answers", async () => {
    // A condition on a classifier's category with no classifier before it.
    fake.scenario = {
      kind: "answer",
      content: JSON.stringify({
        ...goodPlan,
        steps: [
          {
            if: { field: "category", operator: "equals", value: "sales" },
            yes: [{ action: "crm" }],
            no: [],
          },
        ],
      }),
    };
    const suggestion = await suggester()(intent);
    expect(suggestion.source).toBe("local");
    expect(suggestion.name).toBe(composeLocally(intent).name);
    await runsGreen(suggestion);
    // Not JSON, or not the plan's shape: the local composer too.
    for (const content of ["not json", JSON.stringify({ name: "x", steps: "crm" })]) {
      fake.scenario = { kind: "answer", content };
      expect((await suggester()(intent)).source).toBe("local");
    }
    fake.scenario = { kind: "status", status: 500 };
    expect((await suggester()(intent)).source).toBe("local");
  }, 30_000);

  it("a model's plan for a field the sample lacks gets it in the sample, and runs green", async () => {
    fake.scenario = {
      kind: "answer",
      content: JSON.stringify({
        name: "Contacts not marked spam",
        before: [],
        steps: [
          {
            if: { field: "status", operator: "not_equals", value: "spam" },
            yes: [{ action: "crm" }],
            no: [],
          },
        ],
      }),
    };
    const suggestion = await suggester()("Unless the status is spam, add the contact to the CRM.");
    expect(suggestion.source).toBe("llm");
    const sample = JSON.parse(String(suggestion.nodes[0].data.config.sampleData));
    expect(sample.status).toBeTruthy();
    const result = await runsGreen(suggestion);
    expect(result.log.steps.find((s) => s.agentTemplateId === "crm-update")?.status).toBe(
      "succeeded",
    );
  });
});
