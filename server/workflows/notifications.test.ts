import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workflowMessages } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/db";
import { workflowRunNotification } from "./notifications";

describe("a workflow run's note to the team", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.dispose());

  it("stays small however many and however long the messages a visitor's run kept", async () => {
    const blob = "B".repeat(4000);
    await database.db.insert(workflowMessages).values(
      Array.from({ length: 40 }, (_, i) => ({
        channel: i % 2 ? ("sms" as const) : ("email" as const),
        recipient: `someone${i}@third.example`,
        subject: i % 2 ? null : `Subject ${i}`,
        body: `${i}:${blob}`,
        workflowId: 1,
        workflowName: "Big run",
        executionId: 7,
        nodeId: `n${i}`,
      })),
    );
    const note = await workflowRunNotification.load(database.db, 7, {
      brand: "Relaywise",
      publicUrl: "http://localhost:3000",
    });
    expect(note).not.toBeNull();
    expect(note!.subject).toContain("40 messages kept, not sent");
    expect(note!.text).toContain("…and 30 more, in the run's log.");
    expect(note!.text.length).toBeLessThan(8_000);
    expect(JSON.stringify(note!.details).length).toBeLessThan(8_000);
    expect(JSON.stringify(note!.slack).length).toBeLessThan(8_000);
    expect(note!.details.messageCount).toBe(40);
  });
});
