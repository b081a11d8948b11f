import type { BusinessProfile } from "../../../../content/business";
import type { NotificationDelivery } from "../../../../db/schema";
import type { Env } from "../../env";
import type { Logger } from "../../logger";
import type { PlannedDelivery } from "../deliveries";
import type { TeamNotification } from "../format";
import type { VisitorMessage } from "../types";
import type { LookupAll } from "../url-guard";
import { type VisitorSender, visitorSenders } from "../visitor";
import { emailChannel } from "./email";
import type { MailSettings } from "./mail";
import { outboxChannel } from "./outbox";
import { smsChannel } from "./sms";
import { type Channel, type ChannelName, recipientList } from "./types";
import { webhookChannel } from "./webhook";

/** The channels of one audience: where a new message is planned, and how a planned row is sent. */
export type AudienceChannels<Message> = {
  /** The deliveries a record's first attempt plans, from the channels configured now. */
  planned: PlannedDelivery[];
  /** The send for a planned row, or null when its channel is no longer configured. */
  sendFor(
    row: NotificationDelivery,
    message: Message,
    signal: AbortSignal,
  ): (() => Promise<string>) | null;
};

export type ConfiguredChannels = {
  team: AudienceChannels<TeamNotification>;
  visitor: AudienceChannels<VisitorMessage>;
  /** The team's channels, for the start-up log. */
  teamChannelNames: ChannelName[];
  close(): Promise<void>;
};

/** Internal knobs: tests point Twilio at a local stand-in and answer the webhook's DNS. */
export type ChannelOptions = {
  /** Base URL standing in for https://api.twilio.com (tests only). */
  twilioApiBase?: string;
  /** DNS lookup used by the webhook's address check (tests). */
  lookup?: LookupAll;
  now?: () => Date;
};

/**
 * Every channel the configuration turns on, for both audiences. The outbox is always on; email,
 * SMS and the webhook only when all their settings are given. Half a configuration is almost
 * certainly a mistake: it is reported at start-up, naming what is missing.
 */
export function channelsFromEnv(deps: {
  env: Env;
  business: BusinessProfile;
  logger: Logger;
  options?: ChannelOptions;
}): ConfiguredChannels {
  const { env, business, logger } = deps;
  const options = deps.options ?? {};

  const emailTo = recipientList(env.NOTIFY_EMAIL_TO);
  const mail: MailSettings = {
    from: env.SMTP_FROM,
    // With no recipient configured, the outbox copy is addressed to the sales inbox.
    to: emailTo.length > 0 ? emailTo : [business.salesEmail],
    messageIdHost: new URL(env.PUBLIC_URL).hostname || "localhost",
  };

  const channels = new Map<ChannelName, Channel>();
  const add = (channel: Channel) => channels.set(channel.name, channel);
  add(outboxChannel({ dir: env.OUTBOX_DIR, mail, logger, now: options.now }));
  if (env.SMTP_URL && emailTo.length > 0) {
    add(emailChannel({ smtpUrl: env.SMTP_URL, mail, logger, now: options.now }));
  }
  const smsTo = recipientList(env.NOTIFY_SMS_TO);
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM && smsTo.length > 0) {
    add(
      smsChannel({
        settings: {
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          from: env.TWILIO_FROM,
          to: smsTo,
          apiBase: options.twilioApiBase,
        },
        logger,
      }),
    );
  }
  if (env.NOTIFY_WEBHOOK_URL) {
    add(
      webhookChannel({
        url: env.NOTIFY_WEBHOOK_URL,
        allowPrivate: env.NOTIFY_WEBHOOK_ALLOW_PRIVATE,
        logger,
        lookup: options.lookup,
      }),
    );
  }
  warnAboutHalfConfigurations(env, logger);

  const senders = new Map<ChannelName, VisitorSender>(
    visitorSenders({
      outboxDir: env.OUTBOX_DIR,
      smtpUrl: env.SMTP_URL,
      settings: {
        from: env.SMTP_FROM,
        replyTo: business.salesEmail,
        messageIdHost: mail.messageIdHost,
      },
      logger,
      now: options.now,
    }).map((sender) => [sender.name, sender]),
  );

  return {
    team: {
      planned: [...channels.values()].flatMap((c) =>
        c.targets.map((target) => ({ channel: c.name, target })),
      ),
      sendFor(row, message, signal) {
        const channel = channels.get(row.channel);
        if (!channel || (row.target && !channel.targets.includes(row.target))) return null;
        return () => channel.send(message, row.target, signal);
      },
    },
    visitor: {
      planned: [...senders.keys()].map((channel) => ({ channel, target: "" })),
      sendFor(row, message) {
        const sender = senders.get(row.channel);
        return sender ? () => sender.send(message) : null;
      },
    },
    teamChannelNames: [...channels.keys()],
    async close() {
      for (const channel of channels.values()) await channel.close?.();
      for (const sender of senders.values()) await sender.close?.();
    },
  };
}

function warnAboutHalfConfigurations(env: Env, logger: Logger) {
  const partial: [string, (string | undefined)[], string[]][] = [
    ["email", [env.SMTP_URL, env.NOTIFY_EMAIL_TO], ["SMTP_URL", "NOTIFY_EMAIL_TO"]],
    [
      "SMS",
      [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM, env.NOTIFY_SMS_TO],
      ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM", "NOTIFY_SMS_TO"],
    ],
  ];
  for (const [label, values, names] of partial) {
    if (values.some(Boolean) && !values.every(Boolean)) {
      logger.warn(`${label} notifications are off: set all of ${names.join(", ")}`, {
        missing: names.filter((_, i) => !values[i]),
      });
    }
  }
}
