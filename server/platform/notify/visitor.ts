import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { and, eq } from "drizzle-orm";
import { notificationDeliveries } from "../../../db/schema";
import type { Logger } from "../logger";
import type { RateLimiter } from "../rate-limit";
import { addressKey, type VisitorKeys } from "../visitor-keys";
import { smtpTimeouts } from "./channels/email";
import { openAttachments } from "./channels/mail";
import { headerText } from "./format";
import { fileStamp, writeAtomically } from "./channels/outbox";
import { PermanentDeliveryError } from "./channels/types";
import type { VisitorFormatContext, VisitorKindDefinition, VisitorMessage } from "./types";

/**
 * The visitor's side of notifications: the channels a message to the visitor who sent a record
 * goes out on (always the local outbox, and SMTP to the visitor when SMTP_URL is set), the text
 * every such message shares, and the daily limit per address. The messages travel through the
 * same durable job and delivery rows as the team's notifications.
 */
export type VisitorSender = {
  name: "outbox" | "email";
  send(message: VisitorMessage): Promise<string>;
  close?(): Promise<void>;
};

type Settings = {
  from: string;
  /** Where the visitor's reply goes: the sales inbox. */
  replyTo: string;
  messageIdHost: string;
};

export function visitorMail(
  message: VisitorMessage,
  settings: Settings,
  date: Date,
  attachments: Mail.Attachment[],
): Mail.Options {
  return {
    from: settings.from,
    to: message.to.address,
    replyTo: settings.replyTo,
    subject: headerText(message.subject),
    text: message.text,
    date,
    // Fixed per record: a repeat after a lost acknowledgement is the same message.
    messageId: `<${message.kind}-${message.recordId}.visitor@${settings.messageIdHost}>`,
    headers: { "X-Relaywise-Notification": `${message.kind}:${message.recordId}` },
    textEncoding: "quoted-printable",
    attachments,
  };
}

/** The channels a visitor message goes out on, from the same settings as the team's. */
export function visitorSenders(deps: {
  outboxDir: string;
  smtpUrl?: string;
  settings: Settings;
  logger: Logger;
  now?: () => Date;
}): VisitorSender[] {
  const now = deps.now ?? (() => new Date());
  const senders: VisitorSender[] = [
    {
      name: "outbox",
      async send(message) {
        await fs.mkdir(deps.outboxDir, { recursive: true });
        const base = path.join(
          deps.outboxDir,
          `${fileStamp(message.receivedAt)}-${message.kind}-${message.recordId}`,
        );
        const mail = visitorMail(
          message,
          deps.settings,
          now(),
          await openAttachments(message.attachments),
        );
        await writeAtomically(`${base}.eml`, await new MailComposer(mail).compile().build());
        deps.logger.info("visitor message written to outbox", {
          path: `${base}.eml`,
          kind: message.kind,
          recordId: message.recordId,
        });
        return `${base}.eml`;
      },
    },
  ];
  if (deps.smtpUrl) {
    const transport = nodemailer.createTransport({ url: deps.smtpUrl, ...smtpTimeouts });
    senders.push({
      name: "email",
      async send(message) {
        const mail = visitorMail(
          message,
          deps.settings,
          now(),
          await openAttachments(message.attachments),
        );
        try {
          const info = await transport.sendMail(mail);
          deps.logger.info("visitor message emailed", {
            kind: message.kind,
            recordId: message.recordId,
            messageId: info.messageId,
          });
          return info.messageId;
        } catch (err) {
          const smtp = err as { code?: string; responseCode?: number; message?: string };
          // A visitor's address the server refuses for good is not worth retrying.
          if (smtp.code === "EENVELOPE" && (smtp.responseCode ?? 0) >= 500) {
            throw new PermanentDeliveryError(`SMTP refused the message: ${smtp.message}`, {
              cause: err,
            });
          }
          throw err;
        }
      },
      async close() {
        transport.close();
      },
    });
  }
  return senders;
}

/** The "how to reach us" block every visitor message shares. */
export function reachUs(context: VisitorFormatContext): string {
  const { business } = context;
  return [
    `Phone: ${business.phone}`,
    `Email: ${business.salesEmail}`,
    `Hours: ${business.hours}`,
    `Web: ${context.publicUrl}`,
  ].join("\n");
}

/** Why a visitor message was not sent: stored on its delivery row, so nothing retries it. */
export const perAddressLimitReason = "visitor email limit for this address reached";

/**
 * Every visitor message kind, counted per address across all kinds in a one-day window (the
 * rate_limits counters): beyond the `visitorMail` limit the message is not sent. The record is kept
 * and the team's own notification is unaffected; the decision is written as a 'skipped' delivery
 * row, so neither a retry nor the sweep sends it later.
 *
 * Counted when a record's message is first loaded for sending (before its deliveries exist), so a
 * retry of the same message is not counted twice.
 */
export function limitPerAddress(
  definition: VisitorKindDefinition,
  deps: { limits: RateLimiter; keys: VisitorKeys; logger: Logger },
): VisitorKindDefinition {
  const log = deps.logger.child({ component: "visitor-mail" });
  return {
    ...definition,
    async load(db, recordId, context) {
      const message = await definition.load(db, recordId, context);
      if (!message) return null;
      const decided = await db
        .select({ status: notificationDeliveries.status, error: notificationDeliveries.lastError })
        .from(notificationDeliveries)
        .where(
          and(
            eq(notificationDeliveries.kind, definition.kind),
            eq(notificationDeliveries.recordId, recordId),
          ),
        );
      if (decided.some((d) => d.status === "skipped" && d.error === perAddressLimitReason)) {
        return null;
      }
      if (decided.length > 0) return message;
      // A keyed hash: the counters table does not keep visitors' addresses.
      const address = deps.keys.mac("visitor-mail", addressKey(message.to.address));
      if (await deps.limits.allows({ visitorMail: address }, { db })) return message;
      await db
        .insert(notificationDeliveries)
        .values({
          kind: definition.kind,
          recordId,
          channel: "email",
          target: "",
          status: "skipped",
          lastError: perAddressLimitReason,
        })
        .onConflictDoNothing();
      log.warn("visitor email not sent: daily limit for this address reached", {
        kind: definition.kind,
        recordId,
        limit: deps.limits.rules.visitorMail.limit,
      });
      return null;
    },
  };
}
