import { eq, sql } from "drizzle-orm";
import { transcriptTexts } from "../../content/chat";
import { transcriptRequests } from "../../db/schema";
import { unfinishedRecords } from "../notify/unfinished";
import type { VisitorMessageDefinition } from "../notify/visitor";
import type { TranscriptLinks } from "./transcript-link";

/**
 * "Email me this conversation", first step: a fixed-text email to the address the visitor typed,
 * with the link that confirms it. Nothing the visitor wrote is in it, so an address typed by
 * someone else receives only our own words.
 */
export function transcriptConfirmation(links: TranscriptLinks): VisitorMessageDefinition {
  return {
    kind: "transcript_confirmation",
    audience: "visitor",

    async load(db, recordId, context) {
      const [row] = await db
        .select()
        .from(transcriptRequests)
        .where(eq(transcriptRequests.id, recordId));
      if (!row) return null;
      return {
        kind: "transcript_confirmation",
        recordId,
        to: { address: row.email },
        subject: transcriptTexts.confirmSubject(context.brand),
        text: transcriptTexts.confirmBody(
          context.brand,
          links.url(row.id, row.createdAt),
          links.ttlHours,
        ),
        receivedAt: row.createdAt.toISOString(),
      };
    },

    unfinished: unfinishedRecords("transcript_requests", "transcript_confirmation", {
      plannedWithinDays: 7,
    }),
  };
}

/**
 * Second step: the transcript itself, queued when the link's page is confirmed
 * (ChatService.confirmTranscript) and never before: an unconfirmed request loads as nothing.
 */
export const transcriptDelivery: VisitorMessageDefinition = {
  kind: "transcript_delivery",
  audience: "visitor",

  async load(db, recordId, context) {
    const [row] = await db
      .select()
      .from(transcriptRequests)
      .where(eq(transcriptRequests.id, recordId));
    if (!row?.confirmedAt) return null;
    const text = [
      transcriptTexts.deliveryIntro(context.brand),
      row.transcript.trim() || "(empty)",
      transcriptTexts.deliveryOutro(context.business.phone, context.business.hours),
      `-- ${context.brand}, ${context.publicUrl}`,
    ].join("\n\n");
    return {
      kind: "transcript_delivery",
      recordId,
      to: { address: row.email },
      subject: transcriptTexts.deliverySubject(context.brand),
      text,
      receivedAt: row.createdAt.toISOString(),
    };
  },

  unfinished: unfinishedRecords("transcript_requests", "transcript_delivery", {
    plannedWithinDays: 7,
    where: sql`r.confirmed_at is not null`,
  }),
};
