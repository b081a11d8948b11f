import type { Logger } from "../../logger";
import { type Channel, PermanentDeliveryError } from "./types";

type SmsSettings = {
  accountSid: string;
  authToken: string;
  from: string;
  to: string[];
  /** Tests only: where Twilio's REST API is (a local stand-in); production always uses Twilio. */
  apiBase?: string;
};

/** Statuses that say the request itself is wrong (bad number, unknown account): never retried. */
const permanentStatuses = new Set([400, 404, 410, 422]);

type TwilioClient = import("twilio").Twilio;

async function createClient(settings: SmsSettings): Promise<TwilioClient> {
  // The SDK is large; it is loaded only when SMS is configured.
  const { default: twilio } = await import("twilio");
  const apiBase = settings.apiBase ? new URL(settings.apiBase) : undefined;
  // The SDK has no base-URL option: its HTTP client is the one place every request passes.
  class Client extends twilio.RequestClient {
    override request<T>(opts: Parameters<InstanceType<typeof twilio.RequestClient>["request"]>[0]) {
      if (apiBase) {
        const target = new URL(opts.uri);
        target.protocol = apiBase.protocol;
        target.host = apiBase.host;
        opts.uri = target.href;
      }
      return super.request<T>(opts as never);
    }
  }
  return twilio(settings.accountSid, settings.authToken, {
    httpClient: new Client({ timeout: 15_000 }),
  });
}

/** A short SMS to each NOTIFY_SMS_TO number through Twilio's Messages API. */
export function smsChannel(deps: { settings: SmsSettings; logger: Logger }): Channel {
  const { settings } = deps;
  let client: Promise<TwilioClient> | undefined;
  return {
    name: "sms",
    targets: settings.to,
    async send(message, to) {
      client ??= createClient(settings);
      client.catch(() => {
        client = undefined;
      });
      try {
        const sent = await (await client).messages.create({
          to,
          from: settings.from,
          body: message.sms,
        });
        deps.logger.info("notification texted", {
          kind: message.kind,
          recordId: message.recordId,
          to,
          sid: sent.sid,
        });
        return sent.sid;
      } catch (err) {
        const status = (err as { status?: number }).status;
        if (status && permanentStatuses.has(status)) {
          throw new PermanentDeliveryError(
            `Twilio refused the SMS to ${to} (${status}): ${(err as Error).message}`,
            { cause: err },
          );
        }
        throw err;
      }
    },
  };
}
