import { type Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { adminTexts } from "../../content/admin";
import {
  CSRF_HEADER,
  exportQuerySchema,
  inboxQuerySchema,
  peopleQuerySchema,
  loginSchema,
  noteSchema,
  statusChangeSchema,
} from "../../lib/admin";
import type { Env } from "../platform/env";
import { AppError } from "../platform/errors";
import { clientIp } from "../platform/http/client-ip";
import { answerMethodNotAllowed } from "../platform/http/methods";
import { parseWith, readJson, readQuery, recordIdParam } from "../platform/http/request";
import { type AdminEnv, privateHeaders, requireCsrf, requireStaff } from "./guard";
import { inboxCsv, peopleCsv } from "./csv";
import type { AdminService } from "./service";
import { contentDisposition } from "../platform/storage/content-disposition";
import { fileContentSecurityPolicy } from "../platform/storage/routes";
import { LOGIN_CSRF_COOKIE, SESSION_COOKIE, sameToken } from "./sessions";

const kindParam = z.object({ kind: z.string().regex(/^[a-z][a-z_]*$/, "Unknown kind") });
const { ids } = adminTexts;
const personIdOf = (c: Context) => recordIdParam(c, "id", ids.person.name, ids.person.example);
/** An item's URL names its kind and its id. */
function itemOf(c: Context): { kind: string; id: number } {
  const { kind } = parseWith(kindParam, { kind: c.req.param("kind") });
  return { kind, id: recordIdParam(c, "id", ids.item.name, ids.item.example) };
}

/** /api/admin/*: the staff inbox's API. Every call but sign-in needs a session. */
export function createAdminRouter(services: {
  admin: AdminService;
  env: Pick<Env, "TRUST_PROXY">;
}): Hono<AdminEnv> {
  const api = new Hono<AdminEnv>();
  const admin = () => services.admin;
  api.use("*", privateHeaders);

  api.post("/login", async (c) => {
    const input = await readJson(c, loginSchema);
    // Double submit: the sign-in page set this cookie and put the same token in the form.
    const expected = getCookie(c, LOGIN_CSRF_COOKIE);
    if (!sameToken(c.req.header(CSRF_HEADER) ?? input.csrf, expected)) {
      throw new AppError("forbidden", adminTexts.csrfMissing);
    }
    const ip = clientIp(c, services.env.TRUST_PROXY);
    const session = await admin().login({ login: input.login, password: input.password, ip });
    setCookie(c, SESSION_COOKIE, session.token, admin().cookies.session);
    return c.json({ username: session.user.username, csrfToken: session.csrfToken });
  });

  api.use("*", requireStaff(services), requireCsrf());

  api.post("/logout", async (c) => {
    await admin().sessions.destroy(getCookie(c, SESSION_COOKIE));
    setCookie(c, SESSION_COOKIE, "", { ...admin().cookies.session, maxAge: 0 });
    return c.json({ ok: true });
  });

  api.get("/session", async (c) => {
    const staff = c.get("staff");
    return c.json({
      user: staff.user,
      csrfToken: staff.csrfToken,
      newCount: await admin().people.newCount(),
    });
  });

  api.get("/people", async (c) => {
    const query = readQuery(c, peopleQuerySchema);
    return c.json(await admin().people.list(query));
  });

  // One row per person, or one per item (every record on its own line), as the staff chose.
  api.get("/people/export.csv", async (c) => {
    const query = readQuery(c, exportQuerySchema);
    const day = new Date().toISOString().slice(0, 10);
    const headers = { "Content-Type": "text/csv; charset=utf-8" };
    if (query.by === "person") {
      return c.body(peopleCsv(admin().people.exportPeople(query)), 200, {
        ...headers,
        "Content-Disposition": contentDisposition(`people-${day}.csv`),
      });
    }
    const inbox = admin().inbox;
    const items = { q: query.q };
    return c.body(inboxCsv(inbox.exportRows(items), inbox.csvColumnsFor(items)), 200, {
      ...headers,
      "Content-Disposition": contentDisposition(`inbox-items-${day}.csv`),
    });
  });

  api.get("/people/:id", async (c) => {
    const id = personIdOf(c);
    return c.json(await admin().people.detail(id));
  });

  api.post("/people/:id/status", async (c) => {
    const id = personIdOf(c);
    const { status } = await readJson(c, statusChangeSchema);
    return c.json(await admin().people.changeStatus(id, status, c.get("staff").user.id));
  });

  api.post("/people/:id/notes", async (c) => {
    const id = personIdOf(c);
    const { body } = await readJson(c, noteSchema);
    return c.json(await admin().people.addNote(id, body, c.get("staff").user.id), 201);
  });

  api.get("/calls", async (c) => c.json(await admin().people.calls()));

  api.get("/items", async (c) => {
    const query = readQuery(c, inboxQuerySchema);
    return c.json(await admin().inbox.list(query, query.page));
  });

  api.get("/items/export.csv", async (c) => {
    const query = readQuery(c, inboxQuerySchema);
    const inbox = admin().inbox;
    const columns = inbox.csvColumnsFor(query);
    const body = inboxCsv(inbox.exportRows(query), columns);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(`inbox-${day}.csv`),
    });
  });

  api.get("/items/:kind/:id", async (c) => {
    const { kind, id } = itemOf(c);
    return c.json(await admin().inbox.detail(kind, id));
  });

  api.get("/items/:kind/:id/file", async (c) => {
    const { kind, id } = itemOf(c);
    const file = await admin().fileOf(kind, id);
    return c.body(file.body, 200, {
      "Content-Type": file.meta.mimeType || "application/octet-stream",
      "Content-Disposition": contentDisposition(file.meta.originalName),
      "X-Content-Type-Options": "nosniff",
      // A visitor's bytes, opened in a staff member's tab, must run and load nothing.
      "Content-Security-Policy": fileContentSecurityPolicy,
      ...(file.size !== undefined ? { "Content-Length": String(file.size) } : {}),
    });
  });

  api.post("/items/:kind/:id/status", async (c) => {
    const { kind, id } = itemOf(c);
    const { status } = await readJson(c, statusChangeSchema);
    // The status is the person's: an item of a person moves its person.
    const personId = await admin().people.personOfItem(kind, id);
    const result = personId
      ? await admin().people.changeStatus(personId, status, c.get("staff").user.id)
      : await admin().inbox.changeStatus(kind, id, status, c.get("staff").user.id);
    return c.json(result);
  });

  api.post("/items/:kind/:id/notes", async (c) => {
    const { kind, id } = itemOf(c);
    const { body } = await readJson(c, noteSchema);
    const personId = await admin().people.personOfItem(kind, id);
    const note = personId
      ? await admin().people.addNote(personId, body, c.get("staff").user.id, { kind, id })
      : await admin().inbox.addNote(kind, id, body, c.get("staff").user.id);
    return c.json(note, 201);
  });

  api.post("/items/:kind/:id/deliveries/:deliveryId/retry", async (c) => {
    const { kind, id } = itemOf(c);
    const deliveryId = recordIdParam(c, "deliveryId", ids.delivery.name, ids.delivery.example);
    await admin().inbox.retryDelivery(kind, id, deliveryId, c.get("staff").user.id);
    return c.json({ ok: true, message: adminTexts.retryQueued }, 202);
  });

  api.get("/stats", async (c) => c.json(await admin().stats()));

  // Behind the session check, a method a path does not take is answered only to staff: a caller
  // without a session learns nothing of the staff API's paths, whatever the method (a 401).
  const staffPaths = new Set(
    api.routes.map((r) => r.path).filter((p) => p !== "/login" && p !== "/*"),
  );
  for (const path of staffPaths) api.all(path, (c) => answerMethodNotAllowed(c));

  return api;
}
