import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { businessInquiries, people } from "../../db/schema";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, type TestContext } from "../../tests/helpers/services";
import { addStaff } from "./staff";

type RouteArgs = {
  request: Request;
  params: Record<string, string>;
  context: AppLoadContext;
};
type RouteModule = {
  loader?: (args: RouteArgs) => Promise<unknown>;
  action?: (args: RouteArgs) => Promise<unknown>;
};

/** Every route module of app/routes.ts with the URL path it answers (params as :name). */
function flatten(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

const modules = import.meta.glob<RouteModule>("../../app/routes/*.tsx");
/** Staff pages: /admin and everything under it but the sign-in page. */
const staffRoutes = flatten(routes).filter(
  (r) => /^admin(\/|$)/i.test(r.path) && r.path !== "admin/login",
);

describe.each(testEngines)("staff page loaders on %s", (engine) => {
  let ctx: TestContext;
  let context: AppLoadContext;
  let cookie: string;
  let inquiryId: number;
  let personId: number;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    context = {
      nonce: "",
      requestId: "test",
      services: ctx.services,
      clientIp: "127.0.0.1",
      inlineStylesheet: () => undefined,
    } as AppLoadContext;
    const { user } = await addStaff(ctx.services.database, {
      username: "dora",
      email: "dora@example.com",
      password: "a long enough password",
    });
    cookie = `rw_staff=${(await ctx.services.admin.sessions.create(user.id)).token}`;
    const [person] = await ctx.services.database.db
      .insert(people)
      .values({
        emailKey: "quillon.secret@example.com",
        email: "quillon.secret@example.com",
        name: "Quillon Secretface",
        company: "Hidden Ltd",
      })
      .returning({ id: people.id });
    personId = person.id;
    const [row] = await ctx.services.database.db
      .insert(businessInquiries)
      .values({
        personId,
        firstName: "Quillon",
        lastName: "Secretface",
        email: "quillon.secret@example.com",
        company: "Hidden Ltd",
        service: "website",
        message: "private message",
        answers: {},
      })
      .returning({ id: businessInquiries.id });
    inquiryId = row.id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Calls every loader and action of every staff route module, as React Router would. */
  async function callAll(headers: Record<string, string>) {
    const calls: { name: string; result: Promise<{ value: unknown } | { thrown: unknown }> }[] = [];
    for (const route of staffRoutes) {
      const load = modules[`../../app/${route.file}`];
      if (!load) throw new Error(`no module for ${route.file}`);
      const module = await load();
      // A person's page names the person; an item's names the inquiry.
      const id = String(route.path.startsWith("admin/people") ? personId : inquiryId);
      const path = `/${route.path.replace(":kind", "inquiry").replace(":id", id)}`;
      const params = { kind: "inquiry", id };
      for (const [kind, fn] of [
        ["loader", module.loader],
        ["action", module.action],
      ] as const) {
        if (!fn) continue;
        const method = kind === "loader" ? "GET" : "POST";
        // A data request naming this route alone: the layout's loader does not run.
        const request = new Request(`http://localhost${path}.data?_routes=x`, { method, headers });
        calls.push({
          name: `${route.file} ${kind}`,
          // Settled at once: a refusal is an expected outcome, not an unhandled rejection.
          result: fn({ request, params, context }).then(
            (value) => ({ value }),
            (thrown: unknown) => ({ thrown }),
          ),
        });
      }
    }
    return calls;
  }

  it("covers the layout, the people list, a person, calls, runs, an item and the dashboard", () => {
    expect(staffRoutes.map((r) => r.file).sort()).toEqual([
      "routes/admin-calls.tsx",
      "routes/admin-dashboard.tsx",
      "routes/admin-item.tsx",
      "routes/admin-people.tsx",
      "routes/admin-person.tsx",
      "routes/admin-runs.tsx",
      "routes/admin.tsx",
    ]);
  });

  it("every staff loader and action refuses a request without a session, on its own", async () => {
    const anonymous: Record<string, string>[] = [{}, { cookie: "rw_staff=not-a-session" }];
    for (const headers of anonymous) {
      const calls = await callAll(headers);
      expect(calls.length).toBeGreaterThanOrEqual(7);
      for (const { name, result } of calls) {
        const outcome = await result;
        expect("thrown" in outcome, `${name} answered without a session`).toBe(true);
        const thrown = (outcome as { thrown: unknown }).thrown;
        expect(thrown, name).toBeInstanceOf(Response);
        expect((thrown as Response).status, name).toBe(302);
        expect((thrown as Response).headers.get("location"), name).toBe("/admin/login");
        expect(await (thrown as Response).text(), name).not.toContain("Quillon");
      }
    }
  });

  it("every staff loader answers with a session", async () => {
    const calls = await callAll({ cookie });
    const itemCall = "routes/admin-item.tsx loader";
    const results = await Promise.all(
      calls.map(async (c) => {
        const outcome = await c.result;
        if (c.name === itemCall) return outcome;
        expect("value" in outcome, `${c.name} refused a session`).toBe(true);
        return (outcome as { value: unknown }).value;
      }),
    );
    // The person's inquiry opens on the person's page, at the inquiry.
    const item = results[calls.findIndex((c) => c.name === itemCall)] as { thrown?: unknown };
    expect(item.thrown).toBeInstanceOf(Response);
    expect((item.thrown as Response).headers.get("location")).toBe(
      `/admin/people/${personId}#item-inquiry-${inquiryId}`,
    );
    const person = results[calls.findIndex((c) => c.name === "routes/admin-person.tsx loader")];
    expect(JSON.stringify(person)).toContain("quillon.secret@example.com");
    const list = results[calls.findIndex((c) => c.name === "routes/admin-people.tsx loader")];
    expect(JSON.stringify(list)).toContain("Quillon");
  });

  it("an item id out of the database's range is not found, never a server error", async () => {
    const module = await modules["../../app/routes/admin-item.tsx"]();
    for (const id of ["99999999999", "2147483648", "1e99", "-1", "0", "1.5", "abc"]) {
      const request = new Request(`http://localhost/admin/items/inquiry/${id}`, {
        headers: { cookie },
      });
      const thrown = await module
        .loader?.({ request, params: { kind: "inquiry", id }, context })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(thrown, id).toMatchObject({ init: { status: 404 } });
    }
  });

  it("a person id out of range, or of nobody, is not found, never a server error", async () => {
    const module = await modules["../../app/routes/admin-person.tsx"]();
    for (const id of ["99999999999", "2147483647", "1e99", "-1", "0", "1.5", "abc"]) {
      const request = new Request(`http://localhost/admin/people/${id}`, { headers: { cookie } });
      const thrown = await module.loader?.({ request, params: { id }, context }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(thrown, id).toMatchObject({ init: { status: 404 } });
    }
  });
});
