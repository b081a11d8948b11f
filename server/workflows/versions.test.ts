/**
 * Two tabs editing one workflow: each change carries the version it was made from, and a change
 * made from a version another change has replaced is refused (409) instead of overwriting it.
 * On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set, where changes really run at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkflowRecord } from "../../lib/workflows";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { draftOf, runnableWorkflow } from "./testing";

type Stale = { error: string; fields: Record<string, string>; current: WorkflowRecord };

describe.each(testEngines)("workflow versions on %s", (engine) => {
  let ctx: TestContext;
  let ip = 0;
  let cookie = "";
  const call = (method: string, path: string, body?: unknown) =>
    ctx.app.request(path, {
      ...jsonRequest(method, body ?? {}, {
        "x-test-ip": `198.18.9.${++ip % 250}`,
        ...(cookie ? { cookie } : {}),
      }),
      ...(method === "GET" ? { body: undefined } : {}),
    });
  const read = async (id: number) =>
    (await (await call("GET", `/api/workflows/${id}`)).json()) as WorkflowRecord;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    const first = await call("POST", "/api/workflows", runnableWorkflow("First"));
    cookie = (first.headers.get("set-cookie") ?? "").split(";")[0];
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
  });

  async function created(name: string): Promise<WorkflowRecord> {
    const res = await call("POST", "/api/workflows", runnableWorkflow(name));
    expect(res.status).toBe(201);
    return (await res.json()) as WorkflowRecord;
  }

  it("a workflow starts at version 1, and every change (PUT or PATCH) moves it one on, in every answer", async () => {
    const w = await created("Counted");
    expect(w.version).toBe(1);
    const list = (await (await call("GET", "/api/workflows")).json()) as WorkflowRecord[];
    expect(list.find((x) => x.id === w.id)?.version).toBe(1);
    const put = (await (
      await call("PUT", `/api/workflows/${w.id}`, { ...draftOf(w), name: "Renamed", version: 1 })
    ).json()) as WorkflowRecord;
    expect([put.name, put.version]).toEqual(["Renamed", 2]);
    const patched = (await (
      await call("PATCH", `/api/workflows/${w.id}`, { isActive: false, version: 2 })
    ).json()) as WorkflowRecord;
    expect([patched.isActive, patched.version]).toEqual([false, 3]);
    expect((await read(w.id)).version).toBe(3);
  });

  it("a change made from an older version is a 409 saying so, with the workflow as it is now, and changes nothing", async () => {
    const w = await created("Two tabs");
    // Tab A and tab B both opened version 1; B saves first.
    const b = await call("PUT", `/api/workflows/${w.id}`, {
      ...draftOf(w),
      name: "B's name",
      version: 1,
    });
    expect(b.status).toBe(200);
    const a = await call("PUT", `/api/workflows/${w.id}`, {
      ...draftOf(w),
      description: "A's description",
      version: 1,
    });
    expect(a.status).toBe(409);
    const stale = (await a.json()) as Stale;
    expect(stale.error).toBe(
      'This workflow was changed in another tab or by someone else: your change was made to version 1, and it is at version 2 now. Get it again to see that change, or send yours with "version": 2 to overwrite it.',
    );
    expect(stale.fields.version).toBe(stale.error);
    expect(stale.current).toEqual(await read(w.id));
    expect([stale.current.name, stale.current.description, stale.current.version]).toEqual([
      "B's name",
      w.description,
      2,
    ]);
    // Keep mine: sent again from the version seen now, it is stored.
    const again = await call("PUT", `/api/workflows/${w.id}`, {
      ...draftOf(w),
      description: "A's description",
      version: stale.current.version,
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as WorkflowRecord).version).toBe(3);
    // Switching Active from a version no longer the latest: the same answer.
    const patch = await call("PATCH", `/api/workflows/${w.id}`, { isActive: false, version: 2 });
    expect(patch.status).toBe(409);
    expect(((await patch.json()) as Stale).current.version).toBe(3);
    expect((await read(w.id)).isActive).toBe(true);
  });

  it("a change without a version is stored whatever came before, as old clients expect", async () => {
    const w = await created("Old client");
    await call("PUT", `/api/workflows/${w.id}`, { ...draftOf(w), name: "Elsewhere", version: 1 });
    const old = await call("PUT", `/api/workflows/${w.id}`, draftOf(w));
    expect(old.status).toBe(200);
    expect(((await old.json()) as WorkflowRecord).version).toBe(3);
    const toggled = await call("PATCH", `/api/workflows/${w.id}`, { isActive: false });
    expect(((await toggled.json()) as WorkflowRecord).version).toBe(4);
  });

  it("of changes sent at once from one version exactly one is stored; the others are told", async () => {
    const w = await created("Race");
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call("PUT", `/api/workflows/${w.id}`, { ...draftOf(w), name: `Tab ${i}`, version: 1 }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = (await answers.find((r) => r.status === 200)?.json()) as WorkflowRecord;
    const now = await read(w.id);
    expect([now.name, now.version]).toEqual([winner.name, 2]);
    for (const loser of answers.filter((r) => r.status === 409)) {
      expect(((await loser.json()) as Stale).current.version).toBe(2);
    }
  });

  it("refuses a version that is not one, a version on a new workflow, and a version of a workflow not the caller's", async () => {
    const w = await created("Odd versions");
    for (const version of ["1", 0, -1, 1.5, null, 2 ** 31]) {
      const res = await call("PUT", `/api/workflows/${w.id}`, { ...draftOf(w), version });
      expect(res.status, JSON.stringify(version)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/^Version /);
    }
    const post = await call("POST", "/api/workflows", { ...draftOf(w), version: 1 });
    expect(post.status).toBe(400);
    expect(((await post.json()) as { error: string }).error).toBe(
      '"version" is set by the server and cannot be sent: leave it out.',
    );
    // Another visitor's workflow, with its right version: not found, as without one.
    const mine = cookie;
    cookie = "";
    const stranger = await call("PUT", `/api/workflows/${w.id}`, { ...draftOf(w), version: 1 });
    cookie = mine;
    expect(stranger.status).toBe(404);
    // Deleted in another tab: the change finds nothing, whatever version it carries.
    await call("DELETE", `/api/workflows/${w.id}`);
    const gone = await call("PUT", `/api/workflows/${w.id}`, { ...draftOf(w), version: 1 });
    expect(gone.status).toBe(404);
    expect((await read(w.id)).version).toBeUndefined();
  });
  it("a DELETE may say the version it was read at: a later one is a 409 with the workflow as it is now; without one it deletes", async () => {
    const w = await created("Deleted from a tab");
    await call("PATCH", `/api/workflows/${w.id}`, { isActive: false, version: 1 });
    const stale = await call("DELETE", `/api/workflows/${w.id}?version=1`);
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as Stale;
    expect(Object.keys(body.fields)).toEqual(["version"]);
    expect(body.current).toMatchObject({ id: w.id, version: 2 });
    expect((await read(w.id)).version).toBe(2);
    for (const [query, field] of [
      ["version=abc", "version"],
      ["version=0", "version"],
      ["version=1.5", "version"],
      // A misspelt key is the query's, not the body's: a DELETE has none.
      ["verison=2", "query"],
    ]) {
      const bad = await call("DELETE", `/api/workflows/${w.id}?${query}`);
      expect(bad.status, query).toBe(400);
      expect(Object.keys(((await bad.json()) as Stale).fields), query).toEqual([field]);
    }
    const misspelt = (await (
      await call("DELETE", `/api/workflows/${w.id}?verison=2`)
    ).json()) as Stale;
    expect(misspelt.error).toMatch(/^Unknown field "verison" in the query\./);
    const done = await call("DELETE", `/api/workflows/${w.id}?version=2`);
    expect([done.status, await done.json()]).toEqual([200, { id: w.id, deleted: true }]);
    expect((await call("GET", `/api/workflows/${w.id}`)).status).toBe(404);
    // Gone: a version does not turn its 404 into a 409.
    expect((await call("DELETE", `/api/workflows/${w.id}?version=2`)).status).toBe(404);
    const plain = await created("Deleted without a version");
    await call("PATCH", `/api/workflows/${plain.id}`, { isActive: false });
    expect((await call("DELETE", `/api/workflows/${plain.id}`)).status).toBe(200);
  });

  it("of a DELETE and a change sent at once from one version exactly one is done", async () => {
    const w = await created("Raced");
    const [removed, renamed] = await Promise.all([
      call("DELETE", `/api/workflows/${w.id}?version=1`),
      call("PUT", `/api/workflows/${w.id}`, { ...draftOf(w), name: "Renamed", version: 1 }),
    ]);
    const statuses = [removed.status, renamed.status].sort();
    expect([
      [200, 409],
      [200, 404],
    ]).toContainEqual(statuses);
    const now = await call("GET", `/api/workflows/${w.id}`);
    if (removed.status === 200) expect(now.status).toBe(404);
    else expect(((await now.json()) as WorkflowRecord).name).toBe("Renamed");
  });
});
