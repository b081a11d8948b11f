import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import MailComposer from "nodemailer/lib/mail-composer";
import type { BusinessProfile } from "../../content/business";
import type { DB } from "../db";
import type { Logger } from "../logger";
import { smtpTimeouts } from "./channels/email";
import { openAttachments } from "./channels/mail";
import { fileStamp, writeAtomically } from "./channels/outbox";
import { PermanentDeliveryError } from "./channels/types";
import type { MailAttachment } from "./format";

/**
 * Messages to the visitor who sent something (ADR 0016): a confirmation of a consultation
 * request or a lead, later a booking with its .ics invite. They travel through the same durable
 * job and delivery rows as the team's notifications; what differs is the recipient (the visitor)
 * and the channels: always the local outbox, and SMTP to the visitor when SMTP_URL is set.
 */
export type VisitorMessage = {
  kind: string;
  recordId: number;
  to: { name: string; address: string };
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
    to: message.to,
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
