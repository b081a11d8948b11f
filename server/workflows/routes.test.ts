import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentIcons, agentTemplateIds, agentTemplates } from "../../content/agent-templates";
import { crmContacts, workflowMessages } from "../../db/schema";
import {
  type ExecutionRecord,
  hasProblems,
  type StepTestResult,
  type WorkflowRecord,
  type WorkflowSuggestion,
  workflowInputSchema,
  workflowProblems,
} from "../../lib/workflows";
import { stepSummary } from "../../lib/workflow-summary";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { startServices } from "../container";
import { eventually } from "../platform/jobs/testing";
import { draftOf, runnableStep, runnableWorkflow, triggeredChain } from "./testing";

describe.each(testEngines)("workflows API on %s", (engine) => {
  let ctx: TestContext;
  let ip = 0;
  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    ctx.app.request(path, {
      ...jsonRequest(method, body ?? {}, {
        "x-test-ip": `198.19.0.${++ip % 250}`,
        ...(cookie ? { cookie } : {}),
      }),
      ...(body === undefined && method === "GET" ? { body: undefined } : {}),
    });
  const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0];

  let alice = "";
  let bob = "";
  let aliceWorkflow: WorkflowRecord;

  beforeAll(async () => {
    ctx = await createTestContext(engine, {
      WORKFLOW_MAX_NODES: "20",
      WORKFLOW_STEP_TIMEOUT_MS: "5000",
    });
    await startServices(ctx.services);
    const a = await call("POST", "/api/workflows", undefined, runnableWorkflow("Alice's flow"));
    expect(a.status).toBe(201);
    alice = cookieOf(a);
    aliceWorkflow = (await a.json()) as WorkflowRecord;
    const b = await call("POST", "/api/workflows", undefined, runnableWorkflow("Bob's flow"));
    bob = cookieOf(b);
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it("hands out a signed HttpOnly visitor cookie on the first save and lists only its workflows", async () => {
    const res = await call("POST", "/api/workflows", undefined, runnableWorkflow());
    const header = res.headers.get("set-cookie") ?? "";
    expect(header).toMatch(/^rw_visitor=[\w-]{22}\.[\w%]+;/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    const list = (await (await call("GET", "/api/workflows", alice)).json()) as WorkflowRecord[];
    expect(list.map((w) => w.name)).toEqual(["Alice's flow"]);
    expect(await (await call("GET", "/api/workflows")).json()).toEqual([]);
    // A second save keeps the visitor's cookie.
    const again = await call("POST", "/api/workflows", alice, runnableWorkflow("Second"));
    expect(again.headers.get("set-cookie")).toBeNull();
    await call("DELETE", `/api/workflows/${((await again.json()) as WorkflowRecord).id}`, alice);
  });

  it("answers 404 to another visitor, a forged cookie or no cookie, on every call", async () => {
    const id = aliceWorkflow.id;
    const forged = `${alice.split(".")[0]}.AAAA${alice.split(".")[1].slice(4)}`;
    expect(forged).not.toBe(alice);
    for (const cookie of [bob, forged, undefined]) {
      expect((await call("GET", `/api/workflows/${id}`, cookie)).status).toBe(404);
      expect(
        (await call("PUT", `/api/workflows/${id}`, cookie, runnableWorkflow("x"))).status,
      ).toBe(404);
      expect(
        (await call("PATCH", `/api/workflows/${id}`, cookie, { isActive: false })).status,
      ).toBe(404);
      expect((await call("POST", `/api/workflows/${id}/run`, cookie, {})).status).toBe(404);
      expect((await call("GET", `/api/workflows/${id}/executions`, cookie)).status).toBe(404);
      expect((await call("DELETE", `/api/workflows/${id}`, cookie)).status).toBe(404);
    }
    expect((await call("GET", "/api/workflows?userId=1", bob)).status).toBe(404);
    expect((await call("GET", "/api/workflows?userId=1")).status).toBe(404);
    // Still there, unchanged, for its owner.
    const own = await call("GET", `/api/workflows/${id}`, alice);
    expect(((await own.json()) as WorkflowRecord).name).toBe("Alice's flow");
    // Not an id at all: said as such, whoever asks (ADR 0059).
    expect((await call("GET", "/api/workflows/not-a-number", alice)).status).toBe(400);
  });

  it("a sample event that is not JSON keeps the workflow inactive, as other problems do", async () => {
    for (const sampleData of ["{not json", "[1, 2]"]) {
      const broken = structuredClone(runnableWorkflow("Bad sample"));
      broken.nodes[0].data.config.sampleData = sampleData;
      // Saved Active: stored inactive, and the answer says why (ADR 0073).
      const active = await call("POST", "/api/workflows", alice, broken);
      expect(active.status).toBe(201);
      const body = (await active.json()) as WorkflowRecord;
      expect(body.isActive).toBe(false);
      expect(body.inactiveReason, JSON.stringify(body)).toMatch(
        /^Incoming Trigger: The sample event (is not valid JSON|must be a JSON object)/,
      );
      const { id } = body;
      // Switching it on is what cannot be done: that is still refused, saying why.
      const patched = await call("PATCH", `/api/workflows/${id}`, alice, { isActive: true });
      expect(patched.status).toBe(400);
      expect(((await patched.json()) as { error: string }).error).toBe(
        `This workflow cannot be activated yet. ${body.inactiveReason}`,
      );
      expect((await call("POST", `/api/workflows/${id}/run`, alice, {})).status).toBe(409);
      await call("DELETE", `/api/workflows/${id}`, alice);
    }
  });

  it("rejects bad input with 400 naming the field, and stores nothing", async () => {
    const bad = async (body: unknown) => {
      const res = await call("POST", "/api/workflows", alice, body);
      expect(res.status).toBe(400);
      return ((await res.json()) as { fields: Record<string, string> }).fields;
    };
    const base = runnableWorkflow();
    expect(Object.keys(await bad({ ...base, name: " " }))).toContain("name");
    expect(Object.keys(await bad({ ...base, nodes: "x" }))).toContain("nodes");
    const many = Array.from({ length: 21 }, (_, i) => ({ ...base.nodes[0], id: `n${i}` }));
    expect((await bad({ ...base, nodes: many, connections: [] })).nodes).toMatch(/at most 20/);
    expect(
      Object.keys(
        await bad({
          ...base,
          nodes: [{ ...base.nodes[0], agentTemplateId: "rm-rf" }],
          connections: [],
        }),
      ),
    ).toContain("nodes.0.agentTemplateId");
    expect(
      Object.keys(await bad({ ...base, connections: [{ source: "t", target: "t" }] })),
    ).toContain("connections.0");
    expect(
      Object.keys(
        await bad({ ...base, connections: [...base.connections, { source: "c", target: "t" }] }),
      ),
    ).toContain("connections");
    const long = structuredClone(base);
    long.nodes[3].data.config.message = "x".repeat(321);
    expect(Object.keys(await bad(long))).toContain("nodes.3.data.config.message");
    const missing = structuredClone(base);
    missing.nodes[3].data.config.to = "";
    // A required field left empty is no bad input: the workflow is saved, inactive, saying why.
    const draft = await call("POST", "/api/workflows", alice, missing);
    expect(draft.status).toBe(201);
    const { id, isActive, inactiveReason } = (await draft.json()) as WorkflowRecord;
    expect([isActive, inactiveReason]).toEqual([false, "SMS Alert: Recipient phone is required."]);
    const fields = (
      (await (await call("PATCH", `/api/workflows/${id}`, alice, { isActive: true })).json()) as {
        fields: Record<string, string>;
      }
    ).fields;
    expect(fields.isActive).toBeTruthy();
    expect(fields["nodes.3"]).toBe("Recipient phone is required.");
    expect((await call("PATCH", `/api/workflows/${id}`, alice, { isActive: true })).status).toBe(
      400,
    );
    expect((await call("POST", `/api/workflows/${id}/run`, alice, {})).status).toBe(409);
    await call("DELETE", `/api/workflows/${id}`, alice);
    const malformed = await ctx.app.request("/api/workflows", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: alice },
      body: "{nope",
    });
    expect(malformed.status).toBe(400);
    const list = (await (await call("GET", "/api/workflows", alice)).json()) as WorkflowRecord[];
    expect(list).toHaveLength(1);
  });

  it("says a refusal in words: the step's name and the field's label, never the body's path", async () => {
    const refusal = async (path: string, body: unknown, cookie = alice) => {
      const res = await call("POST", path, cookie, body);
      expect(res.status).toBe(400);
      return (await res.json()) as { error: string; fields: Record<string, string> };
    };
    const email = structuredClone(runnableWorkflow());
    email.nodes[4].data.config.to = "the lead";
    const saved = await refusal("/api/workflows", email);
    expect(saved.error).toBe("Email Sender: Recipient email must be an email address.");
    // The fields still name the paths, for a program.
    expect(saved.fields["nodes.4.data.config.to"]).toBe(
      "Recipient email must be an email address.",
    );
    // Refused even as a draft (inactive): a draft is stored only when every value is valid.
    expect((await refusal("/api/workflows", { ...email, isActive: false })).error).toBe(
      saved.error,
    );
    const control = structuredClone(runnableWorkflow());
    control.nodes[2].data.label = "";
    control.nodes[2].data.config.company = "Acme\u0007";
    // Every field's message at once: the refused character does not hide the missing name.
    expect((await refusal("/api/workflows", control)).error).toBe(
      "Step 3 (CRM Update): Step name is required. Step 3 (CRM Update): Company contains a character that is not allowed.",
    );
    // A draft sent for a test run or a step test: the same words.
    const test = await refusal("/api/workflows/test-run", { workflow: email });
    expect(test.error).toBe(saved.error);
    expect(test.fields["workflow.nodes.4.data.config.to"]).toBeTruthy();
    const step = await refusal("/api/workflows/test-step", { workflow: email, nodeId: "e" });
    expect(step.error).toBe(saved.error);
    // A workflow with no steps cannot be activated: the answer says what to do.
    const empty = await call("POST", "/api/workflows", alice, {
      ...runnableWorkflow(),
      nodes: [],
      connections: [],
    });
    const stored = (await empty.json()) as WorkflowRecord;
    expect(stored.inactiveReason).toBe("Add at least one step.");
    const switched = await call("PATCH", `/api/workflows/${stored.id}`, alice, { isActive: true });
    expect(switched.status).toBe(400);
    const activate = (await switched.json()) as { error: string };
    expect(activate.error).toContain("Add at least one step.");
    expect(activate.error).not.toContain("shown on the steps");
    await call("DELETE", `/api/workflows/${stored.id}`, alice);
    // Switching Active, and the step a step test names: their names, not the body's keys.
    const res = await call("PATCH", `/api/workflows/${aliceWorkflow.id}`, alice, {
      isActive: "yes",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("Active must be true or false.");
    const noStep = await refusal("/api/workflows/test-step", {
      workflow: runnableWorkflow(),
      nodeId: "",
    });
    expect(noStep.error).toBe("The step to test is required.");
    // A suggestion request: what was wrong with the description.
    // The character cannot be seen where it was typed: which it is, and where, is said.
    const intent = await refusal("/api/workflows/suggest", { intent: "Email me\u0000 please" });
    expect(intent.error).toBe(
      "Your description contains a character that is not allowed (U+0000 at character 9).",
    );
    const bell = await refusal("/api/workflows/suggest", { intent: "🚀 text me\u0007" });
    expect(bell.error).toBe(
      "Your description contains a character that is not allowed (U+0007 at character 10).",
    );
    expect(bell.fields).toHaveProperty("intent");
  });

  it("refuses a name that shows nothing or is more than one line, the workflow's and a step's, and stores nothing", async () => {
    const refusal = async (path: string, body: unknown) => {
      const res = await call("POST", path, alice, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      return (await res.json()) as { error: string; fields: Record<string, string> };
    };
    const count = async () =>
      ((await (await call("GET", "/api/workflows", alice)).json()) as unknown[]).length;
    const before = await count();
    const invisible = "at least one visible character";
    for (const name of ["\u200b", "\u2060", "\ufeff\u200b", "\u0301", "\u200b \u200b"]) {
      const named = await refusal("/api/workflows", runnableWorkflow(name));
      expect(named.error).toBe(`Workflow name must have ${invisible}.`);
      expect(named.fields.name).toBe(`must have ${invisible}`);
    }
    for (const name of ["Lead\nintake", "Lead intake\r\n", "Lead\u2029intake"]) {
      const named = await refusal("/api/workflows", runnableWorkflow(name));
      expect(named.error).toBe("Workflow name must be on one line.");
      expect(named.fields.name).toBe("must be on one line");
    }
    // Inside a visible name, a character that draws nothing makes a lookalike of another name.
    const hidden = "contains an invisible character (such as a zero-width space): remove it";
    for (const name of [
      "Lead\u200bFollow-Up",
      "\u200bLead",
      "Lead\u00adintake",
      "Lead\u2060\u200eintake",
    ]) {
      const named = await refusal("/api/workflows", runnableWorkflow(name));
      expect(named.error).toBe(`Workflow name ${hidden}.`);
      expect(named.fields.name).toBe(hidden);
    }
    // Changed by PUT: the same rule.
    const put = await call(
      "PUT",
      `/api/workflows/${aliceWorkflow.id}`,
      alice,
      runnableWorkflow("\u2060"),
    );
    expect(put.status).toBe(400);
    // A step's name, on a save and on a test run: the step named by its kind and place.
    for (const [label, why] of [
      ["\u200b\u200c", `must have ${invisible}`],
      ["CRM\nUpdate", "must be on one line"],
      [
        "CRM\u200bUpdate",
        "contains an invisible character (such as a zero-width space): remove it",
      ],
    ]) {
      const step = structuredClone(runnableWorkflow());
      step.nodes[2].data.label = label;
      const text = `Step 3 (CRM Update): Step name ${why}.`;
      expect((await refusal("/api/workflows", step)).error).toBe(text);
      expect((await refusal("/api/workflows/test-run", { workflow: step })).error).toBe(text);
    }
    expect(await count()).toBe(before);
    const own = (await (
      await call("GET", `/api/workflows/${aliceWorkflow.id}`, alice)
    ).json()) as WorkflowRecord;
    expect(own.name).toBe("Alice's flow");
    // Letters with their accents, and emoji joined by zero-width joiners, are names.
    const fine = await call(
      "POST",
      "/api/workflows",
      alice,
      runnableWorkflow("Le\u0301ad 👩\u200d💻"),
    );
    expect(fine.status).toBe(201);
    await call("DELETE", `/api/workflows/${((await fine.json()) as WorkflowRecord).id}`, alice);
  });

  it("a step position out of range names the step and the coordinate, once each, with the range", async () => {
    // Sent as JSON text: 1e999 is what a client's Infinity becomes, and reads back as Infinity.
    const body = JSON.stringify(runnableWorkflow())
      .replace('"position":{"x":0,"y":0}', '"position":{"x":1e308,"y":1e999}')
      .replace('"position":{"x":250,"y":0}', '"position":{"x":"1e308","y":0}');
    const res = await call("POST", "/api/workflows", alice, body);
    expect(res.status).toBe(400);
    const refusal = (await res.json()) as { error: string; fields: Record<string, string> };
    const range = "must be a number from -1,000,000 to 1,000,000";
    expect(refusal.error).toBe(
      `Incoming Trigger: Position x ${range}. Incoming Trigger: Position y ${range}. File Processor: Position x ${range}.`,
    );
    expect(refusal.fields).toEqual({
      "nodes.0.position.x": range,
      "nodes.0.position.y": range,
      "nodes.1.position.x": range,
    });
  });

  it("refuses a direction control (U+202E and the rest) as it refuses a control character, under the field's name, and stores nothing", async () => {
    const refusal = async (path: string, body: unknown) => {
      const res = await call("POST", path, alice, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      return (await res.json()) as { error: string; fields: Record<string, string> };
    };
    const before = ((await (await call("GET", "/api/workflows", alice)).json()) as unknown[])
      .length;
    for (const control of ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2069"]) {
      const named = await refusal("/api/workflows", runnableWorkflow(`Lead ${control}ekatni`));
      expect(named.error).toBe("Workflow name contains a character that is not allowed.");
      expect(named.fields.name).toBe("contains a character that is not allowed");
      const described = await refusal("/api/workflows", {
        ...runnableWorkflow(),
        description: `Files ${control}stcatnoc`,
      });
      expect(described.error).toBe("Description contains a character that is not allowed.");
    }
    // A step's name and its settings, on a save and on a test run: the same words.
    const step = structuredClone(runnableWorkflow());
    step.nodes[2].data.label = "CRM \u202eetadpu";
    expect((await refusal("/api/workflows", step)).error).toBe(
      "Step 3 (CRM Update): Step name contains a character that is not allowed.",
    );
    expect((await refusal("/api/workflows/test-run", { workflow: step })).error).toBe(
      "Step 3 (CRM Update): Step name contains a character that is not allowed.",
    );
    const intent = await refusal("/api/workflows/suggest", { intent: "Email \u202eeht maet" });
    expect(intent.error).toBe(
      "Your description contains a character that is not allowed (U+202E at character 7).",
    );
    const isolate = await refusal("/api/workflows/suggest", { intent: "Email \u2066me" });
    expect(isolate.error).toMatch(/\(U\+2066 at character 7\)\.$/);
    expect(((await (await call("GET", "/api/workflows", alice)).json()) as unknown[]).length).toBe(
      before,
    );
  });

  it("answers odd URL spellings and bodies with a JSON error naming the problem: 400 for a bad id or body, 404 for an unknown path", async () => {
    const id = aliceWorkflow.id;
    const notAnId =
      /^That is not a workflow id: a workflow id is a whole number from 1 to 2,147,483,647, as in \/api\/workflows\/12\.$/;
    const cases: [string, string, number, RegExp][] = [
      [
        "GET",
        "/api/workflows/",
        404,
        /^No API endpoint at GET \/api\/workflows\/\. .*try \/api\/workflows\.$/,
      ],
      ["POST", "/api/workflows/", 404, /try \/api\/workflows\.$/],
      [
        "GET",
        "/API/workflows",
        404,
        /^No API endpoint at GET \/API\/workflows\. .*try \/api\/workflows\.$/,
      ],
      ["GET", `/Api/workflows/${id}`, 404, new RegExp(`try /api/workflows/${id}\\.$`)],
      ["GET", "/api//workflows", 404, /try \/api\/workflows\.$/],
      ["GET", "/api", 404, /^No API endpoint at GET \/api\.$/],
      ["GET", "/api/no-such-thing", 404, /^No API endpoint at GET \/api\/no-such-thing\.$/],
      ["GET", "/api/workflows/abc", 400, notAnId],
      ["GET", "/api/workflows/1.0", 400, notAnId],
      ["GET", "/api/workflows/-1", 400, notAnId],
      // 0 and an id past the integer column are whole numbers: the answer says which ones are ids.
      ["GET", "/api/workflows/0", 400, notAnId],
      ["GET", "/api/workflows/2147483648", 400, notAnId],
      ["GET", "/api/workflows/99999999999", 400, notAnId],
      // One spelling per id: a leading zero is not another name for it.
      ["GET", `/api/workflows/0${id}`, 400, notAnId],
      // A trailing space is not part of the spelling the answer suggests.
      ["GET", `/api/workflows/${id}%20`, 404, new RegExp(`try /api/workflows/${id}\\.$`)],
      ["GET", "/API/WORKFLOWS", 404, /try \/api\/workflows\.$/],
      [
        "GET",
        "/api/WORKFLOWS",
        404,
        /^No API endpoint at GET \/api\/WORKFLOWS\. .*try \/api\/workflows\.$/,
      ],
      [
        "GET",
        "/api/%77orkflows",
        404,
        /^No API endpoint at GET \/api\/%77orkflows\. .*percent-escape.*try \/api\/workflows\.$/,
      ],
      ["POST", "/api/%77orkflows", 404, /try \/api\/workflows\.$/],
      ["GET", "/%61pi/workflows", 404, /try \/api\/workflows\.$/],
      ["GET", "/api/workflows/%31%32abc", 404, /try \/api\/workflows\/12abc\.$/],
      ["GET", "/api/workflows/1%2F2", 404, /^No API endpoint at GET \/api\/workflows\/1%2F2\./],
      ["GET", "/api/workflows/12abc", 400, notAnId],
      ["PUT", "/api/workflows/abc", 400, notAnId],
      ["PATCH", "/api/workflows/1e3", 400, notAnId],
      ["DELETE", "/api/workflows/0", 400, notAnId],
      ["POST", "/api/workflows/0/run", 400, notAnId],
      ["GET", "/api/workflows/-5/executions", 400, notAnId],
      // Well formed: found, or (another visitor's, or none) not found.
      ["GET", "/api/workflows/2147483647", 404, /^Workflow not found\.$/],
    ];
    for (const [method, path, status, error] of cases) {
      const res = await ctx.app.request(path, {
        method,
        headers: { "content-type": "application/json", cookie: alice, "x-test-ip": "198.19.9.1" },
        ...(method === "GET" ? {} : { body: JSON.stringify(runnableWorkflow()) }),
      });
      const what = `${method} ${path}`;
      expect(res.status, what).toBe(status);
      expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
      expect(((await res.json()) as { error: string }).error, what).toMatch(error);
    }
    // The id spelled with percent-encoded digits is an odd spelling like any other: named, not
    // served (a path under /api answers in one spelling only).
    const encoded = [...String(id)].map((d) => `%3${d}`).join("");
    const escaped = await call("GET", `/api/workflows/${encoded}`, alice);
    expect(escaped.status).toBe(404);
    expect(((await escaped.json()) as { error: string }).error).toMatch(
      new RegExp(`try /api/workflows/${id}\\.$`),
    );
    expect((await call("GET", `/api/workflows/${id}`, alice)).status).toBe(200);

    // A body that is JSON but not an object: said, not the validator's words.
    for (const body of ["[]", '"x"', "1", "null", "true", "[{}]"]) {
      for (const [method, path] of [
        ["POST", "/api/workflows"],
        ["PUT", `/api/workflows/${id}`],
        ["PATCH", `/api/workflows/${id}`],
        ["POST", "/api/workflows/test-run"],
        ["POST", "/api/workflows/suggest"],
        ["POST", `/api/workflows/${id}/run`],
      ] as const) {
        const res = await call(method, path, alice, body);
        const what = `${method} ${path} ${body}`;
        expect(res.status, what).toBe(400);
        expect(((await res.json()) as { error: string }).error, what).toBe(
          "The request body must be a JSON object.",
        );
      }
    }
    // A value of the wrong kind inside: what it must be, not the validator's words.
    for (const body of [
      { ...runnableWorkflow(), nodes: [1] },
      { ...runnableWorkflow(), isActive: "yes" },
    ]) {
      const wrong = await call("POST", "/api/workflows", alice, body);
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as { error: string }).error).not.toMatch(
        /Invalid input|expected|received/,
      );
    }
  });

  it("a retried POST with the same Idempotency-Key creates one workflow and answers with it", async () => {
    const post = (body: unknown, key: string, cookie = alice) =>
      ctx.app.request(
        "/api/workflows",
        jsonRequest("POST", body, {
          "x-test-ip": `198.19.1.${++ip % 250}`,
          cookie,
          "idempotency-key": key,
        }),
      );
    const count = async (cookie = alice) =>
      ((await (await call("GET", "/api/workflows", cookie)).json()) as WorkflowRecord[]).length;
    const before = await count();
    const body = runnableWorkflow("Retried");
    const first = await post(body, "save-attempt-0001");
    expect(first.status).toBe(201);
    const created = (await first.json()) as WorkflowRecord;
    const retry = await post(body, "save-attempt-0001");
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as WorkflowRecord).id).toBe(created.id);
    expect(await count()).toBe(before + 1);
    // Two sent in the same instant: still one.
    const racing = await Promise.all([
      post(body, "save-attempt-0002"),
      post(body, "save-attempt-0002"),
    ]);
    const ids = await Promise.all(racing.map(async (r) => ((await r.json()) as WorkflowRecord).id));
    expect(ids[0]).toBe(ids[1]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(await count()).toBe(before + 2);
    // The same key with another workflow is refused, and nothing is stored.
    const other = await post(runnableWorkflow("Something else"), "save-attempt-0001");
    expect(other.status).toBe(409);
    expect(((await other.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
      "Idempotency-Key",
    );
    expect(await count()).toBe(before + 2);
    // A key is the visitor's own: another visitor's save with it is a save of theirs.
    const bobs = await post(body, "save-attempt-0001", bob);
    expect(bobs.status).toBe(201);
    const bobsWorkflow = (await bobs.json()) as WorkflowRecord;
    expect(bobsWorkflow.id).not.toBe(created.id);
    // A malformed key is refused, not ignored.
    const bad = await post(body, "short");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain("Idempotency-Key");
    for (const id of new Set([created.id, ids[0]])) {
      await call("DELETE", `/api/workflows/${id}`, alice);
    }
    await call("DELETE", `/api/workflows/${bobsWorkflow.id}`, bob);
  });

  it("takes only application/json, and no change sent from another site", async () => {
    const send = (method: string, path: string, headers: Record<string, string>, body: string) =>
      ctx.app.request(path, {
        method,
        headers: { "x-test-ip": `198.19.2.${++ip % 250}`, cookie: alice, ...headers },
        body,
      });
    const body = JSON.stringify(runnableWorkflow("Posted by a form"));
    const count = async () =>
      ((await (await call("GET", "/api/workflows", alice)).json()) as WorkflowRecord[]).length;
    const before = await count();
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
    ]) {
      const res = await send("POST", "/api/workflows", { "content-type": type }, body);
      expect(res.status).toBe(415);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(((await res.json()) as { error: string }).error).toContain("application/json");
    }
    // No type at all (a `no-cors` fetch of a Blob) is refused as well.
    expect((await send("PUT", `/api/workflows/${aliceWorkflow.id}`, {}, body)).status).toBe(415);
    const json = { "content-type": "application/json" };
    const crossSite = [
      { ...json, origin: "https://evil.example" },
      { ...json, "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { ...json, "sec-fetch-site": "same-site" },
    ];
    for (const headers of crossSite) {
      const created = await send("POST", "/api/workflows", headers, body);
      expect(created.status).toBe(403);
      expect(((await created.json()) as { error: string }).error).toBeTruthy();
      const changed = await send(
        "PATCH",
        `/api/workflows/${aliceWorkflow.id}`,
        headers,
        JSON.stringify({ isActive: false }),
      );
      expect(changed.status).toBe(403);
      expect((await send("DELETE", `/api/workflows/${aliceWorkflow.id}`, headers, "")).status).toBe(
        403,
      );
    }
    expect(await count()).toBe(before);
    // The site's own pages pass: same origin by either header.
    const origin = new URL(ctx.services.env.PUBLIC_URL).origin;
    for (const headers of [
      { ...json, origin, "sec-fetch-site": "same-origin" },
      { ...json, origin },
    ]) {
      const res = await send("PATCH", `/api/workflows/${aliceWorkflow.id}`, headers, "{}");
      // Reached the route: a 400 about the body, not a 403.
      expect(res.status).toBe(400);
    }
    // Reading stays open (GET carries no change).
    expect(
      (await send("GET", "/api/workflows", { "sec-fetch-site": "cross-site" }, undefined as never))
        .status,
    ).toBe(200);
  });

  it("lists the seeded agent templates, one per icon, as content defines them", async () => {
    const templates = (await (
      await call("GET", "/api/agent-templates")
    ).json()) as typeof agentTemplates;
    expect(templates.length).toBeGreaterThanOrEqual(9);
    expect(new Set(templates.map((t) => t.icon))).toEqual(new Set(agentIcons));
    // In the catalog's order: the trigger, which starts a workflow, first.
    expect(templates).toEqual(agentTemplates);
    expect(templates[0].id).toBe("trigger");
  });

  it("suggests workflows made only of real template types, ready to save and run", async () => {
    for (const intent of [
      "Process invoices and update accounting records",
      "Send SMS reminders for upcoming appointments",
      "Automatically respond to customer support emails",
      "Qualify new leads and add them to our CRM",
      "something nobody can match",
      // No word characters at all: the title falls back instead of reading an empty word.
      "ℝ𓊍 ✨",
    ]) {
      const res = await call("POST", "/api/workflows/suggest", undefined, { intent });
      expect(res.status).toBe(200);
      const s = (await res.json()) as WorkflowSuggestion;
      expect(s.name && s.description && s.category && s.useCase).toBeTruthy();
      // A request no step can do is its trigger alone, and says so: no step is invented.
      if (s.nodes.length === 1) expect(s.unsupported?.join(" ")).toMatch(/only the trigger/);
      else expect(s.nodes.length).toBeGreaterThanOrEqual(2);
      for (const node of s.nodes) {
        expect(agentTemplateIds).toContain(node.agentTemplateId);
        expect(node.type).toBe("agent");
        expect(node.data.label).toBeTruthy();
      }
      const parsed = workflowInputSchema().parse(draftOf(s));
      expect(hasProblems(workflowProblems(parsed))).toBe(false);
    }
    const blank = await call("POST", "/api/workflows/suggest", undefined, { intent: "  " });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { fields: Record<string, string> }).fields.intent).toBeTruthy();
  });

  it("test-runs an unsaved draft in the request and stores nothing of it", async () => {
    const { db } = ctx.services.database;
    const contactsBefore = (await db.select().from(crmContacts)).length;
    const messagesBefore = (await db.select().from(workflowMessages)).length;
    const res = await call("POST", "/api/workflows/test-run", undefined, {
      workflow: { ...runnableWorkflow("Draft"), isActive: false },
    });
    expect(res.status).toBe(200);
    // No cookie handed out, no workflow saved, no contact or message kept.
    expect(res.headers.get("set-cookie")).toBeNull();
    const run = (await res.json()) as ExecutionRecord;
    expect([run.status, run.errorMessage, run.testRun]).toEqual(["completed", null, true]);
    expect(run.steps.map((s) => s.status)).toEqual(Array(5).fill("succeeded"));
    expect((await db.select().from(crmContacts)).length).toBe(contactsBefore);
    expect((await db.select().from(workflowMessages)).length).toBe(messagesBefore);
    const crm = run.steps.find((s) => s.agentTemplateId === "crm-update");
    expect(crm?.output).toMatchObject({ testRun: true, contact: { name: "Ada Lovelace" } });

    const broken = await call("POST", "/api/workflows/test-run", undefined, {
      workflow: { ...runnableWorkflow("Draft"), connections: [] },
    });
    expect(broken.status).toBe(400);
    const bad = await call("POST", "/api/workflows/test-run", undefined, {
      workflow: { name: "" },
    });
    expect(bad.status).toBe(400);
    expect(
      Object.keys(((await bad.json()) as { fields: Record<string, string> }).fields),
    ).toContain("workflow.name");
  });

  it("a condition on a field its input lacks says so in the log, not only that it took No", async () => {
    const check = (field: string, operator: string) =>
      triggeredChain("Scored", [
        {
          id: "k",
          agentTemplateId: "condition",
          position: { x: 0, y: 0 },
          data: { label: "High score", config: { field, operator, value: "5" } },
        },
      ]);
    const run = async (field: string, operator = "greater_than") =>
      (await (
        await call("POST", "/api/workflows/test-run", undefined, {
          workflow: check(field, operator),
          triggerData: { name: "Ada", email: "ada@example.com", score: 9 },
        })
      ).json()) as ExecutionRecord;
    const missing = (await run("rating")).steps[1];
    expect(missing).toMatchObject({ branch: "no", emptyFields: ["rating"] });
    expect(stepSummary(missing)).toBe(
      "Condition not met: took No. {{rating}} was empty: no step before gives it",
    );
    // Written as {{score}}, the field is the event's score, as the editor's check reads it.
    expect((await run("{{score}}")).steps[1]).toMatchObject({ branch: "yes" });
    expect((await run("{{score}}")).steps[1]).not.toHaveProperty("emptyFields");
    // "is present" asks whether it is there: its No needs no note.
    expect((await run("rating", "exists")).steps[1]).not.toHaveProperty("emptyFields");
  });

  it("a run's trigger step shows the event the run was sent, on a saved run and a test run", async () => {
    const event = { name: "Grace Hopper", email: "grace@example.com", company: "Navy" };
    const flow = triggeredChain("Event in", [
      {
        id: "k",
        agentTemplateId: "condition",
        position: { x: 0, y: 0 },
        data: { label: "Has a company", config: { field: "company", operator: "exists" } },
      },
    ]);
    const test = await call("POST", "/api/workflows/test-run", alice, {
      workflow: flow,
      triggerData: event,
    });
    expect(test.status).toBe(200);
    const tested = (await test.json()) as ExecutionRecord;
    expect(tested.steps[0]).toMatchObject({ nodeId: "t", status: "succeeded", output: event });
    expect(stepSummary(tested.steps[0])).toBe("Started with Grace Hopper");

    const saved = await call("POST", "/api/workflows", alice, flow);
    const { id } = (await saved.json()) as WorkflowRecord;
    const started = await call("POST", `/api/workflows/${id}/run`, alice, { triggerData: event });
    expect(started.status).toBe(202);
    const done = await eventually(
      async () => {
        const [run] = (await (
          await call("GET", `/api/workflows/${id}/executions`, alice)
        ).json()) as ExecutionRecord[];
        return run?.status === "completed" || run?.status === "failed" ? run : null;
      },
      { timeoutMs: 30_000, intervalMs: 200, what: "the run to finish" },
    );
    expect(done.status).toBe("completed");
    expect(done.triggerData).toEqual(event);
    expect(done.steps[0]).toMatchObject({ nodeId: "t", status: "succeeded", output: event });
    expect(done.steps[1]).toMatchObject({ branch: "yes", output: { conditionMet: true } });
    await call("DELETE", `/api/workflows/${id}`, alice);
  }, 60_000);

  it("tests one step on what the steps before it give, or on a given sample, and stores nothing", async () => {
    const { db } = ctx.services.database;
    const contactsBefore = (await db.select().from(crmContacts)).length;
    // A draft still being built: the SMS step is not connected, and the step tested does not
    // need it.
    const draft = runnableWorkflow("Draft");
    draft.connections = draft.connections.filter((c) => c.target !== "s");
    const res = await call("POST", "/api/workflows/test-step", undefined, {
      workflow: draft,
      nodeId: "c",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    const tested = (await res.json()) as StepTestResult;
    expect(tested.inputFrom).toBe("upstream");
    expect(tested.upstream.map((s) => [s.nodeId, s.status])).toEqual([
      ["t", "succeeded"],
      ["f", "succeeded"],
    ]);
    expect(tested.step.status).toBe("succeeded");
    // The input is what the file step passed on: its first row's fields, over the sample lead.
    expect(tested.input).toMatchObject({ name: "Ada Lovelace", rowCount: 3 });
    expect(tested.output).toMatchObject({
      contact: { name: "Ada Lovelace" },
      contactSaved: "created",
      testRun: true,
    });
    expect((await db.select().from(crmContacts)).length).toBe(contactsBefore);

    // A step after it is tested on what a run would give it: the CRM step's contactSaved too.
    const after = runnableWorkflow("Draft");
    const email = after.nodes.find((n) => n.id === "e");
    if (email) (email.data.config as Record<string, unknown>).body = "Contact {{contactSaved}}";
    after.connections = [
      { source: "t", target: "f" },
      { source: "f", target: "c" },
      { source: "c", target: "e" },
    ];
    const later = (await (
      await call("POST", "/api/workflows/test-step", undefined, { workflow: after, nodeId: "e" })
    ).json()) as StepTestResult;
    expect(later.input).toMatchObject({ contactSaved: "created" });
    expect(later.output).toMatchObject({ emailMessage: { body: "Contact created" } });
    expect(later.output).not.toHaveProperty("emailMessage.emptyFields");

    // On a given sample, only the step runs.
    const given = await call("POST", "/api/workflows/test-step", undefined, {
      workflow: draft,
      nodeId: "c",
      input: { name: "Grace Hopper", email: "grace@example.com" },
    });
    const alone = (await given.json()) as StepTestResult;
    expect([alone.inputFrom, alone.upstream, alone.step.status]).toEqual([
      "given",
      [],
      "succeeded",
    ]);
    expect(alone.output).toMatchObject({ contact: { name: "Grace Hopper", company: null } });

    // A sample without the field: the step fails and says where the field should come from.
    const missing = await call("POST", "/api/workflows/test-step", undefined, {
      workflow: draft,
      nodeId: "c",
      input: { email: "grace@example.com" },
    });
    const failed = (await missing.json()) as StepTestResult;
    expect(failed.step.status).toBe("failed");
    expect(failed.output).toBeNull();
    expect(failed.step.error).toContain("no 'name'");

    for (const body of [
      { workflow: draft, nodeId: "nope" },
      { workflow: draft },
      { workflow: draft, nodeId: "c", input: "not an object" },
      { workflow: { ...draft, name: "" }, nodeId: "c" },
    ]) {
      const bad = await call("POST", "/api/workflows/test-step", undefined, body);
      expect(bad.status).toBe(400);
      expect(Object.keys(((await bad.json()) as { fields: object }).fields).length).toBeGreaterThan(
        0,
      );
    }
  });

  it("runs an active workflow through the queue: contact stored, SMS and email kept and noted in the outbox", async () => {
    const id = aliceWorkflow.id;
    const started = await call("POST", `/api/workflows/${id}/run`, alice, {});
    expect(started.status).toBe(202);
    const run = (await started.json()) as ExecutionRecord;
    const done = await eventually(
      async () => {
        const list = (await (
          await call("GET", `/api/workflows/${id}/executions`, alice)
        ).json()) as ExecutionRecord[];
        const mine = list.find((e) => e.id === run.id);
        return mine && (mine.status === "completed" || mine.status === "failed") ? mine : null;
      },
      { timeoutMs: 30_000, intervalMs: 200, what: "the run to finish" },
    );
    expect(done.errorMessage).toBeNull();
    expect(done.status).toBe("completed");
    expect(done.steps.map((s) => [s.nodeId, s.status])).toEqual([
      ["t", "succeeded"],
      ["f", "succeeded"],
      ["c", "succeeded"],
      ["s", "succeeded"],
      ["e", "succeeded"],
    ]);
    expect(done.completedAt).toBeTruthy();
    const contacts = await ctx.services.database.db.select().from(crmContacts);
    expect(contacts).toEqual([
      expect.objectContaining({
        name: "Ada Lovelace",
        email: "ada@example.com",
        executionId: run.id,
      }),
    ]);
    const messages = await ctx.services.database.db.select().from(workflowMessages);
    expect(messages.map((m) => [m.channel, m.body])).toEqual(
      expect.arrayContaining([
        ["sms", "New lead Ada Lovelace"],
        ["email", "Hello Ada Lovelace"],
      ]),
    );
    const note = await eventually(
      async () =>
        fs
          .readdirSync(ctx.services.env.OUTBOX_DIR)
          .find((f) => f.endsWith(`workflow_run-${run.id}.json`)) ?? null,
      { timeoutMs: 15_000, what: "the run's note in the outbox" },
    );
    const written = JSON.parse(fs.readFileSync(`${ctx.services.env.OUTBOX_DIR}/${note}`, "utf8"));
    expect(written.messages.map((m: { channel: string }) => m.channel).sort()).toEqual([
      "email",
      "sms",
    ]);

    // Numbered within the workflow: Bob's first run is his #1 whatever ran before it, and the
    // list numbers every run of a workflow in order.
    expect(run.number).toBe(1);
    const fresh = await call("POST", "/api/workflows", bob, runnableWorkflow("Bob's second"));
    const bobsId = ((await fresh.json()) as WorkflowRecord).id;
    const bobs = [];
    for (let i = 0; i < 2; i++) {
      const res = await call("POST", `/api/workflows/${bobsId}/run`, bob, {});
      bobs.push((await res.json()) as ExecutionRecord);
    }
    expect(bobs.map((r) => r.number)).toEqual([1, 2]);
    expect(bobs[0].id).toBeGreaterThan(run.id);
    const listed = (await (
      await call("GET", `/api/workflows/${bobsId}/executions`, bob)
    ).json()) as ExecutionRecord[];
    expect(listed.map((r) => r.number)).toEqual([2, 1]);

    // Inactive: Run is refused.
    await call("PATCH", `/api/workflows/${id}`, alice, { isActive: false });
    expect((await call("POST", `/api/workflows/${id}/run`, alice, {})).status).toBe(409);
  }, 60_000);

  it("a CRM Update creates a visitor's contact once per address, and every later run updates it", async () => {
    const { db } = ctx.services.database;
    const flow = triggeredChain("Contacts", [runnableStep("c")]);
    const saveFor = async (cookie: string) =>
      ((await (await call("POST", "/api/workflows", cookie, flow)).json()) as WorkflowRecord).id;
    const runWith = async (cookie: string, id: number, event: Record<string, string>) => {
      const started = (await (
        await call("POST", `/api/workflows/${id}/run`, cookie, { triggerData: event })
      ).json()) as ExecutionRecord;
      return eventually(
        async () => {
          const list = (await (
            await call("GET", `/api/workflows/${id}/executions`, cookie)
          ).json()) as ExecutionRecord[];
          const run = list.find((e) => e.id === started.id);
          return run?.status === "completed" || run?.status === "failed" ? run : null;
        },
        { timeoutMs: 30_000, intervalMs: 200, what: "the run to finish" },
      );
    };
    const grace = async () =>
      (await db.select().from(crmContacts)).filter(
        (c) => c.email.trim().toLowerCase() === "grace@example.com",
      );
    const crmStep = (run: ExecutionRecord) => run.steps.find((s) => s.nodeId === "c")!;

    const alices = await saveFor(alice);
    const first = await runWith(alice, alices, {
      name: "Grace Hopper",
      email: "grace@example.com",
      company: "Navy",
    });
    expect(first.status).toBe("completed");
    expect(crmStep(first).output).toMatchObject({ contactSaved: "created" });
    expect(stepSummary(crmStep(first))).toBe("Added Grace Hopper to the CRM as a new contact");
    // The same address in another case, with spaces around it and no company: the same
    // contact, renamed, its company kept.
    const second = await runWith(alice, alices, {
      name: "Grace B. Hopper",
      email: "  GRACE@Example.COM ",
      company: "",
    });
    expect(second.status).toBe("completed");
    expect(crmStep(second).output).toMatchObject({
      contactSaved: "updated",
      contactId: (crmStep(first).output as { contactId: number }).contactId,
      contact: { name: "Grace B. Hopper", email: "GRACE@Example.COM", company: "Navy" },
    });
    expect(stepSummary(crmStep(second))).toBe("Updated Grace B. Hopper, already in the CRM");
    expect(await grace()).toEqual([
      expect.objectContaining({
        name: "Grace B. Hopper",
        email: "GRACE@Example.COM",
        company: "Navy",
        executionId: first.id,
        nodeId: "c",
      }),
    ]);
    // Another visitor's run with the same address has a contact of its own.
    const bobs = await saveFor(bob);
    const his = await runWith(bob, bobs, { name: "G. Hopper", email: "grace@example.com" });
    expect(crmStep(his).output).toMatchObject({ contactSaved: "created" });
    expect((await grace()).map((c) => c.name).sort()).toEqual(["G. Hopper", "Grace B. Hopper"]);
    // A test run still stores nothing.
    const tested = await call("POST", "/api/workflows/test-run", alice, {
      workflow: flow,
      triggerData: { name: "Grace", email: "grace@example.com" },
    });
    // It says what the run would: Grace is Alice's contact already.
    expect(crmStep((await tested.json()) as ExecutionRecord).output).toMatchObject({
      testRun: true,
      contactSaved: "updated",
    });
    expect(await grace()).toHaveLength(2);
    await call("DELETE", `/api/workflows/${alices}`, alice);
    await call("DELETE", `/api/workflows/${bobs}`, bob);
  }, 90_000);
});
