/**
 * The staff inbox's notification kind: the daily digest of people still new after the reply
 * promise (server/admin/digest.ts writes it).
 */
import { eq, sql } from "drizzle-orm";
import { adminTexts, itemKindLabels, statusLabels } from "../../content/admin";
import { inboxDigests } from "../../db/schema";
import type { InboxRow } from "../../lib/admin";
import { defineNotification } from "../platform/notify/define";
import { clip, section, type SlackBlock, slackEscape, smsText } from "../platform/notify/format";
import type {
  FormatContext,
  NotificationKindDefinition,
  TeamNotificationContent,
} from "../platform/notify/types";

/** Stored kind name (notification_deliveries.kind, outbox file names): never renamed. */
export const digestNotificationKind = "inbox_digest";

export type DigestItem = Pick<InboxRow, "kind" | "id" | "createdAt" | "name" | "email" | "summary">;

export function formatDigest(
  digest: { day: string; items: DigestItem[]; createdAt: Date },
  context: FormatContext,
): TeamNotificationContent {
  const count = digest.items.length;
  const subject = adminTexts.digestSubject(count);
  // Digests before the people-first inbox listed items; their stored lines keep their links.
  const path = (i: DigestItem) =>
    i.kind === "person" ? `/admin/people/${i.id}` : `/admin/items/${i.kind}/${i.id}`;
  const what = (i: DigestItem) =>
    i.kind === "person" ? "" : `${itemKindLabels[i.kind] ?? i.kind}  `;
  const line = (i: DigestItem) =>
    `${i.createdAt.slice(0, 16).replace("T", " ")} UTC  ${what(i)}${i.name ?? "(no name)"}${i.email ? ` <${i.email}>` : ""}${i.summary ? `  ${i.summary}` : ""}\n  ${context.publicUrl}${path(i)}`;
  const text = [
    subject,
    "",
    `Every item below arrived more than ${adminTexts.replyPromise} ago and is still ${statusLabels.new.toLowerCase()}.`,
    "",
    section("Waiting", digest.items.map(line).join("\n")),
    "",
    `Open the inbox: ${context.publicUrl}/admin?status=new`,
    "",
    "-- ",
    `${context.brand} daily digest, ${digest.day}`,
    "",
  ].join("\n");
  const blocks: SlackBlock[] = [
    { type: "header", text: { type: "plain_text", text: clip(subject, 150), emoji: false } },
    {
      type: "section",
      text: {
        type: "mrkdwn",
        text: clip(
          digest.items
            .map(
              (i) => `• ${slackEscape(`${what(i)}${i.name ?? i.email ?? ""} ${i.summary ?? ""}`)}`,
            )
            .join("\n"),
          2900,
        ),
      },
    },
  ];
  return {
    subject,
    text,
    sms: smsText([`${context.brand}:`, subject]),
    slack: { text: subject, blocks },
    replyTo: null,
    details: { receivedAt: digest.createdAt.toISOString(), day: digest.day, items: digest.items },
  };
}

/** The day's digest, sent once to the team. */
export const digestNotification = defineNotification({
  kind: digestNotificationKind,
  audience: "team",
  table: inboxDigests,
  // A day with nothing waiting is recorded but sends nothing; a digest more than two days old
  // is news no more.
  scope: sql`jsonb_array_length(${inboxDigests.items}) > 0`,
  plannedWithinDays: 2,

  async load(db, recordId, context) {
    const [row] = await db.select().from(inboxDigests).where(eq(inboxDigests.id, recordId));
    if (!row) return null;
    return formatDigest({ ...row, items: row.items as DigestItem[] }, context);
  },
});

/** Every kind of the staff inbox, as the container registers them. */
export const adminNotifications: NotificationKindDefinition[] = [digestNotification];
