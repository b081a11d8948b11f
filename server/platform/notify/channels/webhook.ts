import http from "node:http";
import https from "node:https";
import type { Logger } from "../../logger";
import { assertPublicUrl, type LookupAll, publicOnlyLookup, RefusedUrlError } from "../url-guard";
import { type Channel, PermanentDeliveryError } from "./types";

export const webhookTimeoutMs = 10_000;

/** Answers that say the URL or the payload is wrong; the same request would fail again. */
function isPermanent(status: number): boolean {
  return (status >= 300 && status < 400) || [400, 404, 410, 413, 422].includes(status);
}

function post(
  url: URL,
  body: string,
  { allowPrivate, signal }: { allowPrivate: boolean; signal: AbortSignal },
): Promise<{ status: number; text: string }> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "content-length": Buffer.byteLength(body),
          "user-agent": "Relaywise-Notifications/1",
        },
        // Checked again at connect time: a name may resolve differently than a moment ago.
        lookup: allowPrivate ? undefined : publicOnlyLookup,
        signal,
        timeout: webhookTimeoutMs,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (text.length < 2_000) text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer in ${webhookTimeoutMs}ms`)));
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * Slack-compatible incoming webhook (also understood by Mattermost, Rocket.Chat, Discord's
 * /slack endpoint): POST { text, blocks }. Private and loopback targets are refused unless
 * NOTIFY_WEBHOOK_ALLOW_PRIVATE=true.
 */
export function webhookChannel(deps: {
  url: string;
  allowPrivate: boolean;
  logger: Logger;
  lookup?: LookupAll;
}): Channel {
  const url = new URL(deps.url);
  // The URL of a Slack webhook is its secret: logs name only the host.
  const host = url.host;
  return {
    name: "webhook",
    targets: [""],
    async send(message, _target, signal) {
      try {
        await assertPublicUrl(url, { allowPrivate: deps.allowPrivate, lookup: deps.lookup });
        const deadline = AbortSignal.any([signal, AbortSignal.timeout(webhookTimeoutMs)]);
        const { status, text } = await post(url, JSON.stringify(message.slack), {
          allowPrivate: deps.allowPrivate,
          signal: deadline,
        });
        if (status >= 200 && status < 300) {
          deps.logger.info("notification posted to webhook", {
            kind: message.kind,
            recordId: message.recordId,
            host,
            status,
          });
          return `HTTP ${status}`;
        }
        const error = `webhook at ${host} answered ${status}: ${text.slice(0, 200)}`;
        if (isPermanent(status)) throw new PermanentDeliveryError(error);
        throw new Error(error);
      } catch (err) {
        if (err instanceof RefusedUrlError) {
          deps.logger.error(
            "NOTIFY_WEBHOOK_URL refused: it points at a private or loopback address; set NOTIFY_WEBHOOK_ALLOW_PRIVATE=true if that is intended",
            { host, reason: err.message, kind: message.kind, recordId: message.recordId },
          );
          throw new PermanentDeliveryError(`webhook refused: ${err.message}`, { cause: err });
        }
        throw err;
      }
    },
  };
}
