import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { automationRequests } from "../../db/schema";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { spoolDir } from "../platform/storage";

const fields = {
  fullName: "Grace Hopper",
  email: "grace.intake@example.com",
  preferredContact: "Email",
  taskDescription: "Our weekly sales report is copied from three spreadsheets by hand.",
};

/** What the form on /contact sends without scripts: multipart, its token, no key, no fill time. */
function formPost(values: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(values)) body.append(k, v);
  // An empty file input still sends its part.
  body.append("supportingFile", new Blob([]), "");
  return { method: "POST", body };
}

describe.each(testEngines)("a consultation sent by a form without scripts, on %s", (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { RATE_LIMIT_CONSULTATIONS_PER_HOUR: "100" });
  });
  afterAll(async () => ctx?.close());

  const rowsFor = (email: string) =>
    ctx.database.db.select().from(automationRequests).where(eq(automationRequests.email, email));

  it("counts the fill time from when the server made the form: at once is too fast", async () => {
    const formToken = ctx.services.formTokens.issue();
    const res = await ctx.app.request(
      "/api/workflow-consultation",
      formPost({ ...fields, email: "quick@example.com", formToken }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/quicker than a person/);
    expect(await rowsFor("quick@example.com")).toHaveLength(0);
  });

  it("a person who took their time is taken; the same form sent again, then with scripts, is stored once", async () => {
    const formToken = ctx.services.formTokens.issue(new Date(Date.now() - 20_000));
    const first = await ctx.app.request(
      "/api/workflow-consultation",
      formPost({ ...fields, formToken }),
    );
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    // Back, and the same form sent again without scripts.
    const again = await ctx.app.request(
      "/api/workflow-consultation",
      formPost({ ...fields, formToken }),
    );
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: number }).id).toBe(id);
    // The same form once its scripts have arrived: they send the form's token as the key.
    const withScripts = await ctx.app.request(
      "/api/workflow-consultation",
      jsonRequest("POST", { ...fields, idempotencyKey: formToken, fillMs: 25_000 }),
    );
    expect(withScripts.status).toBe(200);
    expect(((await withScripts.json()) as { id: number }).id).toBe(id);
    const rows = await rowsFor(fields.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idempotencyKey).toBe(formToken);
  });

  it("other answers under the same form's token are refused, never dropped with a thank-you", async () => {
    const formToken = ctx.services.formTokens.issue(new Date(Date.now() - 20_000));
    const email = "changed.mind@example.com";
    expect(
      (
        await ctx.app.request(
          "/api/workflow-consultation",
          formPost({ ...fields, email, formToken }),
        )
      ).status,
    ).toBe(201);
    const changed = await ctx.app.request(
      "/api/workflow-consultation",
      formPost({
        ...fields,
        email,
        formToken,
        taskDescription: "Something else entirely, typed again.",
      }),
    );
    expect(changed.status).toBe(409);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("a token the server did not make is neither a key nor a fill time", async () => {
    const real = ctx.services.formTokens.issue(new Date(Date.now() - 20_000));
    const forged = `${real.slice(0, 45)}${real[45] === "A" ? "B" : "A"}`;
    const email = "forged@example.com";
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.request(
        "/api/workflow-consultation",
        formPost({ ...fields, email, formToken: forged }),
      );
      expect(res.status).toBe(201);
    }
    const rows = await rowsFor(email);
    expect(rows.map((r) => r.idempotencyKey)).toEqual([null, null]);
  });

  it("with scripts, the time since the form's token was made counts too: Back to a filled form is not too fast", async () => {
    const formToken = ctx.services.formTokens.issue(new Date(Date.now() - 20_000));
    const email = "came.back@example.com";
    // The page came back from the browser's cache and its scripts measured half a second.
    const res = await ctx.app.request(
      "/api/workflow-consultation",
      jsonRequest("POST", { ...fields, email, idempotencyKey: formToken, fillMs: 500 }),
    );
    expect(res.status).toBe(201);
    // Sent again at once: the same request, answered, never "quicker than a person".
    const again = await ctx.app.request(
      "/api/workflow-consultation",
      jsonRequest("POST", { ...fields, email, idempotencyKey: formToken, fillMs: 100 }),
    );
    expect(again.status).toBe(200);
    expect(await rowsFor(email)).toHaveLength(1);
    // A key the server did not make lends no time: a quick first send is still refused.
    const quick = await ctx.app.request(
      "/api/workflow-consultation",
      jsonRequest("POST", {
        ...fields,
        email: "made.up.key@example.com",
        idempotencyKey: "made-up-key-0123456789",
        fillMs: 100,
      }),
    );
    expect(quick.status).toBe(400);
  });

  it("a refused file leaves what was typed for the page to show again", async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    const exe = new Uint8Array(1024);
    exe.set([0x4d, 0x5a]);
    body.append("supportingFile", new Blob([exe]), "report.pdf");
    const outcome = await ctx.services.consultations.receive(
      new Request("http://localhost/contact?form=consultation", { method: "POST", body }),
      { ip: "127.0.0.9", requestId: "test" },
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.status).toBe(415);
    expect(outcome.error.fields?.supportingFile).toMatch(/not accepted/);
    expect(outcome.values).toMatchObject(fields);
  });

  it("the browser's own fill time wins over the form's token", async () => {
    const formToken = ctx.services.formTokens.issue();
    const res = await ctx.app.request(
      "/api/workflow-consultation",
      jsonRequest("POST", {
        ...fields,
        email: "typed.before.scripts@example.com",
        formToken,
        fillMs: 9_000,
      }),
    );
    expect(res.status).toBe(201);
  });
});

describe.each(testEngines)("the consultation rate limit, on %s", (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { RATE_LIMIT_CONSULTATIONS_PER_HOUR: "2" });
  });
  afterAll(async () => ctx?.close());

  const rowsFor = (email: string) =>
    ctx.database.db.select().from(automationRequests).where(eq(automationRequests.email, email));
  const taken = (ip: string, email: string, formToken?: string) =>
    ctx.app.request(
      "/api/workflow-consultation",
      jsonRequest(
        "POST",
        { ...fields, email, fillMs: 9_000, ...(formToken ? { idempotencyKey: formToken } : {}) },
        { "x-test-ip": ip },
      ),
    );
  /** What /contact's form sends without scripts, with a file, as its action hands it on. */
  const sentByForm = (ip: string, email: string) => {
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...fields, email })) body.append(k, v);
    body.append("formToken", ctx.services.formTokens.issue(new Date(Date.now() - 20_000)));
    body.append("supportingFile", new Blob(["Step 1: open the email\n"]), "process.txt");
    return ctx.services.consultations.receive(
      new Request("http://localhost/contact?form=consultation", { method: "POST", body }),
      { ip, requestId: "test" },
    );
  };

  it("counts only the requests it takes: attempts refused for their fields, file or speed cost nothing", async () => {
    const ip = "198.51.100.21";
    const post = (body: unknown) =>
      ctx.app.request("/api/workflow-consultation", jsonRequest("POST", body, { "x-test-ip": ip }));
    for (let i = 0; i < 3; i++) {
      expect((await post({ ...fields, email: "not-an-email", fillMs: 9_000 })).status).toBe(400);
    }
    expect((await post({ ...fields, email: "quick@example.com", fillMs: 100 })).status).toBe(400);
    const exe = new FormData();
    for (const [k, v] of Object.entries(fields)) exe.append(k, v);
    exe.append("supportingFile", new Blob([new Uint8Array([0x4d, 0x5a, 0, 0])]), "report.pdf");
    const refusedFile = await ctx.app.request("/api/workflow-consultation", {
      method: "POST",
      body: exe,
      headers: { "x-test-ip": ip },
    });
    expect(refusedFile.status).toBe(415);
    // The limit is two an hour, and the person has sent none that was taken.
    expect((await taken(ip, "first.taken@example.com")).status).toBe(201);
    expect((await taken(ip, "second.taken@example.com")).status).toBe(201);
    const third = await taken(ip, "third.taken@example.com");
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await third.json()) as { error: string }).error).toMatch(
      /You have sent several requests in the last hour/,
    );
    expect(await rowsFor("third.taken@example.com")).toHaveLength(0);
  });

  it("over the limit, the form sent without scripts keeps what was typed and names the file to choose again", async () => {
    const ip = "198.51.100.22";
    expect((await taken(ip, "a.limit@example.com")).status).toBe(201);
    expect((await taken(ip, "b.limit@example.com")).status).toBe(201);
    const outcome = await sentByForm(ip, "c.limit@example.com");
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.status).toBe(429);
    expect(outcome.values).toMatchObject({ ...fields, email: "c.limit@example.com" });
    expect(outcome.values.formToken).toBeTruthy();
    expect(outcome.fileName).toBe("process.txt");
    expect(await rowsFor("c.limit@example.com")).toHaveLength(0);
    // The file was read past, never written.
    const spool = spoolDir(ctx.services.env);
    expect(fs.existsSync(spool) ? fs.readdirSync(spool) : []).toEqual([]);
  });

  it("a request already stored, sent again at the limit, is answered as before", async () => {
    const ip = "198.51.100.23";
    const formToken = ctx.services.formTokens.issue(new Date(Date.now() - 20_000));
    const first = await taken(ip, "again.limit@example.com", formToken);
    expect(first.status).toBe(201);
    expect((await taken(ip, "other.limit@example.com")).status).toBe(201);
    const again = await taken(ip, "again.limit@example.com", formToken);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: number }).id).toBe(
      ((await first.json()) as { id: number }).id,
    );
  });
});
