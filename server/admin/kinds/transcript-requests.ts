/**
 * "Email me this conversation" requests (transcript_requests): the address a visitor typed in
 * the chat, and whether they confirmed it. The conversation itself is on the person's timeline.
 */
import { eq, sql } from "drizzle-orm";
import { transcriptRequests } from "../../../db/schema";
import { transcriptRequestNotificationKind } from "../../chat/notifications";
import { field, type InboxKindDefinition, personLink } from "./types";

const state = (confirmedAt: Date | null) => (confirmedAt ? "sent" : "unconfirmed");

export const transcriptRequestKind: InboxKindDefinition = {
  kind: "transcript_request",
  label: "Conversation emailed",
  statuses: ["unconfirmed", "sent"],
  transitions: {},

  listSql: () => sql`
    select 'transcript_request'::text as kind, t.id, t.created_at,
      (case when t.confirmed_at is null then 'unconfirmed' else 'sent' end)::text as status,
      null::text as name, t.email, null::text as company,
      'Conversation emailed'::text as summary,
      jsonb_build_object('confirmed', t.confirmed_at) as extra
    from transcript_requests t`,

  csvColumns: [{ key: "confirmed", header: "Conversation email: confirmed" }],

  async detail(db, id) {
    const [row] = await db.select().from(transcriptRequests).where(eq(transcriptRequests.id, id));
    if (!row) return null;
    return {
      title: "Asked for the conversation by email",
      status: state(row.confirmedAt),
      createdAt: row.createdAt,
      fields: [
        ...field("Sent to", row.email, "email"),
        ...(row.confirmedAt
          ? field("Address confirmed", row.confirmedAt)
          : field("Address confirmed", "Not yet: the visitor has not used the link")),
      ],
    };
  },

  async currentStatus(db, id) {
    const [row] = await db
      .select({ confirmedAt: transcriptRequests.confirmedAt })
      .from(transcriptRequests)
      .where(eq(transcriptRequests.id, id));
    return row ? state(row.confirmedAt) : null;
  },

  async notifications(_db, id) {
    return [{ kind: transcriptRequestNotificationKind, recordId: id }];
  },

  people: personLink(transcriptRequests),
};
