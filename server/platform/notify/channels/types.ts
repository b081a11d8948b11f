import type { notificationChannels } from "../../../../db/schema";
import type { TeamNotification } from "../format";

export type ChannelName = (typeof notificationChannels)[number];

/** One way of telling the team. `send` resolves to a reference worth keeping (file, message id). */
export type Channel = {
  name: ChannelName;
  /** Recipients that are tracked one by one (SMS numbers); [""] when the channel sends once. */
  targets: string[];
  send(message: TeamNotification, target: string, signal: AbortSignal): Promise<string>;
  close?(): Promise<void>;
};

/** Sending again cannot help (a refused URL, a rejected recipient): do not retry this channel. */
export class PermanentDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PermanentDeliveryError";
  }
}

/** Comma- or semicolon-separated recipients from one env variable. */
export function recipientList(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[,;]/)
    .map((v) => v.trim())
    .filter(Boolean);
}
