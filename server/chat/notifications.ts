/**
 * "Email me this conversation": the request is stored with the transcript; in that transaction
 * the team is told (transcript_request) and a fixed-text email with a confirmation link goes to
 * the address the visitor typed (transcript_confirmation). The transcript itself
 * (transcript_delivery) is queued only once that link is used.
 */
import { eq, isNotNull } from "drizzle-orm";
import { transcriptTexts } from "../../content/chat";
import { transcriptRequests } from "../../db/schema";
import type { DB } from "../platform/db";
import { defineNotification } from "../platform/notify/define";
import { oneLine, section, smsText, utcStamp } from "../platform/notify/format";
import type { NotificationKindDefinition } from "../platform/notify/types";
import type { TranscriptLinks } from "./transcript-link";

/** Stored kind names (notification_deliveries.kind, outbox file names): never renamed. */
export const transcriptRequestNotificationKind = "transcript_request";
export const transcriptConfirmationKind = "transcript_confirmation";
export const transcriptDeliveryKind = "transcript_delivery";

async function loadRequest(db: DB, id: number) {
  const [row] = await db.select().from(transcriptRequests).where(eq(transcriptRequests.id, id));
  return row ?? null;
}

export const transcriptRequestNotification = defineNotification({
  kind: transcriptRequestNotificationKind,
  audience: "team",
  table: transcriptRequests,
  plannedWithinDays: 7,

  async load(db, recordId, context) {
    const row = await loadRequest(db, recordId);
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
    return {
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
  },
});

/**
 * First step to the visitor: a fixed-text email to the address they typed, with the link that
 * confirms it. Nothing the visitor wrote is in it, so an address typed by someone else receives
 * only our own words.
 */
export function transcriptConfirmation(links: TranscriptLinks) {
  return defineNotification({
    kind: transcriptConfirmationKind,
    audience: "visitor",
    table: transcriptRequests,
    plannedWithinDays: 7,

    async load(db, recordId, context) {
      const row = await loadRequest(db, recordId);
      if (!row) return null;
      return {
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
  });
}

/**
 * Second step: the transcript itself, queued when the link's page is confirmed
 * (ChatService.confirmTranscript) and never before: an unconfirmed request loads as nothing.
 */
export const transcriptDelivery = defineNotification({
  kind: transcriptDeliveryKind,
  audience: "visitor",
  table: transcriptRequests,
  scope: isNotNull(transcriptRequests.confirmedAt),
  plannedWithinDays: 7,

  async load(db, recordId, context) {
    const row = await loadRequest(db, recordId);
    if (!row?.confirmedAt) return null;
    const text = [
      transcriptTexts.deliveryIntro(context.brand),
      row.transcript.trim() || "(empty)",
      transcriptTexts.deliveryOutro(context.business.phone, context.business.hours),
      `-- ${context.brand}, ${context.publicUrl}`,
    ].join("\n\n");
    return {
      to: { address: row.email },
      subject: transcriptTexts.deliverySubject(context.brand),
      text,
      receivedAt: row.createdAt.toISOString(),
    };
  },
});

/** Every kind of the chat capability, as the container registers them. */
export function chatNotifications(deps: { links: TranscriptLinks }): NotificationKindDefinition[] {
  return [transcriptRequestNotification, transcriptConfirmation(deps.links), transcriptDelivery];
}
