import nodemailer from "nodemailer";
import type { Logger } from "../../logger";
import { type MailSettings, openAttachments, teamMail } from "./mail";
import { type Channel, PermanentDeliveryError } from "./types";

/** SMTP timeouts: a server that does not answer must not hold the job for minutes. */
export const smtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/** Email to the team over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function emailChannel(deps: {
  smtpUrl: string;
  mail: MailSettings;
  logger: Logger;
  now?: () => Date;
}): Channel {
  const now = deps.now ?? (() => new Date());
  // Options in the URL's query (e.g. ?tls.rejectUnauthorized=false) override these.
  const transport = nodemailer.createTransport({ url: deps.smtpUrl, ...smtpTimeouts });
  return {
    name: "email",
    targets: [""],
    async send(message) {
      try {
        const info = await transport.sendMail(
          teamMail(message, deps.mail, now(), await openAttachments(message.attachments)),
        );
        deps.logger.info("notification emailed", {
          kind: message.kind,
          recordId: message.recordId,
          to: deps.mail.to,
          messageId: info.messageId,
          response: info.response,
        });
        return info.messageId;
      } catch (err) {
        const smtp = err as { code?: string; responseCode?: number; message?: string };
        // The server refused the recipients or the sender for good (5xx on the envelope):
        // the same message would be refused again.
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
  };
}
