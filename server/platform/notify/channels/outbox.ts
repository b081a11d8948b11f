import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import type { Logger } from "../../logger";
import type { TeamNotification } from "../format";
import { type MailSettings, openAttachments, teamMail } from "./mail";
import type { Channel } from "./types";

/** Written so that a reader never sees half a file: a temporary file, flushed, then renamed. */
export async function writeAtomically(file: string, content: string | Buffer): Promise<void> {
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`,
  );
  const handle = await fs.open(temp, "w", 0o640);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, file);
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
  }
}

/** 2026-11-22T10:15:30.123Z → 20261122T101530Z: sorts by time, safe in every file system. */
export function fileStamp(iso: string): string {
  return iso.replace(/\.\d+Z$/, "Z").replace(/[-:]/g, "");
}

/** The base name of a record's outbox files; stable, so a retry overwrites instead of adding. */
export function outboxBaseName(message: TeamNotification): string {
  return `${fileStamp(message.details.receivedAt)}-${message.kind}-${message.recordId}`;
}

/**
 * The embedded default: every notification as a readable .eml (open it in any mail client) and
 * a .json next to it, in OUTBOX_DIR. Always on, so the operator sees leads with no account.
 */
export function outboxChannel(deps: {
  dir: string;
  mail: MailSettings;
  logger: Logger;
  now?: () => Date;
}): Channel {
  const now = deps.now ?? (() => new Date());
  return {
    name: "outbox",
    targets: [""],
    async send(message) {
      await fs.mkdir(deps.dir, { recursive: true });
      const base = path.join(deps.dir, outboxBaseName(message));
      const date = now();
      const mail = teamMail(message, deps.mail, date, await openAttachments(message.attachments));
      const eml = await new MailComposer(mail).compile().build();
      const json = {
        kind: message.kind,
        recordId: message.recordId,
        writtenAt: date.toISOString(),
        from: deps.mail.from,
        to: deps.mail.to,
        subject: message.subject,
        ...message.details,
        text: message.text,
      };
      await writeAtomically(`${base}.json`, `${JSON.stringify(json, null, 2)}\n`);
      await writeAtomically(`${base}.eml`, eml);
      deps.logger.info("notification written to outbox", {
        path: `${base}.eml`,
        kind: message.kind,
        recordId: message.recordId,
      });
      return `${base}.eml`;
    },
  };
}

/**
 * Deletes outbox files (.eml, .json, and temporary files a crash left behind) last written more
 * than `retentionDays` ago: the outbox holds visitors' personal data, which the privacy policy
 * promises to keep no longer than needed. The records themselves stay in the database.
 */
export async function pruneOutbox(
  dir: string,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  if (retentionDays <= 0) return 0;
  const cutoff = now.getTime() - retentionDays * 86_400_000;
  let entries: string[];
  try {
    entries = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw err;
  }
  let removed = 0;
  for (const name of entries) {
    if (!/\.(eml|json|tmp)$/.test(name)) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile() && stat.mtimeMs < cutoff) {
      await fs.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
