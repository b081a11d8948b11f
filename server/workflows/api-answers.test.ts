/**
 * The workflow API read without the page: every refusal names its field and says what was wrong
 * with it (a value of another kind is not "required"), a PATCH says what it takes, every id that
 * cannot be one or names no workflow of the caller's is answered alike whatever the method, a
 * step's test speaks of testing and names the step by its place in the body, and Test step has a
 * limit of its own. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentTemplates } from "../../content/agent-templates";
import { workflowsPage } from "../../content/workflows-page";
import type { AgentTemplate, WorkflowRecord } from "../../lib/workflows";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { runnableWorkflow } from "./testing";

type Refusal = { error: string; fields?: Record<string, string> };
type Fixture = {
  name: string;
  nodes: {
    id: string;
    agentTemplateId: string;
    position: object;
    data: { label: string; config: Record<string, unknown> };
  }[];
  connections: { source: string; target: string; sourceHandle?: "yes" | "no" }[];
};

const changed = (mutate: (w: Fixture) => void, name?: string): Fixture => {
  const w: Fixture = runnableWorkflow(name);
  mutate(w);
  return w;
};

describe.each(testEngines)("workflow API answers on %s", (engine) => {
  let ctx: TestContext;
  let ip = 0;
  let cookie = "";
  let own: WorkflowRecord;
  const call = (method: string, path: string, body?: unknown, as: string | null = cookie) =>
    ctx.app.request(path, {
      ...jsonRequest(method, body ?? {}, {
        "x-test-ip": `198.18.7.${++ip % 250}`,
        ...(as ? { cookie: as } : {}),
      }),
      ...(method === "GET" || (body === undefined && method === "DELETE")
        ? { body: undefined }
        : {}),
    });
  const count = async () =>
    ((await (await call("GET", "/api/workflows")).json()) as WorkflowRecord[]).length;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { RATE_LIMIT_WORKFLOW_UPDATES_PER_HOUR: "1000" });
    const first = await call("POST", "/api/workflows", runnableWorkflow("Own"));
    expect(first.status).toBe(201);
    cookie = (first.headers.get("set-cookie") ?? "").split(";")[0];
    own = (await first.json()) as WorkflowRecord;
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it("a value of another kind is said as such, naming its field, for every field of the body; only a field left out is 'required'", async () => {
    const before = await count();
    const cases: [string, unknown, string, string][] = [
      ["name", { ...runnableWorkflow(), name: 123 }, "name", "Name must be text."],
      ["no name", { ...runnableWorkflow(), name: undefined }, "name", "Name is required."],
      [
        "description",
        { ...runnableWorkflow(), description: 5 },
        "description",
        "Description must be text.",
      ],
      [
        "active",
        { ...runnableWorkflow(), isActive: "yes" },
        "isActive",
        "Active must be true or false.",
      ],
      ["nodes", { ...runnableWorkflow(), nodes: {} }, "nodes", "Nodes must be a list."],
      [
        "connections",
        { ...runnableWorkflow(), connections: 3 },
        "connections",
        "Connections must be a list.",
      ],
      [
        "a step",
        changed((w) => Object.assign(w.nodes, { 4: 7 })),
        "nodes.4",
        "Step 5 (Steps): The step must be a JSON object.",
      ],
      [
        "step id",
        changed((w) => Object.assign(w.nodes[4], { id: 5 })),
        "nodes.4.id",
        "Email Sender: Step id must be text.",
      ],
      [
        "step kind",
        changed((w) => Object.assign(w.nodes[4], { agentTemplateId: 5 })),
        "nodes.4.agentTemplateId",
        "Email Sender: Agent type must be text.",
      ],
      [
        "step name",
        changed((w) => Object.assign(w.nodes[4].data, { label: 5 })),
        "nodes.4.data.label",
        "Step 5 (Email Sender): Step name must be text.",
      ],
      [
        "settings",
        changed((w) => Object.assign(w.nodes[4].data, { config: "x" })),
        "nodes.4.data.config",
        "Email Sender: Settings must be a JSON object.",
      ],
      [
        "a setting",
        changed((w) => Object.assign(w.nodes[4].data.config, { subject: 5 })),
        "nodes.4.data.config.subject",
        "Email Sender: Subject must be text.",
      ],
      [
        "a choice",
        changed((w) => Object.assign(w.nodes[1].data.config, { format: 5 })),
        "nodes.1.data.config.format",
        "File Processor: File format must be one of the listed options.",
      ],
      [
        "a connection's end",
        changed((w) => Object.assign(w.connections[0], { source: 5 })),
        "connections.0.source",
        "The connection from 5 to File Processor: Its first step must be text.",
      ],
      [
        "a branch",
        changed((w) => Object.assign(w.connections[0], { sourceHandle: "maybe" })),
        "connections.0.sourceHandle",
        `The connection from Incoming Trigger to File Processor: Branch ${workflowsPage.editor.issues.branchValue}.`,
      ],
    ];
    for (const [what, body, field, error] of cases) {
      const res = await call("POST", "/api/workflows", body);
      expect(res.status, what).toBe(400);
      const refusal = (await res.json()) as Refusal;
      expect(refusal.error, what).toBe(error);
      expect(Object.keys(refusal.fields ?? {}), what).toContain(field);
      if (what !== "no name") expect(refusal.error, what).not.toMatch(/required/);
    }
    const wrongKinds: [string, string, unknown, string][] = [
      [
        "PUT",
        `/api/workflows/${own.id}`,
        { ...runnableWorkflow(), version: "1" },
        "Version must be a whole number.",
      ],
      ["PATCH", `/api/workflows/${own.id}`, { isActive: "on" }, "Active must be true or false."],
      ["PATCH", `/api/workflows/${own.id}`, {}, "Active is required."],
      [
        "POST",
        `/api/workflows/${own.id}/run`,
        { triggerData: "x" },
        "The sample event must be a JSON object.",
      ],
      [
        "POST",
        "/api/workflows/test-step",
        { workflow: runnableWorkflow(), nodeId: 5 },
        "The step to test must be text.",
      ],
      [
        "POST",
        "/api/workflows/test-step",
        { workflow: runnableWorkflow() },
        "The step to test is required.",
      ],
      [
        "POST",
        "/api/workflows/test-step",
        { workflow: runnableWorkflow(), nodeId: "c", input: [] },
        "The step's input must be a JSON object.",
      ],
      [
        "POST",
        "/api/workflows/suggest",
        { intent: 5 },
        `${workflowsPage.suggestions.intentName} must be text.`,
      ],
    ];
    for (const [method, path, body, error] of wrongKinds) {
      const res = await call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(((await res.json()) as Refusal).error, `${method} ${path}`).toBe(error);
    }
    expect(await count()).toBe(before);
  });

  it("a setting a step does not have is named with its step, its place, and the settings the step takes", async () => {
    const res = await call(
      "POST",
      "/api/workflows",
      changed((w) => Object.assign(w.nodes[4].data.config, { colour: "red" })),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as Refusal).error).toBe(
      'Email Sender: Unknown setting "colour" in nodes[4].data.config: an Email Sender step takes "to", "subject" and "body".',
    );
  });

  it("a PATCH sent a key it does not take says what PATCH takes and that PUT replaces the workflow", async () => {
    for (const body of [
      { name: "Renamed", isActive: true },
      { name: "Renamed" },
      { id: 1, isActive: false },
    ]) {
      const res = await call("PATCH", `/api/workflows/${own.id}`, body);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as Refusal;
      expect(error).toContain(workflowsPage.limits.patchTakes);
      expect(error).toMatch(/"(name|id)"/);
    }
    const now = (await (await call("GET", `/api/workflows/${own.id}`)).json()) as WorkflowRecord;
    expect([now.name, now.version]).toEqual(["Own", own.version]);
  });

  it("an id that cannot be one is the same 400 naming the id for every method and sub-route; one that names no workflow of the caller's is a 404; only the owner hears 405", async () => {
    const routes: [string, string][] = [
      ["GET", ""],
      ["PUT", ""],
      ["PATCH", ""],
      ["DELETE", ""],
      ["POST", ""],
      ["POST", "/run"],
      ["GET", "/run"],
      ["DELETE", "/run"],
      ["GET", "/executions"],
      ["POST", "/executions"],
    ];
    // A body each method takes, so only the id is in question.
    const bodyFor = (method: string) =>
      method === "PUT" ? runnableWorkflow() : method === "PATCH" ? { isActive: false } : {};
    const badId = (await (await call("GET", "/api/workflows/abc")).json()) as Refusal;
    expect(badId.fields?.id).toMatch(/^That is not a workflow id/);
    for (const id of ["abc", "1e3", "01", "-1", "0", "1.0", "9".repeat(300), "2147483648"]) {
      for (const [method, sub] of routes) {
        const res = await call(method, `/api/workflows/${id}${sub}`, {});
        const what = `${method} /api/workflows/${id}${sub}`;
        expect(res.status, what).toBe(400);
        expect((await res.json()) as Refusal, what).toEqual(badId);
      }
    }
    // Another spelling of the path is not another name for an id: the spelling's 404.
    for (const [method, sub] of routes) {
      const res = await call(method, `/api/workflows/%3${String(own.id)[0]}${sub}`, {});
      expect(res.status, `${method} %-escaped${sub}`).toBe(404);
      expect(((await res.json()) as Refusal).error).toMatch(/^No API endpoint/);
    }
    const stranger = await call("POST", "/api/workflows", runnableWorkflow("Stranger's"), null);
    const theirs = ((await stranger.json()) as WorkflowRecord).id;
    for (const id of [theirs, 2_000_000_000]) {
      for (const [method, sub] of routes) {
        const res = await call(method, `/api/workflows/${id}${sub}`, bodyFor(method));
        expect(res.status, `${method} /api/workflows/${id}${sub}`).toBe(404);
      }
    }
    for (const [method, sub, allow] of [
      ["POST", "", "GET, PUT, PATCH, DELETE, HEAD"],
      ["GET", "/run", "POST"],
      ["DELETE", "/executions", "GET, HEAD"],
    ]) {
      const res = await call(method, `/api/workflows/${own.id}${sub}`, {});
      expect(res.status, `${method} own${sub}`).toBe(405);
      expect(res.headers.get("allow")).toBe(allow);
      expect(((await res.json()) as Refusal).error).toBe(
        `/api/workflows/${own.id}${sub} does not take ${method}: use ${allow.replace(", HEAD", "").replaceAll(", ", " or ")}.`,
      );
    }
    expect((await call("GET", `/api/workflows/${theirs}`, undefined, null)).status).toBe(404);
  });

  it("a step's test that cannot run says so of the test, names the step, and keys each problem to the step's place in the body", async () => {
    // The Email Sender (nodes[4]) tested on what the steps before it give: the SMS and CRM steps
    // are left out of the part run, so the Email Sender is third in it and fifth in the body.
    const draft = changed((w) => Object.assign(w.nodes[4].data.config, { to: "" }), "Draft");
    const res = await call("POST", "/api/workflows/test-step", { workflow: draft, nodeId: "e" });
    expect(res.status).toBe(400);
    const refusal = (await res.json()) as Refusal;
    expect(refusal.error).toBe(
      "Email Sender cannot be tested yet. Email Sender: Recipient email is required.",
    );
    expect(refusal.error).not.toMatch(/activat/i);
    expect(refusal.fields).toEqual({
      nodeId: workflowsPage.editor.cannotTest,
      "workflow.nodes.4": "Recipient email is required.",
    });
    // A test run of the whole draft speaks of running it.
    const run = await call("POST", "/api/workflows/test-run", { workflow: draft });
    const ran = (await run.json()) as Refusal;
    expect(ran.error).toBe(
      "This workflow cannot run yet. Email Sender: Recipient email is required.",
    );
    expect(Object.keys(ran.fields ?? {})).toEqual(["workflow.nodes.4"]);
  });

  it("a second trigger and a condition's connection on no branch are saved inactive saying why, named with the step", async () => {
    const twoTriggers = changed((w) => {
      w.nodes.push({
        ...structuredClone(w.nodes[0]),
        id: "t2",
        data: { label: "Second trigger", config: { sampleData: "" } },
      });
      w.connections.push({ source: "t2", target: "c" });
    }, "Two triggers");
    const noBranch = changed((w) => {
      w.nodes.push({
        id: "k",
        agentTemplateId: "condition",
        position: { x: 750, y: 0 },
        data: { label: "Has a company", config: { field: "company", operator: "exists" } },
      });
      w.connections.push({ source: "c", target: "k" }, { source: "k", target: "s" });
    }, "No branch");
    const cases: [Fixture, string][] = [
      [twoTriggers, `Second trigger: ${workflowsPage.editor.problems.extraTrigger}`],
      [noBranch, `Has a company: ${workflowsPage.editor.problems.noBranch("SMS Alert")}`],
    ];
    for (const [workflow, reason] of cases) {
      const res = await call("POST", "/api/workflows", workflow);
      expect(res.status, workflow.name).toBe(201);
      const stored = (await res.json()) as WorkflowRecord;
      expect([stored.isActive, stored.inactiveReason], workflow.name).toEqual([false, reason]);
      const listed = (await (await call("GET", "/api/workflows")).json()) as WorkflowRecord[];
      expect(listed.find((w) => w.id === stored.id)?.inactiveReason).toBe(reason);
      const on = await call("PATCH", `/api/workflows/${stored.id}`, { isActive: true });
      expect(on.status).toBe(400);
      expect(((await on.json()) as Refusal).error).toBe(
        workflowsPage.editor.cannotActivateBecause(reason),
      );
      await call("DELETE", `/api/workflows/${stored.id}`);
    }
    // On the Yes branch the same workflow is active.
    noBranch.connections[noBranch.connections.length - 1].sourceHandle = "yes";
    const fixed = (await (await call("POST", "/api/workflows", noBranch)).json()) as WorkflowRecord;
    expect([fixed.isActive, fixed.inactiveReason]).toEqual([true, null]);
    await call("DELETE", `/api/workflows/${fixed.id}`);
  });

  it("lists every agent template, and the list page shows them all", async () => {
    const listed = (await (await call("GET", "/api/agent-templates")).json()) as AgentTemplate[];
    expect(listed.map((t) => t.name).sort()).toEqual(agentTemplates.map((t) => t.name).sort());
    expect(listed.map((t) => t.name)).toContain("AI Classifier");
    expect(workflowsPage.agents.maxShown).toBeGreaterThanOrEqual(listed.length);
  });
});

describe.each(testEngines)("The rate limits of trying a workflow on %s", (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, {
      RATE_LIMIT_WORKFLOW_RUNS_PER_HOUR: "2",
      RATE_LIMIT_WORKFLOW_TEST_RUNS_PER_HOUR: "3",
      RATE_LIMIT_WORKFLOW_STEP_TESTS_PER_HOUR: "5",
    });
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    ctx.app.request(path, jsonRequest("POST", body, { "x-test-ip": "198.18.6.1", ...headers }));

  it("counts runs, test runs and step tests apart, each from its own setting, and a 429 says when to try again", async () => {
    const workflow = runnableWorkflow("Tested");
    const input = { name: "Ada", email: "ada@example.com" };
    const created = await post("/api/workflows", workflow);
    expect(created.status).toBe(201);
    const cookie = (created.headers.get("set-cookie") ?? "").split(";")[0];
    const { id } = (await created.json()) as { id: string };
    for (let i = 0; i < 2; i++) {
      expect((await post(`/api/workflows/${id}/run`, {}, { cookie })).status).toBe(202);
    }
    const runs = await post(`/api/workflows/${id}/run`, {}, { cookie });
    expect(runs.status).toBe(429);
    expect(((await runs.json()) as Refusal).error).toMatch(/^Too many workflow runs\./);
    // Runs of saved workflows are used up; a draft is still test-run, up to its own limit.
    for (let i = 0; i < 3; i++) {
      const res = await post("/api/workflows/test-run", { workflow });
      expect(res.status, `test run ${i + 1}`).toBe(200);
    }
    const testRuns = await post("/api/workflows/test-run", { workflow });
    expect(testRuns.status).toBe(429);
    expect(((await testRuns.json()) as Refusal).error).toMatch(
      /^Too many test runs from your network\. Please try again in /,
    );
    // Both are used up; a step is still tried, up to its own limit.
    for (let i = 0; i < 5; i++) {
      const res = await post("/api/workflows/test-step", { workflow, nodeId: "c", input });
      expect(res.status, `test ${i + 1}`).toBe(200);
    }
    const over = await post("/api/workflows/test-step", { workflow, nodeId: "c", input });
    expect(over.status).toBe(429);
    const wait = Number(over.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    const { error } = (await over.json()) as Refusal;
    expect(error, error).toMatch(/^Too many step tests from your network\. Please try again in /);
  });
});
