/**
 * The people backfill (db/migrations/0008_people_backfill.sql): a database filled at the schema
 * the app had before people existed, the way the app wrote it, then migrated to the end.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../tests/helpers/db";
import { migrateDatabase } from ".";
import { migrationsFolder } from "../paths";

const beforePeople = "0006_visitor_mail_and_bookings";
const backfillFile = "0008_people_backfill.sql";

type Row = Record<string, unknown>;

async function query(database: TestDatabase, text: string, params: unknown[] = []) {
  const result = database.pool
    ? await database.pool.query(text, params)
    : await database.pglite!.query(text, params);
  return result.rows as Row[];
}

async function one(database: TestDatabase, text: string, params: unknown[] = []): Promise<Row> {
  const rows = await query(database, text, params);
  if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}: ${text}`);
  return rows[0];
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString();

const tables = [
  "users",
  "chat_sessions",
  "chat_messages",
  "leads",
  "business_inquiries",
  "automation_requests",
  "file_metadata",
  "payments",
  "call_bookings",
  "transcript_requests",
  "inbox_activity",
  "notification_deliveries",
];

/** What the app stored before people existed: rows as its services wrote them. */
async function seed(database: TestDatabase) {
  const q = (text: string, params: unknown[] = []) => query(database, text, params);
  const [staff] = await q(
    `insert into users (username, password) values ('sam', 'x') returning id`,
  );
  const session = async (id: string, minute: number, texts: string[]) => {
    await q(`insert into chat_sessions (session_id, created_at) values ($1, $2)`, [id, at(minute)]);
    for (const [i, text] of texts.entries()) {
      await q(
        `insert into chat_messages (session_id, message, is_user, timestamp) values ($1, $2, $3, $4)`,
        [id, text, i % 2 === 1, at(minute)],
      );
    }
  };
  const lead = async (sessionId: string | null, minute: number, extra: Row = {}) => {
    const columns = ["session_id", "interest", "conversation_transcript", "created_at"];
    const values: unknown[] = [sessionId, "ai_chatbot", "Visitor: hi", at(minute)];
    for (const [k, v] of Object.entries(extra)) {
      columns.push(k);
      values.push(v);
    }
    const [row] = await q(
      `insert into leads (${columns.join(", ")}) values (${values.map((_, i) => `$${i + 1}`).join(", ")}) returning id`,
      values,
    );
    return row.id as number;
  };
  const inquiry = async (
    sessionId: string | null,
    minute: number,
    who: { first: string; last: string; email: string; company?: string },
    status = "new",
  ) => {
    const [row] = await q(
      `insert into business_inquiries (session_id, first_name, last_name, email, company, service,
         message, answers, status, created_at)
       values ($1, $2, $3, $4, $5, 'ai_chatbot', 'Service: chatbot', '{}'::jsonb, $6, $7) returning id`,
      [sessionId, who.first, who.last, who.email, who.company ?? null, status, at(minute)],
    );
    await q(
      `insert into notification_deliveries (kind, record_id, channel, status) values ('business_inquiry', $1, 'outbox', 'sent')`,
      [row.id],
    );
    return row.id as number;
  };
  const activity = async (
    kind: string,
    recordId: number,
    minute: number,
    change: { note?: string; from?: string; to?: string },
  ) => {
    await q(
      `insert into inbox_activity (kind, record_id, user_id, type, from_status, to_status, body, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        kind,
        recordId,
        staff.id,
        change.note ? "note" : "status",
        change.from ?? null,
        change.to ?? null,
        change.note ?? null,
        at(minute),
      ],
    );
  };

  // A conversation whose lead has no contact details yet (the chat detected interest).
  await session("s-anonymous", 0, ["Hello", "I want a chatbot", "Great, tell me more"]);
  const anonymousLead = await lead("s-anonymous", 1, { status: "collecting" });
  await q(
    `insert into notification_deliveries (kind, record_id, channel, status) values ('chat_lead', $1, 'outbox', 'sent')`,
    [anonymousLead],
  );
  await activity("lead", anonymousLead, 2, { note: "Waiting for details" });

  // A conversation whose lead the visitor completed with the lead form, then booked a call.
  await session("s-ada", 3, ["Hello", "A chatbot please"]);
  const adaForm = await inquiry("s-ada", 5, {
    first: "Ada",
    last: "Lovelace",
    email: " Ada@Example.com ",
    company: "Engines Ltd",
  });
  await lead("s-ada", 4, {
    status: "new",
    name: "Ada Lovelace",
    email: " Ada@Example.com ",
    company: "Engines Ltd",
    inquiry_id: adaForm,
  });
  await q(
    `insert into call_bookings (inquiry_id, slot_start, duration_minutes, time_zone, email_key, client_key, created_at)
     values ($1, $2, 30, 'Europe/London', 'k1', 'c1', $3)`,
    [adaForm, at(600), at(6)],
  );
  // The team moved the form (and its lead) on, and noted something.
  await activity("inquiry", adaForm, 7, { from: "new", to: "contacted" });
  await q(`update business_inquiries set status = 'contacted' where id = $1`, [adaForm]);
  await q(`update leads set status = 'contacted' where inquiry_id = $1`, [adaForm]);
  await activity("inquiry", adaForm, 8, { note: "Called her" });
  // Later, the same person (another case) asks for a consultation, with a file.
  const [file] = await q(
    `insert into file_metadata (filename, original_name, mime_type, size, uploaded_by, file_path, sha256)
     values ('abc', 'flow.pdf', 'application/pdf', 1234, 'ada@example.com', 'abc', 'abc') returning id`,
  );
  const [adaConsultation] = await q(
    `insert into automation_requests (first_name, last_name, email, phone, automation_type, actions,
       preferred_contact, task_description, file_id, status, created_at)
     values ('Ada', 'King', 'ada@example.com', '+44 20 7946 0000', 'workflow_consultation', '[]'::jsonb,
       'email', 'Invoices', $1, 'requested', $2) returning id`,
    [file.id, at(9)],
  );

  // A lead form sent without the chat.
  const graceForm = await inquiry(null, 10, {
    first: "Grace",
    last: "Hopper",
    email: "grace@example.com",
  });
  // Three payment attempts by one email, typed three ways.
  const payment = async (
    email: string,
    minute: number,
    status: string,
    phone: string | null,
    wentThrough = minute,
  ) => {
    const [row] = await q(
      `insert into payments (provider, provider_payment_id, kind, item_id, amount_cents, status,
         customer_name, customer_email, customer_phone, customer_info, created_at, updated_at)
       values ('stripe', $1, 'plan', 'pro', 9900, $2, 'Grace B. Hopper', $3, $4, '{"company":"Navy"}'::jsonb, $5, $6)
       returning id`,
      [`pi_${minute}`, status, email, phone, at(minute), at(wentThrough)],
    );
    return row.id as number;
  };
  // Started before the team's note, went through after it.
  await payment("Grace@Example.COM", 11, "succeeded", null, 20);
  const gracePayment = await payment("grace@example.com", 12, "requires_action", "+1 555 0100");
  await activity("payment", gracePayment, 13, { note: "Card declined twice" });
  await payment(" GRACE@example.com", 14, "succeeded", null);
  // An AI Vibe Coding request without payment asks the team for something.
  await q(
    `insert into payments (provider, kind, item_id, amount_cents, status, customer_name, customer_email, created_at)
     values ('stripe', 'vibe_coding', 'starter', 4900, 'requested', 'Grace Hopper', 'grace@example.com', $1)`,
    [at(15)],
  );
  // A package checkout that asked no email, started from a conversation.
  await q(
    `insert into payments (provider, provider_payment_id, kind, item_id, amount_cents, status, session_id, created_at)
     values ('stripe', 'pi_anon', 'package', 'audit', 29900, 'succeeded', 's-hedy', $1)`,
    [at(30)],
  );

  // A consultation the team qualified.
  const [linus] = await q(
    `insert into automation_requests (first_name, email, automation_type, actions, status, created_at)
     values ('Linus', 'linus@example.com', 'workflow_consultation', '[]'::jsonb, 'qualified', $1) returning id`,
    [at(15)],
  );
  await activity("consultation", linus.id as number, 16, { from: "new", to: "qualified" });

  // A conversation with interest and no form, where the visitor typed an email for the transcript.
  await session("s-hedy", 17, ["Hi", "Email me this"]);
  await lead("s-hedy", 18, { status: "collecting" });
  await q(
    `insert into transcript_requests (session_id, email, transcript, created_at)
     values ('s-hedy', 'Hedy@Example.com', 'Visitor: Hi', $1)`,
    [at(19)],
  );

  // A conversation that never showed interest or left anything.
  await session("s-idle", 20, ["Hello"]);

  // A conversation where one email was typed for the transcript, then another sent the form.
  await session("s-two", 22, ["Hi", "Email me this"]);
  await q(
    `insert into transcript_requests (session_id, email, transcript, created_at)
     values ('s-two', 'first@example.com', 'Visitor: Hi', $1)`,
    [at(23)],
  );
  await inquiry("s-two", 24, { first: "Sec", last: "Ond", email: "second@example.com" });

  // The team's history of a workflow run that failed: nobody's.
  await activity("workflow_failure", 42, 21, { note: "Looked at it" });

  return { adaForm, adaConsultation: adaConsultation.id as number, graceForm, anonymousLead };
}

async function counts(database: TestDatabase) {
  const out: Record<string, number> = {};
  for (const table of tables) {
    out[table] = Number((await one(database, `select count(*)::int as n from ${table}`)).n);
  }
  return out;
}

async function personOf(database: TestDatabase, emailKey: string | null) {
  return one(
    database,
    emailKey === null
      ? `select * from people where email_key is null`
      : `select * from people where email_key = $1`,
    emailKey === null ? [] : [emailKey],
  );
}

/** The state the backfill leaves, for comparing a second run with the first. */
async function linkState(database: TestDatabase) {
  const state: Record<string, Row[]> = {};
  state.people = await query(database, `select * from people order by id`);
  for (const table of [
    "chat_sessions",
    "leads",
    "business_inquiries",
    "automation_requests",
    "payments",
    "call_bookings",
    "transcript_requests",
    "inbox_activity",
  ]) {
    state[table] = await query(database, `select id, person_id from ${table} order by id`);
  }
  return state;
}

describe.each(testEngines)("people backfill on %s", (engine) => {
  let database: TestDatabase;
  let ids: Awaited<ReturnType<typeof seed>>;
  let before: Record<string, number>;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { through: beforePeople });
    ids = await seed(database);
    before = await counts(database);
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("deletes nothing", async () => {
    expect(await counts(database)).toEqual(before);
  });

  it("gives every record a person, except the team's notes on workflow failures", async () => {
    for (const table of [
      "leads",
      "business_inquiries",
      "automation_requests",
      "payments",
      "call_bookings",
      "transcript_requests",
    ]) {
      const { n } = await one(
        database,
        `select count(*)::int as n from ${table} where person_id is null`,
      );
      expect({ table, unlinked: n }).toEqual({ table, unlinked: 0 });
    }
    const activity = await query(
      database,
      `select kind, person_id from inbox_activity order by id`,
    );
    for (const a of activity) {
      expect({ kind: a.kind, linked: a.person_id !== null }).toEqual({
        kind: a.kind,
        linked: a.kind !== "workflow_failure",
      });
    }
    // A conversation is linked once it left a record; one that only chatted is nobody's yet.
    const sessions = await query(
      database,
      `select session_id, person_id from chat_sessions order by session_id`,
    );
    expect(sessions.map((s) => [s.session_id, s.person_id !== null])).toEqual([
      ["s-ada", true],
      ["s-anonymous", true],
      ["s-hedy", true],
      ["s-idle", false],
      ["s-two", true],
    ]);
  });

  it("makes one person per email, whatever its case and spaces", async () => {
    const people = await query(
      database,
      `select email_key from people where email_key is not null order by email_key`,
    );
    expect(people.map((p) => p.email_key)).toEqual([
      "ada@example.com",
      "first@example.com",
      "grace@example.com",
      "hedy@example.com",
      "linus@example.com",
      "second@example.com",
    ]);
    const grace = await personOf(database, "grace@example.com");
    const { n } = await one(
      database,
      `select count(*)::int as n from payments where person_id = $1`,
      [grace.id],
    );
    expect(n).toBe(4);
  });

  it("puts the form, its chat lead, its session, its call and a later consultation on one person", async () => {
    const ada = await personOf(database, "ada@example.com");
    const owned = await one(
      database,
      `select
         (select person_id from business_inquiries where id = $1) as form,
         (select person_id from leads where inquiry_id = $1) as lead,
         (select person_id from chat_sessions where session_id = 's-ada') as session,
         (select person_id from call_bookings where inquiry_id = $1) as booking,
         (select person_id from automation_requests where id = $2) as consultation`,
      [ids.adaForm, ids.adaConsultation],
    );
    expect(Object.values(owned)).toEqual([ada.id, ada.id, ada.id, ada.id, ada.id]);
    // Contact details from the newest record that has each; the status is the team's last
    // decision; of what asks the team for something (form, call, consultation) only the
    // consultation came after the team's last note.
    expect(ada).toMatchObject({
      email: "ada@example.com",
      name: "Ada King",
      phone: "+44 20 7946 0000",
      company: "Engines Ltd",
      status: "contacted",
      open_items: 1,
      last_activity: "consultation",
    });
    expect(new Date(ada.last_activity_at as string).toISOString()).toBe(at(9));
    expect(new Date(ada.created_at as string).toISOString()).toBe(at(4));
    const history = await query(
      database,
      `select type, person_id from inbox_activity where kind = 'inquiry' order by id`,
    );
    expect(history).toEqual([
      { type: "status", person_id: ada.id },
      { type: "note", person_id: ada.id },
    ]);
  });

  it("keeps a status the team set on a consultation, with nothing open since", async () => {
    expect(await personOf(database, "linus@example.com")).toMatchObject({
      status: "qualified",
      open_items: 0,
      last_activity: "consultation",
      name: "Linus",
    });
  });

  it("counts what asks the team for something after its note (a request, payments that went through), not attempts", async () => {
    const grace = await personOf(database, "grace@example.com");
    expect(grace).toMatchObject({
      email: "grace@example.com",
      name: "Grace Hopper",
      phone: "+1 555 0100",
      company: "Navy",
      status: "new",
      open_items: 3,
      last_activity: "payment",
    });
    // The payment started before the note went through after it: that is its time.
    expect(new Date(grace.last_activity_at as string).toISOString()).toBe(at(20));
    const note = await one(database, `select person_id from inbox_activity where kind = 'payment'`);
    expect(note.person_id).toBe(grace.id);
  });

  it("gives a payment without an email a person of its own, not its conversation's", async () => {
    const payment = await one(
      database,
      `select p.email_key, p.last_activity, p.open_items,
         (select person_id from chat_sessions where session_id = 's-hedy') = p.id as owns_session
       from payments r join people p on p.id = r.person_id where r.provider_payment_id = 'pi_anon'`,
    );
    expect(payment).toEqual({
      email_key: null,
      last_activity: "payment",
      open_items: 1,
      owns_session: false,
    });
  });

  it("gives a conversation to the first email left in it", async () => {
    const first = await personOf(database, "first@example.com");
    const second = await personOf(database, "second@example.com");
    const session = await one(
      database,
      `select person_id from chat_sessions where session_id = 's-two'`,
    );
    const form = await one(
      database,
      `select person_id from business_inquiries where email = 'second@example.com'`,
    );
    expect([session.person_id, form.person_id]).toEqual([first.id, second.id]);
    expect(second).toMatchObject({ open_items: 1, last_activity: "inquiry", name: "Sec Ond" });
  });

  it("gives a conversation's chat lead to the email typed in that conversation", async () => {
    const hedy = await personOf(database, "hedy@example.com");
    const lead = await one(database, `select person_id from leads where session_id = 's-hedy'`);
    const session = await one(
      database,
      `select person_id from chat_sessions where session_id = 's-hedy'`,
    );
    expect([lead.person_id, session.person_id]).toEqual([hedy.id, hedy.id]);
    expect(hedy).toMatchObject({
      email: "Hedy@Example.com",
      status: "new",
      open_items: 0,
      last_activity: "transcript_request",
    });
  });

  it("makes the chat lead without contact details an anonymous person owning its conversation", async () => {
    const anonymous = await one(
      database,
      `select p.* from people p join chat_sessions s on s.person_id = p.id
       where s.session_id = 's-anonymous'`,
    );
    const lead = await one(database, `select person_id from leads where id = $1`, [
      ids.anonymousLead,
    ]);
    const session = await one(
      database,
      `select person_id from chat_sessions where session_id = 's-anonymous'`,
    );
    expect([lead.person_id, session.person_id]).toEqual([anonymous.id, anonymous.id]);
    expect(anonymous).toMatchObject({
      email_key: null,
      email: null,
      name: null,
      status: "new",
      open_items: 0,
      last_activity: "chat_lead",
    });
    const note = await one(database, `select person_id from inbox_activity where kind = 'lead'`);
    expect(note.person_id).toBe(anonymous.id);
  });

  it("changes nothing when it runs again", async () => {
    const first = await linkState(database);
    const text = fs.readFileSync(path.join(migrationsFolder(), backfillFile), "utf8");
    const statements = text.split("--> statement-breakpoint");
    if (database.pool) {
      const client = await database.pool.connect();
      try {
        await client.query("begin");
        for (const statement of statements) await client.query(statement);
        await client.query("commit");
      } finally {
        client.release();
      }
    } else {
      await database.pglite!.transaction(async (tx) => {
        for (const statement of statements) await tx.query(statement);
      });
    }
    expect(await linkState(database)).toEqual(first);
  });
});
