/**
 * One CRM contact per visitor and address (db/migrations/0016_crm_contact_per_visitor_and_email.sql):
 * a database filled as the CRM Update step wrote it before, one contact per run, then migrated to
 * the end.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../tests/helpers/db";
import { migrateDatabase } from ".";

const beforeMerge = "0015_ai_intake_writes_for_the_workflows_business";

type Row = Record<string, unknown>;

async function query(database: TestDatabase, text: string, params: unknown[] = []) {
  const result = database.pool
    ? await database.pool.query(text, params)
    : await database.pglite!.query(text, params);
  return result.rows as Row[];
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));

describe.each(testEngines)("CRM contacts merged per visitor and address on %s", (engine) => {
  let database: TestDatabase;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(engine, { through: beforeMerge });
    const contact = async (
      key: string,
      visitor: string | null,
      minute: number,
      values: { name: string; email: string; company?: string | null },
    ) => {
      const [row] = await query(
        database,
        `insert into crm_contacts (name, email, company, workflow_id, execution_id, node_id, visitor_id, created_at)
         values ($1, $2, $3, 7, $4, 'c', $5, $6) returning id`,
        [values.name, values.email, values.company ?? null, 100 + minute, visitor, at(minute)],
      );
      ids[key] = row.id as number;
    };
    // Three runs of one visitor's workflow for one address, in three spellings.
    await contact("first", "v1", 1, { name: "Ada", email: "ada@example.com", company: "Engines" });
    await contact("second", "v1", 2, { name: "Ada Lovelace", email: " Ada@Example.com " });
    await contact("newest", "v1", 3, { name: "Ada K. Lovelace", email: "ADA@example.com" });
    // Another address of the same visitor, and the same address of another visitor.
    await contact("grace", "v1", 4, { name: "Grace", email: "grace@example.com" });
    await contact("other", "v2", 5, { name: "Ada L.", email: "ada@example.com" });
    // Runs without a known visitor are nobody's: left apart.
    await contact("nobody1", null, 6, { name: "N", email: "n@example.com" });
    await contact("nobody2", null, 7, { name: "N", email: "n@example.com" });
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("keeps the first contact of each, with the newest name and address and the newest company given", async () => {
    const rows = await query(
      database,
      `select id, name, email, company, execution_id, visitor_id, created_at, updated_at
       from crm_contacts order by id`,
    );
    expect(rows.map((r) => r.id)).toEqual(
      ["first", "grace", "other", "nobody1", "nobody2"].map((k) => ids[k]),
    );
    const [ada, grace, other] = rows;
    expect(ada).toMatchObject({
      name: "Ada K. Lovelace",
      email: "ADA@example.com",
      company: "Engines",
      // Where it came from, and when: the first run's.
      execution_id: 101,
      visitor_id: "v1",
    });
    expect(new Date(ada!.created_at as string)).toEqual(at(1));
    expect(new Date(ada!.updated_at as string)).toEqual(at(3));
    // A contact written once was last written when it was created.
    expect(grace).toMatchObject({ name: "Grace", email: "grace@example.com" });
    expect(new Date(grace!.updated_at as string)).toEqual(at(4));
    expect(other).toMatchObject({ name: "Ada L.", visitor_id: "v2" });
  });

  it("refuses a second contact for the same visitor and address, in any case or spacing", async () => {
    await expect(
      query(
        database,
        `insert into crm_contacts (name, email, visitor_id) values ('Ada', ' ada@EXAMPLE.com', 'v1')`,
      ),
    ).rejects.toMatchObject({ code: "23505" });
    await query(
      database,
      `insert into crm_contacts (name, email, visitor_id) values ('Ada', 'ada@example.com', 'v3')`,
    );
  });
});
