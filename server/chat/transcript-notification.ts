/**
 * "Email me this conversation" (kind "transcript_request"): the request is stored with the
 * transcript; in that transaction the team is told and the transcript is queued for the visitor
 * (transcript-delivery.ts).
 */
import { eq, sql } from "drizzle-orm";
import { transcriptRequests } from "../../db/schema";
import { idsFrom } from "../leads/inquiry-notification";
import { oneLine, section, smsText, type TeamNotification, utcStamp } from "../notify/format";
import type { NotificationKindDefinition } from "../notify/types";

export const transcriptRequestNotification: NotificationKindDefinition = {
  kind: "transcript_request",
  async load(db, recordId, context) {
    const [row] = await db
      .select()
      .from(transcriptRequests)
      .where(eq(transcriptRequests.id, recordId));
    if (!row) return null;
    const email = oneLine(row.email, 254);
    const subject = oneLine(`Chat transcript requested by ${email}`, 150);
    const text = [
      subject,
      "",
      // Staff must not mail it by hand: the address is unconfirmed until its owner uses the link.
      `A visitor asked for this conversation at ${email}. It is sent automatically once that address confirms through the emailed link; do not forward it by hand.`,
      `Requested: ${utcStamp(row.createdAt)} (session ${oneLine(row.sessionId, 100)})`,
      "",
      section("Conversation transcript", row.transcript.trim() || "(empty)"),
      "",
      "-- ",
      `${context.brand} team notification, ${context.publicUrl}`,
      "",
    ].join("\n");
    const n: TeamNotification = {
      kind: "transcript_request",
      recordId: row.id,
      subject,
      text,
      sms: smsText([`${context.brand}: chat transcript requested`, `by ${email}`]),
      slack: {
        text: subject,
        blocks: [{ type: "section", text: { type: "mrkdwn", text: subject } }],
      },
      replyTo: { name: email, address: email },
      details: {
        receivedAt: row.createdAt.toISOString(),
        email,
        sessionId: row.sessionId,
        transcript: row.transcript,
      },
    };
    return n;
  },
  async unfinished(db, limit) {
    const result = await db.execute(sql`
      select r.id from transcript_requests r
      where (r.created_at > now() - interval '7 days'
          and not exists (select 1 from notification_deliveries d
            where d.kind = 'transcript_request' and d.record_id = r.id))
        or exists (select 1 from notification_deliveries d
          where d.kind = 'transcript_request' and d.record_id = r.id and d.status = 'pending')
      order by r.id limit ${limit}`);
    return idsFrom(result);
  },
};
