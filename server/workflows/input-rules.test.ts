/**
 * What a stranger sends the workflow API by hand, past the editor: line breaks in one-line
 * settings (and in values filled into them at run time), extra keys, and an Active workflow
 * that cannot run. Each is refused or corrected the way the editor would.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentTemplates, findAgentTemplate } from "../../content/agent-templates";
import { crmContacts, workflowMessages, workflows } from "../../db/schema";
import {
  checkDraft,
  defaultConfig,
  type ExecutionRecord,
  problemsSummary,
  type WorkflowRecord,
} from "../../lib/workflows";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { startServices } from "../container";
import { eventually } from "../platform/jobs/testing";
import { runnableWorkflow } from "./testing";

type Refusal = { error: string; fields: Record<string, string> };

describe.each(testEngines)("workflow input rules on %s", (engine) => {
  let ctx: TestContext;
  let ip = 0;
  let cookie = "";
  const call = (method: string, path: string, body?: unknown) =>
    ctx.app.request(path, {
      ...jsonRequest(method, body ?? {}, {
        "x-test-ip": `198.18.7.${++ip % 250}`,
        ...(cookie ? { cookie } : {}),
      }),
      ...(method === "GET" ? { body: undefined } : {}),
    });
  const count = async () =>
    ((await (await call("GET", "/api/workflows")).json()) as unknown[]).length;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { WORKFLOW_STEP_TIMEOUT_MS: "5000" });
    await startServices(ctx.services);
    const first = await call("POST", "/api/workflows", runnableWorkflow("First"));
    expect(first.status).toBe(201);
    cookie = (first.headers.get("set-cookie") ?? "").split(";")[0];
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
  });

  /** A trigger and one step of `templateId` with `key` set to `value`, the rest defaults. */
  function withSetting(templateId: string, key: string, value: string) {
    const template = findAgentTemplate(templateId);
    if (!template) throw new Error(templateId);
    return {
      name: "One line",
      description: null,
      isActive: false,
      nodes: [
        {
          id: "t",
          agentTemplateId: "trigger",
          position: { x: 0, y: 0 },
          data: { label: "Incoming Trigger", config: { sampleData: "" } },
        },
        {
          id: "s",
          agentTemplateId: templateId,
          position: { x: 0, y: 200 },
          data: { label: template.name, config: { ...defaultConfig(template), [key]: value } },
        },
      ],
      connections: [{ source: "t", target: "s" }],
    };
  }

  const oneLineFields = agentTemplates.flatMap((t) =>
    t.config.fields.filter((f) => f.kind === "text").map((f) => ({ template: t, field: f })),
  );

  it("refuses a line break in every one-line setting of every step, naming the step and the setting", async () => {
    // Every kind of step has some: the list is read from the templates, not written here.
    expect(oneLineFields.length).toBeGreaterThanOrEqual(10);
    const before = await count();
    const breaks = ["\r\n", "\n", "\r", "\u2028", "\u0085"];
    for (const [i, { template, field }] of oneLineFields.entries()) {
      // A placeholder first: it passes the email and phone formats, so only the line break is
      // left to refuse it.
      const value = `{{name}}${breaks[i % breaks.length]}Bcc: evil@example.com`;
      const body = withSetting(template.id, field.key, value);
      const expected = `${template.name}: ${field.label} must be on one line.`;
      for (const [method, path, sent] of [
        ["POST", "/api/workflows", body],
        ["PUT", `/api/workflows/${await firstId()}`, body],
        ["POST", "/api/workflows/test-run", { workflow: body }],
      ] as const) {
        const res = await call(method, path, sent);
        expect(res.status, `${method} ${path} ${template.id}.${field.key}`).toBe(400);
        const refusal = (await res.json()) as Refusal;
        expect(refusal.error).toContain(expected);
      }
      // At an end too, where the trim would otherwise hide it.
      const trailing = await call(
        "POST",
        "/api/workflows",
        withSetting(template.id, field.key, `${field.default || "x"}\n`),
      );
      expect(trailing.status, `${template.id}.${field.key} with a trailing line break`).toBe(400);
    }
    // The workflow's own one-line texts: its name (refused before) and its description, which
    // the editor edits on one line and the list shows on one.
    for (const [key, label] of [
      ["name", "Workflow name"],
      ["description", "Description"],
    ]) {
      const res = await call("POST", "/api/workflows", {
        ...runnableWorkflow(),
        [key]: "Lead intake\r\nBcc: evil@example.com",
      });
      expect(res.status, key).toBe(400);
      expect(((await res.json()) as Refusal).error).toBe(`${label} must be on one line.`);
    }
    expect(await count()).toBe(before);
    // A setting of many lines keeps them.
    const body = withSetting("email-sender", "body", "Hello {{name}},\n\nThanks.");
    const saved = await call("POST", "/api/workflows", body);
    expect(saved.status).toBe(201);
    await call("DELETE", `/api/workflows/${((await saved.json()) as WorkflowRecord).id}`);
  });

  it("refuses a key no route takes, at any depth, naming it and where it was sent, and stores nothing", async () => {
    const id = await firstId();
    const before = await count();
    const stored = await (await call("GET", `/api/workflows/${id}`)).text();
    const base = runnableWorkflow();
    const at = (mutate: (w: ReturnType<typeof runnableWorkflow>) => void) => {
      const w = structuredClone(base);
      mutate(w);
      return w;
    };
    const extra = { colour: "red" };
    const cases: [string, unknown, string][] = [
      ["top", { ...base, ...extra }, 'Unknown field "colour" in the request body.'],
      ["misspelt", { ...base, isActiv: false }, 'Unknown field "isActiv" in the request body.'],
      [
        "step",
        at((w) => Object.assign(w.nodes[2], extra)),
        'CRM Update: Unknown field "colour" in nodes[2].',
      ],
      [
        "step data",
        at((w) => Object.assign(w.nodes[2].data, extra)),
        'CRM Update: Unknown field "colour" in nodes[2].data.',
      ],
      [
        "position",
        at((w) => Object.assign(w.nodes[2].position, { z: 1 })),
        'CRM Update: Unknown field "z" in nodes[2].position.',
      ],
      [
        "settings",
        at((w) => Object.assign(w.nodes[2].data.config, extra)),
        'CRM Update: Unknown setting "colour" in nodes[2].data.config: a CRM Update step takes "name", "email" and "company".',
      ],
      [
        "connection",
        at((w) => Object.assign(w.connections[1], { label: "x" })),
        'The connection from File Processor to CRM Update: Unknown field "label" in connections[1].',
      ],
      [
        "several",
        { ...base, a: 1, b: 2, c: 3, d: 4 },
        'Unknown fields "a", "b", "c" and 1 more in the request body.',
      ],
      [
        "read back",
        { ...base, id: 1, createdAt: "2026-01-01T00:00:00Z" },
        '"id" and "createdAt" are set by the server and cannot be sent: leave them out.',
      ],
    ];
    for (const [what, body, error] of cases) {
      for (const [method, path] of [
        ["POST", "/api/workflows"],
        ["PUT", `/api/workflows/${id}`],
      ]) {
        const res = await call(method, path, body);
        expect(res.status, `${what}: ${method}`).toBe(400);
        expect(((await res.json()) as Refusal).error, `${what}: ${method}`).toBe(error);
      }
    }
    const workflow = at((w) => Object.assign(w.nodes[2], extra));
    const others: [string, string, unknown, string][] = [
      ["PATCH", `/api/workflows/${id}`, { isActive: false, ...extra }, "the request body"],
      ["POST", `/api/workflows/${id}/run`, { triggerData: {}, ...extra }, "the request body"],
      ["POST", "/api/workflows/test-run", { workflow: base, ...extra }, "the request body"],
      ["POST", "/api/workflows/test-run", { workflow }, "workflow.nodes[2]"],
      ["POST", "/api/workflows/test-run", { workflow: { ...base, ...extra } }, "workflow"],
      [
        "POST",
        "/api/workflows/test-step",
        { workflow: base, nodeId: "c", ...extra },
        "the request body",
      ],
      ["POST", "/api/workflows/test-step", { workflow, nodeId: "c" }, "workflow.nodes[2]"],
      [
        "POST",
        "/api/workflows/suggest",
        { intent: "Email new leads", ...extra },
        "the request body",
      ],
    ];
    for (const [method, path, body, where] of others) {
      const res = await call(method, path, body);
      expect(res.status, `${method} ${path} ${where}`).toBe(400);
      expect(((await res.json()) as Refusal).error).toContain(
        `Unknown field "colour" in ${where}.`,
      );
    }
    expect(await count()).toBe(before);
    expect(await (await call("GET", `/api/workflows/${id}`)).text()).toBe(stored);
    // An event's own fields are the event's: any key goes.
    const run = await call("POST", "/api/workflows/test-run", {
      workflow: base,
      triggerData: { colour: "red", nested: { anything: true } },
    });
    expect(run.status).toBe(200);
  });

  it("a workflow with problems saved Active is stored inactive, and the answer and the list say why, as the editor does", async () => {
    const base = runnableWorkflow("Problems");
    const cases: [string, ReturnType<typeof runnableWorkflow>][] = [
      [
        "no trigger",
        {
          ...base,
          nodes: base.nodes.filter((n) => n.id !== "t"),
          connections: base.connections.filter((c) => c.source !== "t"),
        },
      ],
      ["a step not connected", { ...base, connections: base.connections.slice(0, -1) }],
      [
        "a step nothing starts",
        { ...base, connections: [...base.connections.slice(0, -1), { source: "e", target: "c" }] },
      ],
      ["no steps", { ...base, nodes: [], connections: [] }],
      [
        "a required setting empty",
        (() => {
          const w = structuredClone(base);
          w.nodes[4].data.config.to = "";
          return w;
        })(),
      ],
    ];
    const id = await firstId();
    for (const [what, body] of cases) {
      // What the editor says of the same draft, before it is saved.
      const nodes = body.nodes.map((n) => ({ ...n, type: "agent" as const }));
      const editor = checkDraft({ nodes, connections: body.connections });
      const why = problemsSummary(editor.problems, body);
      expect(why, what).toBeTruthy();
      const created = await call("POST", "/api/workflows", body);
      expect(created.status, what).toBe(201);
      const saved = (await created.json()) as WorkflowRecord;
      expect([what, saved.isActive, saved.inactiveReason]).toEqual([what, false, why]);
      const listed = (
        (await (await call("GET", "/api/workflows")).json()) as WorkflowRecord[]
      ).find((w) => w.id === saved.id);
      expect([listed?.isActive, listed?.inactiveReason]).toEqual([false, why]);
      // Changed by PUT: the same.
      const put = await call("PUT", `/api/workflows/${id}`, body);
      expect(put.status, what).toBe(200);
      const changed = (await put.json()) as WorkflowRecord;
      expect([changed.isActive, changed.inactiveReason]).toEqual([false, why]);
      // Not run, and not switched on.
      expect((await call("POST", `/api/workflows/${saved.id}/run`, {})).status).toBe(409);
      expect((await call("PATCH", `/api/workflows/${saved.id}`, { isActive: true })).status).toBe(
        400,
      );
      await call("DELETE", `/api/workflows/${saved.id}`);
    }
    // Fixed, it is Active again, and says nothing.
    const fixed = (await (
      await call("PUT", `/api/workflows/${id}`, base)
    ).json()) as WorkflowRecord;
    expect([fixed.isActive, fixed.inactiveReason]).toEqual([true, null]);
  });

  it("a workflow stored Active before a rule it breaks reads inactive, says why, and is not run", async () => {
    const base = runnableWorkflow("Stored before the rule");
    const { db } = ctx.services.database;
    const visitor = decodeURIComponent(cookie.split("=")[1]).split(".")[0];
    // As an older version stored it: Active, with no trigger and a subject of two lines.
    const nodes = structuredClone(base.nodes.filter((n) => n.id !== "t"));
    nodes[3].data.config.subject = "Lead\r\nBcc: evil@example.com";
    const [row] = await db
      .insert(workflows)
      .values({
        name: base.name,
        userId: visitor,
        nodes,
        connections: base.connections.filter((c) => c.source !== "t"),
        isActive: true,
      })
      .returning();
    const read = (await (await call("GET", `/api/workflows/${row.id}`)).json()) as WorkflowRecord;
    expect(read.isActive).toBe(false);
    expect(read.inactiveReason).toBe(
      "Add an Incoming Trigger and connect it to the first step: a trigger starts the workflow. (And 1 more.)",
    );
    expect((await call("POST", `/api/workflows/${row.id}/run`, {})).status).toBe(409);
    await call("DELETE", `/api/workflows/${row.id}`);
  });

  async function firstId(): Promise<number> {
    const list = (await (await call("GET", "/api/workflows")).json()) as WorkflowRecord[];
    return list.find((w) => w.name === "First")?.id ?? 0;
  }

  async function finished(id: number, runId: number): Promise<ExecutionRecord> {
    return eventually(
      async () => {
        const list = (await (
          await call("GET", `/api/workflows/${id}/executions`)
        ).json()) as ExecutionRecord[];
        const run = list.find((e) => e.id === runId);
        return run?.status === "completed" || run?.status === "failed" ? run : null;
      },
      { timeoutMs: 30_000, intervalMs: 200, what: "the run to finish" },
    );
  }

  it("puts a value filled into a one-line setting on one line: a lead's name cannot add a header", async () => {
    const base = runnableWorkflow("Header injection");
    // The event straight into the steps (no file to read the lead from), and the SMS step
    // reads the phone from it, to be tried with a line break too.
    const flow = {
      ...base,
      nodes: base.nodes.filter((n) => n.id !== "f"),
      connections: ["c", "s", "e"].map((target) => ({ source: "t", target })),
    };
    flow.nodes[2].data.config.to = "{{phone}}";
    const res = await call("POST", "/api/workflows", flow);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as WorkflowRecord;
    const name = "Ada\r\nBcc: evil@example.com";
    const started = await call("POST", `/api/workflows/${id}/run`, {
      triggerData: { name, email: "ada@example.com", phone: "+1 919 555 0100" },
    });
    expect(started.status).toBe(202);
    const run = await finished(id, ((await started.json()) as ExecutionRecord).id);
    expect(run.status, JSON.stringify(run.steps)).toBe("completed");
    const { db } = ctx.services.database;
    const kept = (await db.select().from(workflowMessages)).filter((m) => m.workflowId === id);
    const email = kept.find((m) => m.channel === "email");
    expect(email?.subject).toBe("Lead Ada Bcc: evil@example.com");
    // The body is many lines by nature: it keeps them.
    expect(email?.body).toBe(`Hello ${name}`);
    const step = run.steps.find((s) => s.nodeId === "e");
    expect(step?.output).toMatchObject({
      emailMessage: { subject: "Lead Ada Bcc: evil@example.com" },
    });
    const contacts = (await db.select().from(crmContacts)).filter((c) => c.workflowId === id);
    expect(contacts.map((c) => c.name)).toEqual(["Ada Bcc: evil@example.com"]);
    // The team's note in the outbox: one header block, no Bcc in it, and the kept subject on
    // the line that lists it.
    const note = await eventually(
      async () =>
        fs
          .readdirSync(ctx.services.env.OUTBOX_DIR)
          .find((f) => f.endsWith(`workflow_run-${run.id}.eml`)) ?? null,
      { timeoutMs: 15_000, what: "the run's note in the outbox" },
    );
    const eml = fs.readFileSync(`${ctx.services.env.OUTBOX_DIR}/${note}`, "utf8");
    const headers = eml.split(/\r?\n\r?\n/)[0];
    expect(headers).not.toMatch(/^bcc:/im);
    const json = JSON.parse(
      fs.readFileSync(`${ctx.services.env.OUTBOX_DIR}/${note?.replace(/\.eml$/, ".json")}`, "utf8"),
    ) as { messages: { channel: string; subject: string | null; recipient: string }[] };
    for (const m of json.messages) {
      expect(`${m.recipient} ${m.subject ?? ""}`).not.toMatch(/[\r\n\u2028\u2029]/);
    }

    // A phone number with a line break in it is put on one line, and then is no phone number:
    // the step fails instead of keeping a message to it.
    const again = await call("POST", `/api/workflows/${id}/run`, {
      triggerData: { name: "Ada", email: "ada@example.com", phone: "+1 919 555 0100\nX" },
    });
    const failed = await finished(id, ((await again.json()) as ExecutionRecord).id);
    const sms = failed.steps.find((s) => s.nodeId === "s");
    expect(sms?.status).toBe("failed");
    expect(sms?.error).toBe("Recipient phone '+1 919 555 0100 X' is not a phone number.");
    await call("DELETE", `/api/workflows/${id}`);
  }, 90_000);
});
