import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  businessInquiries,
  chatMessages,
  chatSessions,
  leads,
  workflows,
} from "../../../db/schema";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../tests/helpers/db";
import { tableExists } from "./";

const specTables = [
  "users",
  "chat_sessions",
  "leads",
  "chat_messages",
  "business_inquiries",
  "automation_requests",
  "file_metadata",
  "workflows",
  "workflow_executions",
  "agent_templates",
  "payments",
  "rate_limits",
];

describe.each(testEngines)("data layer on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("has every table of the data model after migrations", async () => {
    for (const table of specTables) {
      expect(await tableExists(database, table), table).toBe(true);
    }
    expect(await tableExists(database, "no_such_table")).toBe(false);
  });

  it("stores a chat session with its messages in order and JSON metadata", async () => {
    const { db } = database;
    await db.insert(chatSessions).values({ sessionId: "s-1" });
    await db.insert(chatMessages).values([
      { sessionId: "s-1", message: "I need a website", isUser: true },
      {
        sessionId: "s-1",
        message: "Happy to help",
        isUser: false,
        metadata: { serviceInquiryDetected: true },
      },
    ]);
    const rows = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, "s-1"))
      .orderBy(chatMessages.id);
    expect(rows.map((r) => r.message)).toEqual(["I need a website", "Happy to help"]);
    expect(rows[1].metadata).toEqual({ serviceInquiryDetected: true });
    expect(rows[0].timestamp).toBeInstanceOf(Date);
    const [session] = await db.select().from(chatSessions).where(eq(chatSessions.sessionId, "s-1"));
    expect(session.isActive).toBe(true);
  });

  it("refuses a message for an unknown session (foreign key)", async () => {
    await expect(
      database.db.insert(chatMessages).values({ sessionId: "missing", message: "x", isUser: true }),
    ).rejects.toThrow();
  });

  it("applies the status defaults of each record", async () => {
    const { db } = database;
    const [inquiry] = await db
      .insert(businessInquiries)
      .values({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        service: "website",
        message: "m",
      })
      .returning();
    expect(inquiry.status).toBe("new");
    expect(inquiry.smsNotified).toBe(false);
    const [lead] = await db
      .insert(leads)
      .values({ interest: "website", conversationTranscript: "User: hi" })
      .returning();
    expect(lead.status).toBe("collecting");
    expect(lead.emailSent).toBe(false);
  });

  it("rolls back a transaction as a whole: no half-stored records", async () => {
    const { db } = database;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(workflows).values({ name: "Half", userId: "visitor-x" });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const rows = await db.select().from(workflows).where(eq(workflows.userId, "visitor-x"));
    expect(rows).toHaveLength(0);
  });
});
