// The people inbox's list (the staff service's own function) on an empty database and on one holding 200,000 lead forms from
// ~150,000 people, on PostgreSQL and PGlite, and the time the people backfill takes on that data.
// Run through scripts/bench-inbox.mjs (`npm run bench:inbox`); it informs, it never fails.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import type { PeopleQuery } from "../lib/admin";
import { createInbox } from "../server/admin/inbox";
import { inboxKinds } from "../server/admin/kinds";
import { createPeopleInbox } from "../server/admin/people";
import { type Database, migrateDatabase, openDatabase } from "../server/platform/db";
import { projectRoot } from "../server/platform/paths";

const { values: args } = parseArgs({
  options: {
    inquiries: { type: "string", default: "200000" },
    people: { type: "string", default: "150000" },
    runs: { type: "string", default: "25" },
    engines: { type: "string", default: "postgres,pglite" },
    /** Print the seed (SQL for the schema before people) and stop: to study a plan by hand. */
    "print-seed": { type: "boolean", default: false },
  },
});
const inquiries = Number(args.inquiries);
const peopleCount = Number(args.people);
const runs = Number(args.runs);
const engines = args.engines.split(",").map((e) => e.trim()) as Database["kind"][];
/** The staff list's page (ADMIN_INBOX_PAGE_SIZE, 25 by default). */
const pageSize = Number(process.env.ADMIN_INBOX_PAGE_SIZE ?? 25);
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** The schema the app had before people: the data is seeded there, then migrated. */
const beforePeople = "0006_visitor_mail_and_bookings";

type Handle = { database: Database; dispose(): Promise<void> };

async function rows(database: Database, text: string, params: unknown[] = []) {
  const result = database.pool
    ? await database.pool.query(text, params)
    : await database.pglite!.query(text, params);
  return result.rows as Record<string, unknown>[];
}

async function exec(database: Database, text: string) {
  if (database.pool) await database.pool.query(text);
  else await database.pglite!.exec(text);
}

async function freshDatabase(kind: Database["kind"]): Promise<Handle> {
  if (kind === "pglite") {
    const database = await openDatabase({ kind: "pglite" });
    return { database, dispose: () => database.close() };
  }
  const name = `rw_bench_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), max: 2 });
  return {
    database,
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Rows as the app wrote them before people existed: lead forms (60% from the chat, with their
 * session, greeting and completed chat lead), one person in three sending a second form with their
 * email typed another way, anonymous chat leads, consultations, payment attempts, booked calls,
 * transcript requests, and the team's status changes and notes. A call is booked two days after
 * its form, so only the last two days' calls are still to come, as on a real calendar.
 */
function seedSql(n: number, p: number): string {
  const anonymous = Math.round(n / 10);
  const consultations = Math.round(n / 10);
  const paymentsCount = Math.round(n * 0.15);
  const bookings = Math.round(n / 20);
  const transcripts = Math.round(n / 40);
  // A fixed permutation of 0..n-1 spreads the forms over two years without randomness.
  const minutesAgo = (i: string) => `(((${i})::bigint * 7919) % ${n}) * 5`;
  const personOf = (i: string) => `(((${i}) - 1) % ${p} + 1)`;
  const emailOf = (i: string, person: string) =>
    `case when (${i}) > ${p} then 'Person' || ${person} || '@Example.com' else 'person' || ${person} || '@example.com' end`;
  const first = `(array['Ada','Grace','Hedy','Linus','Alan','Barbara','Edsger','Frances','Ken','Margaret','Dennis','Radia','Tim','Katherine','John','Sophie','Donald','Leslie','Niklaus','Annie'])`;
  const last = `(array['Lovelace','Hopper','Lamarr','Torvalds','Turing','Liskov','Dijkstra','Allen','Thompson','Hamilton','Ritchie','Perlman','Berners','Johnson','Backus','Wilson','Knuth','Lamport','Wirth','Easley','Moore','Shaw','Kay','Cerf','Kahn'])`;
  return `
insert into business_inquiries (session_id, first_name, last_name, email, company, service, message, answers, status, created_at)
select case when i % 5 < 3 then 'bench-s-' || i end,
  ${first}[1 + ${personOf("i")} % 20], ${last}[1 + (${personOf("i")} / 20) % 25],
  ${emailOf("i", personOf("i"))},
  case when i % 2 = 0 then 'Company ' || (${personOf("i")} % 5000) end,
  'ai_chatbot', 'Service: AI chatbot', '{"timeline":"1-3 months"}'::jsonb, 'new',
  now() - ${minutesAgo("i")} * interval '1 minute'
from generate_series(1, ${n}) i;

insert into chat_sessions (session_id, created_at)
select session_id, created_at - interval '10 minutes' from business_inquiries where session_id is not null;
insert into chat_messages (session_id, message, is_user, timestamp)
select session_id, 'Hi! How can I help?', false, created_at from chat_sessions;
insert into leads (session_id, name, email, company, interest, conversation_transcript, status, inquiry_id, created_at, updated_at)
select session_id, first_name || ' ' || last_name, email, company, service, 'Visitor: hi', 'new', id,
  created_at - interval '5 minutes', created_at
from business_inquiries where session_id is not null;

insert into chat_sessions (session_id, created_at)
select 'bench-a-' || i, now() - ${minutesAgo("i * 3")} * interval '1 minute' from generate_series(1, ${anonymous}) i;
insert into chat_messages (session_id, message, is_user, timestamp)
select session_id, 'Hi! How can I help?', false, created_at from chat_sessions where session_id like 'bench-a-%';
insert into leads (session_id, interest, conversation_transcript, status, created_at, updated_at)
select session_id, 'unspecified', 'Visitor: I want a chatbot', 'collecting', created_at + interval '1 minute', created_at + interval '1 minute'
from chat_sessions where session_id like 'bench-a-%';

insert into automation_requests (first_name, last_name, email, phone, automation_type, actions, preferred_contact, task_description, status, created_at)
select ${first}[1 + ${personOf("i * 37")} % 20], ${last}[1 + (${personOf("i * 37")} / 20) % 25],
  'person' || ${personOf("i * 37")} || '@example.com', '+1 555 ' || lpad((i % 10000)::text, 4, '0'),
  'workflow_consultation', '[]'::jsonb, 'email', 'Invoices by hand', 'requested',
  now() - ${minutesAgo("i * 11")} * interval '1 minute'
from generate_series(1, ${consultations}) i;

insert into payments (provider, provider_payment_id, kind, item_id, amount_cents, status, customer_name, customer_email, customer_phone, customer_info, created_at, updated_at)
select 'stripe', 'pi_bench_' || i, 'plan', 'pro', 9900,
  (array['succeeded','failed','requires_action','processing'])[1 + i % 4],
  ${first}[1 + ${personOf("i * 53")} % 20] || ' ' || ${last}[1 + (${personOf("i * 53")} / 20) % 25],
  case when i % 3 = 0 then upper('person' || ${personOf("i * 53")} || '@example.com') else 'person' || ${personOf("i * 53")} || '@example.com' end,
  null, '{"company":"Paying Co"}'::jsonb,
  now() - ${minutesAgo("i * 13")} * interval '1 minute', now()
from generate_series(1, ${paymentsCount}) i;

insert into call_bookings (inquiry_id, slot_start, duration_minutes, time_zone, email_key, client_key, created_at)
select id, date_trunc('minute', created_at) + interval '2 days', 30, 'Europe/London', md5(email), md5(id::text), created_at + interval '2 minutes'
from business_inquiries where id % 20 = 0 limit ${bookings};

insert into transcript_requests (session_id, email, transcript, created_at)
select session_id, 'person' || (id % ${p} + 1) || '@example.com', 'Visitor: hi', created_at + interval '3 minutes'
from chat_sessions where session_id like 'bench-a-%' and id % 4 = 0 limit ${transcripts};

insert into users (username, password) values ('bench', 'x');
insert into inbox_activity (kind, record_id, user_id, type, from_status, to_status, created_at)
select 'inquiry', id, 1, 'status', 'new', (array['contacted','qualified','won','lost'])[1 + id % 4], created_at + interval '1 day'
from business_inquiries where id % 7 = 0;
update business_inquiries i set status = a.to_status from inbox_activity a where a.kind = 'inquiry' and a.record_id = i.id;
update leads l set status = i.status from business_inquiries i where l.inquiry_id = i.id and i.status <> 'new';
insert into inbox_activity (kind, record_id, user_id, type, body, created_at)
select 'inquiry', id, 1, 'note', 'Called', created_at + interval '2 days' from business_inquiries where id % 10 = 0;
insert into inbox_activity (kind, record_id, user_id, type, from_status, to_status, created_at)
select 'consultation', id, 1, 'status', 'new', 'contacted', created_at + interval '1 hour' from automation_requests where id % 5 = 0;
update automation_requests set status = 'contacted' where id % 5 = 0;
insert into inbox_activity (kind, record_id, user_id, type, body, created_at)
select 'lead', id, 1, 'note', 'Waiting', created_at + interval '1 hour' from leads where status = 'collecting' and id % 9 = 0;
analyze;
`;
}

/** The people list as the staff inbox asks for it: first page, a status filter, searches. */
function probes(emailTerm: string): { name: string; query: PeopleQuery }[] {
  const page = { view: "people" as const, page: 1 };
  return [
    { name: "list, first page", query: page },
    { name: "list, status = qualified", query: { ...page, status: "qualified" } },
    { name: "search 'hopper'", query: { ...page, q: "hopper" } },
    { name: "search 'ada lov'", query: { ...page, q: "ada lov" } },
    { name: "search a full email", query: { ...page, q: emailTerm } },
    { name: "anonymous view", query: { view: "anonymous", page: 1 } },
  ];
}

/** The service's own list, and the last SQL it sent (to EXPLAIN it as it ran). */
function peopleList(database: Database) {
  const inbox = createInbox({
    database,
    kinds: inboxKinds,
    notifications: () => {
      throw new Error("the bench sends no notifications");
    },
    pageSize,
  });
  const people = createPeopleInbox({ database, inbox, kinds: inboxKinds, pageSize });
  let last: { text: string; values: unknown[] } | null = null;
  const remember = (config: unknown, values?: unknown) => {
    if (typeof config === "string") last = { text: config, values: (values as unknown[]) ?? [] };
    else if (config && typeof config === "object" && "text" in config) {
      const c = config as { text: string; values?: unknown[] };
      last = { text: c.text, values: c.values ?? (values as unknown[]) ?? [] };
    }
  };
  if (database.pool) {
    const pool = database.pool;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((config: unknown, values?: unknown) => {
      remember(config, values);
      return query(config, values);
    }) as typeof pool.query;
  }
  return { list: (q: PeopleQuery) => people.list(q), lastSql: () => last };
}

async function median(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

async function explain(database: Database, statement: { text: string; values: unknown[] }) {
  const plan = await rows(
    database,
    `explain (analyze, buffers, costs off) ${statement.text}`,
    statement.values,
  );
  return plan.map((r) => String(Object.values(r)[0])).join("\n");
}

async function time<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
}

type Result = {
  engine: string;
  seedMs: number;
  backfillMs: number;
  counts: Record<string, number>;
  queries: { name: string; emptyMs: number; seededMs: number; ratio: number; plan?: string }[];
};

async function benchEngine(engine: Database["kind"]): Promise<Result> {
  console.log(`\n${engine}: an empty database...`);
  const empty = await freshDatabase(engine);
  await migrateDatabase(empty.database);
  const emailTerm = `person${Math.round(peopleCount / 2)}@example.com`;
  const emptyTimes: number[] = [];
  const emptyList = peopleList(empty.database);
  for (const probe of probes(emailTerm)) {
    emptyTimes.push(await median(() => emptyList.list(probe.query)));
  }
  await empty.dispose();

  console.log(`${engine}: seeding ${inquiries} lead forms at the schema before people...`);
  const seeded = await freshDatabase(engine);
  try {
    await migrateDatabase(seeded.database, { through: beforePeople });
    const [, seedMs] = await time(() => exec(seeded.database, seedSql(inquiries, peopleCount)));
    console.log(`${engine}: seeded in ${(seedMs / 1000).toFixed(1)} s; migrating to people...`);
    const [, backfillMs] = await time(() => migrateDatabase(seeded.database));
    console.log(
      `${engine}: people migrations (0007 to the last) in ${(backfillMs / 1000).toFixed(1)} s`,
    );
    const [countRow] = await rows(
      seeded.database,
      `select (select count(*) from business_inquiries)::int as inquiries,
        (select count(*) from people where email_key is not null)::int as people,
        (select count(*) from people where email_key is null)::int as anonymous,
        (select count(*) from leads)::int as leads,
        (select count(*) from automation_requests)::int as consultations,
        (select count(*) from payments)::int as payments,
        (select count(*) from leads where person_id is null)::int as unlinked_leads`,
    );
    const counts = Object.fromEntries(Object.entries(countRow).map(([k, v]) => [k, Number(v)]));
    const queries: Result["queries"] = [];
    const seededList = peopleList(seeded.database);
    for (const [i, probe] of probes(emailTerm).entries()) {
      const seededMs = await median(() => seededList.list(probe.query));
      const ratio = seededMs / Math.max(emptyTimes[i], 0.001);
      const statement = seededList.lastSql();
      const plan = statement ? await explain(seeded.database, statement) : undefined;
      queries.push({ name: probe.name, emptyMs: emptyTimes[i], seededMs, ratio, plan });
    }
    return { engine, seedMs, backfillMs, counts, queries };
  } finally {
    await seeded.dispose();
  }
}

if (args["print-seed"]) {
  console.log(seedSql(inquiries, peopleCount));
  process.exit(0);
}

const results: Result[] = [];
for (const engine of engines) results.push(await benchEngine(engine));

console.log(
  `\nPeople inbox: median of ${runs} runs, ms; ${inquiries} lead forms over ${peopleCount} people; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}\n`,
);
const head = `${"engine".padEnd(10)}${"query".padEnd(28)}${"empty".padStart(9)}${"seeded".padStart(9)}${"ratio".padStart(8)}`;
console.log(head);
console.log("-".repeat(head.length));
for (const r of results) {
  for (const q of r.queries) {
    console.log(
      `${r.engine.padEnd(10)}${q.name.padEnd(28)}${q.emptyMs.toFixed(2).padStart(9)}${q.seededMs.toFixed(2).padStart(9)}${q.ratio.toFixed(1).padStart(8)}`,
    );
  }
}
console.log("");
for (const r of results) {
  console.log(
    `${r.engine}: seed ${(r.seedMs / 1000).toFixed(1)} s, people migrations (0007 to the last) ${(r.backfillMs / 1000).toFixed(1)} s; ${JSON.stringify(r.counts)}`,
  );
}
for (const r of results) {
  for (const q of r.queries) {
    if (q.plan && q.ratio > 2)
      console.log(`\n${r.engine}, ${q.name} (${q.ratio.toFixed(1)}x):\n${q.plan}`);
  }
}
const auditDir = path.join(projectRoot(), ".audit");
fs.mkdirSync(auditDir, { recursive: true });
fs.writeFileSync(
  path.join(auditDir, "bench-inbox.json"),
  `${JSON.stringify({ createdAt: new Date().toISOString(), inquiries, people: peopleCount, runs, results }, null, 2)}\n`,
);
