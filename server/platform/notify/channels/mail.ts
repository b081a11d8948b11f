import type Mail from "nodemailer/lib/mailer";
import { headerText, type MailAttachment, type TeamNotification } from "../format";

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
  attachments: Mail.Attachment[] = [],
): Mail.Options {
  return {
    attachments,
    from: settings.from,
    to: settings.to,
    // Each kind writes its subject with oneLine; passed once more here, where every header is
    // written, so a kind that forgets cannot add a header line.
    replyTo: message.replyTo
      ? { name: headerText(message.replyTo.name), address: headerText(message.replyTo.address) }
      : undefined,
    subject: headerText(message.subject),
    text: message.text,
    date,
    messageId: `<${message.kind}-${message.recordId}.team-notification@${settings.messageIdHost}>`,
    headers: { "X-Relaywise-Notification": `${message.kind}:${message.recordId}` },
    // Quoted-printable keeps the .eml readable in a text editor.
    textEncoding: "quoted-printable",
  };
}

/** Nodemailer attachments, each stream opened now: call once per message built. */
export async function openAttachments(list: MailAttachment[] = []): Promise<Mail.Attachment[]> {
  return Promise.all(
    list.map(async (a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: typeof a.content === "function" ? await a.content() : a.content,
    })),
  );
}
