import type Mail from "nodemailer/lib/mailer";
import type { TeamNotification } from "../format";

export type MailSettings = {
  from: string;
  to: string[];
  /** Host part of the Message-ID (the site's host name). */
  messageIdHost: string;
};

/**
 * The email for a notification. The outbox writes exactly this message as .eml and SMTP sends
 * it; the Message-ID is fixed per record so a repeat after a lost acknowledgement is recognisable
 * as the same message by mail clients.
 */
export function teamMail(
  message: TeamNotification,
  settings: MailSettings,
  date: Date,
): Mail.Options {
  return {
    from: settings.from,
    to: settings.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    date,
    messageId: `<${message.kind}-${message.recordId}.team-notification@${settings.messageIdHost}>`,
    headers: { "X-Relaywise-Notification": `${message.kind}:${message.recordId}` },
    // Quoted-printable keeps the .eml readable in a text editor.
    textEncoding: "quoted-printable",
  };
}
