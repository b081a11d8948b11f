/**
 * Every body-taking API endpoint, fed arbitrary values one field at a time: never a 5xx; a 4xx
 * stores nothing; a request carrying a character the edge refuses never succeeds.
 *
 * To add or change an endpoint, edit `endpoints`: each row builds a valid request from the
 * `Fixture` prepared once in `prepare()` (a chat session, a workflow and its visitor cookie, an
 * inquiry, a payment intent, a staff session...). Runs: INPUT_PROPERTY_RUNS (default 400).
 */
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER } from "../../../lib/admin";
import type { CreateIntentResponse } from "../../../lib/payments";
import { testEngines } from "../../../tests/helpers/db";
import { rowsOf } from "../db";
import { createTestContext, type TestContext } from "../../../tests/helpers/services";
import { addStaff } from "../../admin/staff";
import { runnableWorkflow } from "../../workflows/testing";
import { findDisallowedText, hasDisallowedCharacter } from "./text-hygiene";
import { validOrder, validVibeRequest } from "../../../tests/helpers/forms";

const runs = Number(process.env.INPUT_PROPERTY_RUNS ?? 400);

type Fixture = {
  chatSessionId: string;
  chatCookie: string;
  bookingToken: string;
  visitorCookie: string;
  workflowId: number;
  inquiryId: number;
  inquiryEmail: string;
  slot: string;
  clientSecret: string;
  paymentIntentId: string;
  staffCookie: string;
  staffCsrf: string;
  loginToken: string;
};

type Endpoint = {
  name: string;
  method: "POST" | "PUT" | "PATCH";
  path: (f: Fixture) => string;
  body: (f: Fixture) => Record<string, unknown>;
  headers?: (f: Fixture) => Record<string, string>;
  /** Sent as multipart/form-data: every value becomes a text field. */
  multipart?: boolean;
};

const order = validOrder;
const vibe = validVibeRequest;
const consultation = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  preferredContact: "Email",
  taskDescription: "Invoices arrive by email and get typed into QuickBooks by hand.",
  phone: "9195550100",
  currentTools: "QuickBooks",
  idealSolution: "Read the invoices for us",
};

const endpoints: Endpoint[] = [
  {
    name: "chat session",
    method: "POST",
    path: () => "/api/chat/session",
    body: () => ({ client: "web" }),
  },
  {
    name: "chat message",
    method: "POST",
    path: () => "/api/chat/message",
    body: (f) => ({
      sessionId: f.chatSessionId,
      message: "How much is the Pro plan?",
      isUser: true,
    }),
    headers: (f) => ({ cookie: f.chatCookie }),
  },
  {
    name: "inquiry",
    method: "POST",
    path: () => "/api/inquiries",
    body: () => ({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      company: "Engines",
      service: "ai-agent",
      message: "Please call me",
      sessionId: "s-1",
      answers: { automationTask: "Invoices", integrations: ["email"] },
      transcript: "Visitor: hi",
    }),
  },
  {
    name: "plan order",
    method: "POST",
    path: () => "/api/create-payment-intent",
    body: () => ({ plan: "starter", amount: 197, customerInfo: { ...order } }),
  },
  {
    name: "package intent",
    method: "POST",
    path: () => "/api/payment/create-intent",
    body: () => ({
      packageId: "priority_start",
      customerName: "Ada",
      customerEmail: "ada@example.com",
      sessionId: "s-1",
    }),
  },
  {
    name: "vibe coding intent",
    method: "POST",
    path: () => "/api/payment/create-intent",
    body: () => ({
      packageId: "ai_vibe_coding",
      customerName: vibe.name,
      customerEmail: vibe.email,
      sessionId: "s-2",
      metadata: {
        plan: "smart_web_app",
        frequency: "yearly",
        company: vibe.company,
        phone: vibe.phone,
        projectDescription: vibe.projectDescription,
        timeline: "flexible",
      },
    }),
  },
  {
    name: "vibe coding request",
    method: "POST",
    path: () => "/api/payment/vibe-request",
    body: () => ({ ...vibe }),
  },
  {
    name: "payment confirm",
    method: "POST",
    path: () => "/api/payment/confirm",
    body: (f) => ({ paymentIntentId: f.paymentIntentId, customerEmail: "ada@example.com" }),
  },
  {
    name: "sandbox card",
    method: "POST",
    path: () => "/api/payment/sandbox/confirm",
    body: (f) => ({
      clientSecret: f.clientSecret,
      card: { number: "4000 0000 0000 0002", expiry: "12/34", cvc: "123" },
      billing: { name: "Ada" },
    }),
  },
  {
    name: "sandbox authentication",
    method: "POST",
    path: () => "/api/payment/sandbox/authenticate",
    body: (f) => ({ clientSecret: f.clientSecret, approve: false }),
  },
  {
    name: "payment webhook",
    method: "POST",
    path: () => "/api/payment/webhook",
    body: () => ({ id: "evt_1", type: "payment_intent.succeeded", data: { object: {} } }),
  },
  {
    name: "consultation (JSON)",
    method: "POST",
    path: () => "/api/workflow-consultation",
    body: () => ({ ...consultation }),
  },
  {
    name: "consultation (multipart)",
    method: "POST",
    path: () => "/api/workflow-consultation",
    body: () => ({ ...consultation }),
    multipart: true,
  },
  {
    name: "workflow suggestion",
    method: "POST",
    path: () => "/api/workflows/suggest",
    body: () => ({ intent: "When an invoice arrives, add it to the CRM" }),
  },
  {
    name: "workflow create",
    method: "POST",
    path: () => "/api/workflows",
    body: () => runnableWorkflow("Fuzzed"),
    headers: (f) => ({ cookie: f.visitorCookie }),
  },
  {
    name: "workflow update",
    method: "PUT",
    path: (f) => `/api/workflows/${f.workflowId}`,
    body: () => runnableWorkflow("Updated"),
    headers: (f) => ({ cookie: f.visitorCookie }),
  },
  {
    name: "workflow activation",
    method: "PATCH",
    path: (f) => `/api/workflows/${f.workflowId}`,
    body: () => ({ isActive: true }),
    headers: (f) => ({ cookie: f.visitorCookie }),
  },
  {
    name: "workflow run",
    method: "POST",
    path: (f) => `/api/workflows/${f.workflowId}/run`,
    body: () => ({ triggerData: { name: "Ada", email: "ada@example.com", amount: 5 } }),
    headers: (f) => ({ cookie: f.visitorCookie }),
  },
  {
    name: "booking",
    method: "POST",
    path: () => "/api/bookings",
    body: (f) => ({
      inquiryId: f.inquiryId,
      email: f.inquiryEmail,
      token: f.bookingToken,
      start: f.slot,
      timeZone: "Europe/Berlin",
      phone: "+1 919 555 0100",
    }),
  },
  {
    name: "staff sign-in",
    method: "POST",
    path: () => "/api/admin/login",
    body: (f) => ({ login: "fuzz", password: "not the password", csrf: f.loginToken }),
    headers: (f) => ({ cookie: `rw_staff_login=${f.loginToken}` }),
  },
  {
    name: "staff status change",
    method: "POST",
    path: (f) => `/api/admin/items/inquiry/${f.inquiryId}/status`,
    body: () => ({ status: "contacted" }),
    headers: (f) => ({ cookie: f.staffCookie, [CSRF_HEADER]: f.staffCsrf }),
  },
  {
    name: "staff note",
    method: "POST",
    path: (f) => `/api/admin/items/inquiry/${f.inquiryId}/notes`,
    body: () => ({ body: "Called back" }),
    headers: (f) => ({ cookie: f.staffCookie, [CSRF_HEADER]: f.staffCsrf }),
  },
];

/** Tables a request may add records to; rate_limits and page_views are bookkeeping. */
const recordTables = [
  "business_inquiries",
  "leads",
  "chat_sessions",
  "chat_messages",
  "transcript_requests",
  "payments",
  "payment_events",
  "automation_requests",
  "file_metadata",
  "workflows",
  "workflow_executions",
  "workflow_messages",
  "call_bookings",
  "inbox_activity",
  "staff_sessions",
  "users",
  "crm_contacts",
];

/** Characters the edge refuses and those it must keep, mixed into strings. */
const awkwardChar = fc.constantFrom(
  "\u0000",
  "\u0001",
  "\u0008",
  "\u000b",
  "\u000c",
  "\u001b",
  "\u001f",
  "\u007f",
  "\ud800",
  "\udbff",
  "\udc00",
  "\udfff",
  "\t",
  "\n",
  "\r",
  "\u0085",
  "\u200b",
  "\u202e",
  "\ufeff",
  "\ufffd",
  "💜",
  "👩🏽‍💻",
  "é",
  "北",
  "'",
  '"',
  "\\",
  "%00",
  "a",
  " ",
);

const arbitraryString = fc.oneof(
  fc.string({ unit: awkwardChar, maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\ud800b",
    "\udc00",
    "x".repeat(70_000),
    "😀".repeat(5_000),
    "ada@example.com\u0000",
    "1e99",
    "99999999999",
    "-1",
    "__proto__",
  ),
);

const wrongType = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e308, -1e308, 0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(arbitraryString, { maxLength: 3 }),
  fc.dictionary(arbitraryString, arbitraryString, { maxKeys: 3 }),
);

type Leaf = { path: (string | number)[] };

/** Every value in a body, nested ones too, as a path from the root. */
function leavesOf(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) {
    const inner = value.flatMap((v, i) => leavesOf(v, [...path, i]));
    return [{ path }, ...inner].filter((l) => l.path.length);
  }
  if (value && typeof value === "object") {
    const inner = Object.entries(value).flatMap(([k, v]) => leavesOf(v, [...path, k]));
    return [...(path.length ? [{ path }] : []), ...inner];
  }
  return path.length ? [{ path }] : [];
}

function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

function withKey(body: unknown, path: (string | number)[], key: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  // Into the deepest object on the path: a key set on an array would not be sent.
  for (const k of path.slice(0, -1)) {
    const next = at[k];
    if (!next || typeof next !== "object" || Array.isArray(next)) break;
    at = next as Record<string, unknown>;
  }
  at[key] = "value";
  return copy;
}

function multipart(fields: Record<string, unknown>) {
  const boundary = "----relaywise-property-boundary";
  const parts = Object.entries(fields).map(([k, v]) => {
    const text = typeof v === "string" ? v : JSON.stringify(v);
    return `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, "_")}"\r\n\r\n${text}\r\n`;
  });
  return {
    body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A change to one field of a valid body: a new value (any type) or an extra, odd key. */
const mutation = fc.oneof(
  { weight: 5, arbitrary: arbitraryString.map((value) => ({ kind: "value" as const, value })) },
  { weight: 2, arbitrary: wrongType.map((value) => ({ kind: "value" as const, value })) },
  { weight: 1, arbitrary: arbitraryString.map((key) => ({ kind: "key" as const, key })) },
);

const serialized = (value: unknown) => JSON.stringify(value) ?? "";
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

describe.each(testEngines)("every API endpoint under arbitrary input (%s)", (engine) => {
  let ctx: TestContext;
  let fixture: Fixture;
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
  };

  const counts = async () => {
    const select = recordTables.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(", ");
    const result = await ctx.services.database.db.execute(sql.raw(`select ${select}`));
    return rowsOf<Record<string, number>>(result)[0]!;
  };

  async function send(endpoint: Endpoint, body: unknown): Promise<Response> {
    const headers: Record<string, string> = {
      "x-test-ip": nextIp(),
      ...(endpoint.headers?.(fixture) ?? {}),
    };
    if (endpoint.multipart) {
      const form = multipart(body as Record<string, unknown>);
      headers["content-type"] = form.type;
      return ctx.app.request(endpoint.path(fixture), {
        method: endpoint.method,
        headers,
        body: form.body,
      });
    }
    headers["content-type"] = "application/json";
    return ctx.app.request(endpoint.path(fixture), {
      method: endpoint.method,
      headers,
      body: JSON.stringify(body),
    });
  }

  async function prepare(): Promise<Fixture> {
    const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      ctx.app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", "x-test-ip": nextIp(), ...headers },
        body: JSON.stringify(body),
      });
    const chat = await json("/api/chat/session", {});
    const { sessionId: chatSessionId } = (await chat.json()) as { sessionId: string };
    const chatCookie = (chat.headers.get("set-cookie") ?? "").split(";")[0]!;
    const wf = await json("/api/workflows", runnableWorkflow("Fixture"));
    expect(wf.status).toBe(201);
    const visitorCookie = (wf.headers.get("set-cookie") ?? "").split(";")[0]!;
    const { id: workflowId } = (await wf.json()) as { id: number };
    const inquiryEmail = "booker@example.com";
    const inquiry = await json("/api/inquiries", {
      firstName: "Book",
      lastName: "Er",
      email: inquiryEmail,
      service: "website",
    });
    expect(inquiry.status).toBe(201);
    const { id: inquiryId, bookingToken } = (await inquiry.json()) as {
      id: number;
      bookingToken: string;
    };
    const slots = (await (await ctx.app.request("/api/bookings/slots")).json()) as {
      slots: string[];
    };
    const intentRes = await json("/api/create-payment-intent", {
      plan: "starter",
      customerInfo: { ...order, email: "fixture@example.com" },
    });
    const intent = (await intentRes.json()) as CreateIntentResponse;
    const loginToken = "property-login-token";
    const password = "correct horse battery staple";
    await addStaff(ctx.services.database, {
      username: "fuzzer",
      email: "fuzzer@example.com",
      password,
    });
    const login = await json(
      "/api/admin/login",
      { login: "fuzzer", password },
      { cookie: `rw_staff_login=${loginToken}`, [CSRF_HEADER]: loginToken },
    );
    expect(login.status).toBe(200);
    const staffCookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const { csrfToken: staffCsrf } = (await login.json()) as { csrfToken: string };
    return {
      chatSessionId,
      chatCookie,
      bookingToken,
      visitorCookie,
      workflowId,
      inquiryId,
      inquiryEmail,
      slot: slots.slots[0] ?? new Date(Date.now() + 86_400_000).toISOString(),
      clientSecret: intent.clientSecret!,
      paymentIntentId: intent.paymentIntentId!,
      staffCookie,
      staffCsrf,
      loginToken,
    };
  }

  beforeAll(async () => {
    const high = "1000000";
    ctx = await createTestContext(engine, {
      RATE_LIMIT_CHAT_SESSIONS_PER_HOUR: high,
      RATE_LIMIT_CHAT_PER_MINUTE: high,
      RATE_LIMIT_INQUIRIES_PER_HOUR: high,
      RATE_LIMIT_BOOKINGS_PER_HOUR: high,
      RATE_LIMIT_PAYMENTS_PER_HOUR: high,
      RATE_LIMIT_CONSULTATIONS_PER_HOUR: high,
      RATE_LIMIT_WORKFLOW_RUNS_PER_HOUR: high,
      RATE_LIMIT_WORKFLOW_SUGGESTIONS_PER_HOUR: high,
      RATE_LIMIT_ADMIN_LOGIN_PER_MINUTE: high,
      RATE_LIMIT_ADMIN_LOGIN_IP_PER_MINUTE: high,
      WORKFLOW_MAX_PER_VISITOR: high,
    });
    fixture = await prepare();
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it("each endpoint's valid body is accepted (the table is right)", async () => {
    for (const endpoint of endpoints) {
      if (endpoint.name === "payment webhook" || endpoint.name === "staff sign-in") continue;
      const res = await send(endpoint, endpoint.body(fixture));
      expect(res.status, `${endpoint.name}: ${await res.clone().text()}`).toBeLessThan(400);
    }
  });

  it("no query string or route param makes a 5xx; a refused character in one is a 400", async () => {
    /** Percent-encoded UTF-8 (a lone surrogate becomes U+FFFD), or raw escapes of any bytes. */
    const segment = fc.oneof(
      arbitraryString.map((v) =>
        [...Buffer.from(v.slice(0, 300))]
          .map((b) => `%${b.toString(16).padStart(2, "0")}`)
          .join(""),
      ),
      fc.constantFrom(
        "%00",
        "%ED%A0%80",
        "%FF",
        "%",
        "%zz",
        "99999999999",
        "-1",
        "1e99",
        "..%2F..",
      ),
    );
    // [name, url, known 5xx owned elsewhere: the row stays, the property skips it]
    const urls: [string, (x: string) => string, string?][] = [
      ["chat messages", (x) => `/api/chat/${x}/messages`],
      ["chat messages (spec path)", (x) => `/api/chat/messages/${x}`],
      ["workflow", (x) => `/api/workflows/${x}`],
      ["workflow executions", (x) => `/api/workflows/${x}/executions`],
      ["workflows of a user", (x) => `/api/workflows?userId=${x}`],
      ["file link", (x) => `/api/files/${x}`],
      ["staff inbox search", (x) => `/api/admin/items?q=${x}&kind=${x}`],
      ["staff inbox page", (x) => `/api/admin/items?page=${x}`],
      ["staff item", (x) => `/api/admin/items/inquiry/${x}`],
      ["staff person", (x) => `/api/admin/people/${x}`],
      ["staff item kind", (x) => `/api/admin/items/${x}/1`],
      ["staff export", (x) => `/api/admin/items/export.csv?status=${x}`],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...urls.filter((u) => !u[2])),
        segment,
        async ([name, url], x) => {
          const res = await ctx.app.request(url(x), {
            headers: {
              "x-test-ip": nextIp(),
              cookie: `${fixture.staffCookie}; ${fixture.visitorCookie}`,
            },
          });
          const what = `${name} ${url(x).slice(0, 200)} → ${res.status}`;
          expect(res.status, what).toBeLessThan(500);
          if (/%0[0-8bcef]|%1[0-9a-f]|%7f/i.test(x)) {
            expect(res.status, what).toBe(400);
          }
        },
      ),
      { numRuns: Math.ceil(runs / 2), endOnFailure: true },
    );
  }, 300_000);

  it("no input makes a 5xx; a 4xx stores nothing; a refused character never succeeds", async () => {
    const cases = fc.constantFrom(...endpoints).chain((endpoint) => {
      const leaves = leavesOf(endpoint.body(fixture));
      return fc.record({
        endpoint: fc.constant(endpoint),
        leaf: fc.constantFrom(...leaves),
        mutation,
      });
    });
    await fc.assert(
      fc.asyncProperty(cases, async ({ endpoint, leaf, mutation: change }) => {
        const valid = endpoint.body(fixture);
        const body =
          change.kind === "value"
            ? withValue(valid, leaf.path, change.value)
            : withKey(valid, leaf.path, change.key);
        const before = await counts();
        const res = await send(endpoint, body);
        const text = await res.text();
        const what = `${endpoint.name} ${leaf.path.join(".")} = ${serialized(change).slice(0, 200)} → ${res.status} ${text.slice(0, 300)}`;
        expect(res.status, what).toBeLessThan(500);
        if (res.status >= 400) expect(await counts(), what).toEqual(before);
        // Multipart text travels as UTF-8 bytes: a lone surrogate cannot be sent that way.
        const sent =
          change.kind === "key"
            ? change.key
            : typeof change.value === "string"
              ? change.value
              : serialized(change.value);
        const refused = endpoint.multipart
          ? controlCharacter.test(sent)
          : change.kind === "key"
            ? hasDisallowedCharacter(change.key)
            : findDisallowedText(change.value).length > 0;
        if (refused && endpoint.name !== "payment webhook") {
          expect(res.status, what).toBeGreaterThanOrEqual(400);
        }
      }),
      { numRuns: runs, endOnFailure: true },
    );
  }, 300_000);
});
