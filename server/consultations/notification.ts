import { eq, sql } from "drizzle-orm";
import { attachToEmailMaxBytes } from "../../content/consultation";
import {
  type AutomationRequest,
  automationRequests,
  type FileMetadata,
  fileMetadata,
} from "../../db/schema";
import { formatBytes } from "../../lib/format";
import type { DB } from "../db";
import { idsFrom } from "../leads/inquiry-notification";
import type { MailAttachment } from "../notify/format";
import type { NotificationKindDefinition } from "../notify/types";
import type { VisitorMessageDefinition } from "../notify/visitor";
import type { FileLinkSigner } from "../storage/signed-link";
import type { FileStorage } from "../storage/types";
import { formatConfirmation, formatTeamNotification } from "./notification-format";
import { consultationConfirmationKind, consultationNotificationKind } from "./kinds";

export type ConsultationRecord = { request: AutomationRequest; file: FileMetadata | null };

export async function loadConsultation(db: DB, id: number): Promise<ConsultationRecord | null> {
  const [row] = await db
    .select({ request: automationRequests, file: fileMetadata })
    .from(automationRequests)
    .leftJoin(fileMetadata, eq(fileMetadata.id, automationRequests.fileId))
    .where(eq(automationRequests.id, id));
  return row ?? null;
}

function unfinishedOf(kind: string) {
  return async (db: DB, limit: number) =>
    idsFrom(
      await db.execute(sql`
        select r.id from automation_requests r
        where r.automation_type = 'workflow_consultation' and (
          not exists (
            select 1 from notification_deliveries d
            where d.kind = ${kind} and d.record_id = r.id)
          or exists (
            select 1 from notification_deliveries d
            where d.kind = ${kind} and d.record_id = r.id and d.status = 'pending'))
        order by r.id
        limit ${limit}`),
    );
}

/**
 * The team hears of every consultation request: the email carries the file when it is at most
 * 5 MB (else a signed link, as in the SMS-free webhook summary); the link expires.
 */
export function consultationNotification(deps: {
  storage: FileStorage;
  links: FileLinkSigner;
}): NotificationKindDefinition {
  return {
    kind: consultationNotificationKind,

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

    unfinished: unfinishedOf(consultationNotificationKind),
  };
}

/** The visitor's confirmation: what happens next, how to reach us, a copy of the request. */
export const consultationConfirmation: VisitorMessageDefinition = {
  kind: consultationConfirmationKind,
  audience: "visitor",
  async load(db, recordId, context) {
    const record = await loadConsultation(db, recordId);
    return record ? formatConfirmation(record, context) : null;
  },
  unfinished: unfinishedOf(consultationConfirmationKind),
};
