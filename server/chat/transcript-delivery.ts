import { eq } from "drizzle-orm";
import { transcriptRequests } from "../../db/schema";
import { unfinishedRecords } from "../notify/unfinished";
import type { VisitorMessageDefinition } from "../notify/visitor";

/** "Email me this conversation": the transcript goes to the address the visitor gave. */
export const transcriptDelivery: VisitorMessageDefinition = {
  kind: "transcript_delivery",
  audience: "visitor",

  async load(db, recordId, context) {
    const [row] = await db
      .select()
      .from(transcriptRequests)
      .where(eq(transcriptRequests.id, recordId));
    if (!row) return null;
    const text = [
      "Hello,",
      `Here is your conversation with the ${context.brand} assistant, as you asked.`,
      row.transcript.trim() || "(empty)",
      `To talk to a person, reply to this email or call ${context.business.phone} (${context.business.hours}).`,
      `-- ${context.brand}, ${context.publicUrl}`,
    ].join("\n\n");
    return {
      kind: "transcript_delivery",
      recordId,
      to: { name: row.email, address: row.email },
      subject: `Your conversation with ${context.brand}`,
      text,
      receivedAt: row.createdAt.toISOString(),
    };
  },

  unfinished: unfinishedRecords("transcript_requests", "transcript_delivery", {
    plannedWithinDays: 7,
  }),
};
