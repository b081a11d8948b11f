import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { and, eq } from "drizzle-orm";
import type { BusinessProfile } from "../../content/business";
import { notificationDeliveries } from "../../db/schema";
import type { DB } from "../db";
import type { Logger } from "../logger";
import { hitRateLimit } from "../rate-limit";
import { addressKey, type VisitorKeys } from "../visitor-keys";
import { smtpTimeouts } from "./channels/email";
import { openAttachments } from "./channels/mail";
import { fileStamp, writeAtomically } from "./channels/outbox";
import { PermanentDeliveryError } from "./channels/types";
import type { MailAttachment } from "./format";

/**
 * Messages to the visitor who sent something (ADR 0016): a confirmation of a consultation
 * request or a lead, a booking with its .ics invite, the "confirm your address" link of a chat
 * transcript and, once confirmed, the transcript. They travel through the same durable job and
 * delivery rows as the team's notifications; what differs is the recipient (the visitor) and the
 * channels: always the local outbox, and SMTP to the visitor when SMTP_URL is set.
 *
 * The address is typed by whoever filled the form, so these messages must not relay what they
 * wrote (ADR 0036): confirmations carry the business's own text and facts the server chose (plan,
 * slot, reference), never the visitor's free text, and no display name goes with the address. Only
 * the transcript carries visitor text, and only after the address's owner asked for it.
 */
export type VisitorMessage = {
  kind: string;
  recordId: number;
  /** The address only: a display name would be text the visitor chose. */
  to: { address: string };
  subject: string;
  /** Plain-text body. */
  text: string;
  attachments?: MailAttachment[];
  /** When the visitor sent it: names the outbox files. */
  receivedAt: string;
};

export type VisitorFormatContext = {
  brand: string;
  publicUrl: string;
  business: BusinessProfile;
};

/** One kind of visitor message, registered by the capability that owns the record. */
export type VisitorMessageDefinition = {
  /** Stored in notification_deliveries.kind: letters, digits, '_'; distinct from team kinds. */
  kind: string;
  audience: "visitor";
  load(db: DB, recordId: number, context: VisitorFormatContext): Promise<VisitorMessage | null>;
  /** Records whose message never finished: never planned, or with deliveries pending. */
  unfinished(db: DB, limit: number): Promise<number[]>;
};

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
    subject: message.subject,
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
 * rate_limits counters): beyond `perAddressPerDay` the message is not sent. The record is kept
 * and the team's own notification is unaffected; the decision is written as a 'skipped' delivery
 * row, so neither a retry nor the sweep sends it later.
 *
 * Counted when a record's message is first loaded for sending (before its deliveries exist), so a
 * retry of the same message is not counted twice.
 */
export function limitPerAddress(
  definitions: VisitorMessageDefinition[],
  deps: { perAddressPerDay: number; keys: VisitorKeys; logger: Logger },
): VisitorMessageDefinition[] {
  const log = deps.logger.child({ component: "visitor-mail" });
  return definitions.map((definition) => ({
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
      const hit = await hitRateLimit(
        { db },
        {
          key: `visitor-mail:address:${address}`,
          limit: deps.perAddressPerDay,
          windowSeconds: 24 * 60 * 60,
        },
      );
      if (hit.allowed) return message;
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
        limit: deps.perAddressPerDay,
      });
      return null;
    },
  }));
}
