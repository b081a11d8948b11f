/**
 * A consultation request's notification kinds: the team hears of every request (with its file),
 * the visitor gets a confirmation. Formatting is in notification-format.ts.
 */
import { eq } from "drizzle-orm";
import { attachToEmailMaxBytes } from "../../content/consultation";
import { automationRequests, fileMetadata } from "../../db/schema";
import { formatBytes } from "../../lib/format";
import type { DB } from "../platform/db";
import { defineNotification } from "../platform/notify/define";
import type { MailAttachment } from "../platform/notify/format";
import type { NotificationKindDefinition } from "../platform/notify/types";
import type { FileLinkSigner } from "../platform/storage/signed-link";
import type { FileStorage } from "../platform/storage/types";
import {
  type ConsultationRecord,
  formatConfirmation,
  formatTeamNotification,
} from "./notification-format";

/** Stored kind names (notification_deliveries.kind, outbox file names): never renamed. */
export const consultationNotificationKind = "consultation";
export const consultationConfirmationKind = "consultation_confirmation";

/** automation_requests also holds other requests; the consultation form writes these. */
const consultations = eq(automationRequests.automationType, "workflow_consultation");

export async function loadConsultation(db: DB, id: number): Promise<ConsultationRecord | null> {
  const [row] = await db
    .select({ request: automationRequests, file: fileMetadata })
    .from(automationRequests)
    .leftJoin(fileMetadata, eq(fileMetadata.id, automationRequests.fileId))
    .where(eq(automationRequests.id, id));
  return row ?? null;
}

/**
 * The team hears of every consultation request: the email carries the file when it is at most
 * 5 MB (else a signed link, as in the SMS-free webhook summary); the link expires.
 */
export function consultationNotification(deps: { storage: FileStorage; links: FileLinkSigner }) {
  return defineNotification({
    kind: consultationNotificationKind,
    audience: "team",
    table: automationRequests,
    scope: consultations,

    async load(db, recordId, context) {
      const record = await loadConsultation(db, recordId);
      if (!record) return null;
      const { file } = record;
      const attach = file !== null && file.size <= attachToEmailMaxBytes;
      const attachments: MailAttachment[] = attach
        ? [
            {
              filename: file.originalName,
              contentType: file.mimeType,
              content: () => deps.storage.read(file.filePath),
            },
          ]
        : [];
      const link = file
        ? {
            url: deps.links.url(file.id),
            expiresAt: new Date(Date.now() + deps.links.ttlSeconds * 1000),
          }
        : null;
      return {
        ...formatTeamNotification(record, { ...context, link, attached: attach, formatBytes }),
        attachments,
      };
    },

    async markDelivered(db, recordId, channel) {
      await db
        .update(automationRequests)
        .set(channel === "email" ? { emailSent: true } : { smsNotified: true })
        .where(eq(automationRequests.id, recordId));
    },
  });
}

/** The visitor's confirmation: what happens next, how to reach us, a copy of the request. */
export const consultationConfirmation = defineNotification({
  kind: consultationConfirmationKind,
  audience: "visitor",
  table: automationRequests,
  scope: consultations,

  async load(db, recordId, context) {
    const record = await loadConsultation(db, recordId);
    return record ? formatConfirmation(record, context) : null;
  },
});

/** Every kind of the consultations capability, as the container registers them. */
export function consultationNotifications(deps: {
  storage: FileStorage;
  links: FileLinkSigner;
}): NotificationKindDefinition[] {
  return [consultationNotification(deps), consultationConfirmation];
}
