import { eq, sql } from "drizzle-orm";
import { transcriptRequests } from "../../db/schema";
import { idsFrom } from "../inquiries/notification";
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

  async unfinished(db, limit) {
    const result = await db.execute(sql`
      select r.id from transcript_requests r
      where (r.created_at > now() - interval '7 days'
          and not exists (
            select 1 from notification_deliveries d
            where d.kind = 'transcript_delivery' and d.record_id = r.id))
        or exists (
          select 1 from notification_deliveries d
          where d.kind = 'transcript_delivery' and d.record_id = r.id and d.status = 'pending')
      order by r.id limit ${limit}`);
    return idsFrom(result);
  },
};
