import fsp from "node:fs/promises";
import { eq } from "drizzle-orm";
import { automationRequests, fileMetadata } from "../../db/schema";
import { consultationApi, minimumFillSeconds } from "../../content/consultation";
import {
  type ConsultationRequest,
  consultationHoneypotField,
  consultationSchema,
} from "../../lib/consultation";
import type { Database } from "../platform/db";
import { isUniqueViolation, runTransaction } from "../platform/db/transaction";
import type { Env } from "../platform/env";
import { AppError } from "../platform/errors";
import { type FormTokens, formTokenField } from "../platform/form-token";
import { parseWith, readJsonBody, refuseFilledHoneypot } from "../platform/http/request";
import type { Logger } from "../platform/logger";
import type { NotificationService } from "../platform/notify/types";
import type { RateLimiter } from "../platform/rate-limit";
import { attachPerson } from "../people/attach";
import { type FileStorage, spoolDir } from "../platform/storage";
import type { VisitorKeys } from "../platform/visitor-keys";
import { journal, lockContent, removeIfUnreferenced } from "./files";
import { consultationConfirmationKind, consultationNotificationKind } from "./notifications";
import { receiveMultipart, type SpooledFile } from "./upload";

export type ConsultationService = ReturnType<typeof createConsultationService>;

type ConsultationDeps = {
  database: Database;
  notifications: NotificationService;
  storage: FileStorage;
  logger: Logger;
  env: Pick<Env, "UPLOAD_MAX_BYTES" | "DATA_DIR">;
  visitorKeys: VisitorKeys;
  formTokens: FormTokens;
  rateLimits: RateLimiter;
};

export const isMultipart = (contentType: string | null | undefined) =>
  /^multipart\/form-data\b/i.test(contentType ?? "");

/** Who sent a request, for the rate limit and the log. */
export type Sender = { ip: string; requestId: string };

/** A request that was taken: its id, whether it repeats one already stored, its confirmation. */
export type ConsultationReceipt = { id: number; duplicate: boolean; confirmation: string };

/**
 * What `receive` answers: the receipt, or the refusal with the text fields as they were sent (a
 * page shows the refusal beside what the visitor typed).
 */
export type ConsultationOutcome =
  | ({ ok: true } & ConsultationReceipt)
  | {
      ok: false;
      error: AppError;
      values: Record<string, string>;
      /** The name of a file that arrived whole and was not kept: the visitor chooses it again. */
      fileName?: string;
    };

/** "Jane van der Berg" → Jane / van der Berg; the table keeps first and last name apart. */
function splitName(fullName: string): { firstName: string; lastName: string | null } {
  const [first, ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") || null };
}

/** Reads `services` at call time, so a test's stand-ins are the ones used. */
export function createConsultationService(services: ConsultationDeps) {
  /** The request stored under `key`, with what decides whether another one is the same. */
  async function byIdempotencyKey(key: string | undefined) {
    if (!key) return null;
    const [row] = await services.database.db
      .select({ request: automationRequests, fileSha256: fileMetadata.sha256 })
      .from(automationRequests)
      .leftJoin(fileMetadata, eq(fileMetadata.id, automationRequests.fileId))
      .where(eq(automationRequests.idempotencyKey, key));
    return row ?? null;
  }

  /**
   * A repeated key is a retry only when it carries the same request: the same person, the same
   * words, the same file. Anything else is refused, never answered "thank you" and dropped.
   */
  function sameRequest(
    stored: NonNullable<Awaited<ReturnType<typeof byIdempotencyKey>>>,
    request: ConsultationRequest,
    upload: SpooledFile | null,
  ): boolean {
    const { firstName, lastName } = splitName(request.fullName);
    const row = stored.request;
    return (
      row.firstName === firstName &&
      row.lastName === lastName &&
      row.email === request.email &&
      row.phone === (request.phone ?? null) &&
      row.preferredContact === request.preferredContact &&
      row.taskDescription === request.taskDescription &&
      row.currentTools === (request.currentTools ?? null) &&
      row.idealSolution === (request.idealSolution ?? null) &&
      stored.fileSha256 === (upload?.sha256 ?? null)
    );
  }

  function answerRepeat(
    stored: NonNullable<Awaited<ReturnType<typeof byIdempotencyKey>>>,
    request: ConsultationRequest,
    upload: SpooledFile | null,
  ): { id: number; duplicate: true } {
    if (!sameRequest(stored, request, upload)) {
      throw new AppError("conflict", consultationApi.keyReused, {
        idempotencyKey: consultationApi.keyReused,
      });
    }
    return { id: stored.request.id, duplicate: true };
  }

  const log = services.logger.child({ area: "consultations" });

  /**
   * The fill time, counted from when the page was first shown: the longer of the browser's own
   * count (its scripts send one, from the navigation's start) and the time since the server made
   * the form's token (sent as the form's field without scripts, as the key with them). A person
   * who typed before the scripts arrived, or came Back to a form they had filled, has both.
   * Neither: unknown, and not held against the sender.
   */
  function fillMsOf(request: ConsultationRequest, token: { issuedAt: Date } | null) {
    const sinceToken = token ? Date.now() - token.issuedAt.getTime() : undefined;
    if (request.fillMs === undefined) return sinceToken;
    return Math.max(request.fillMs, sinceToken ?? 0);
  }

  const confirmationOf = (id: number) =>
    `${id}.${services.visitorKeys.mac("consultation-request", String(id))}`;

  const service = {
    /**
     * The one way in for a consultation request, from the JSON API and from the form on
     * /contact sent without scripts alike (ADR 0015, 0048, 0054): the body as JSON or multipart
     * with one file, checked from its bytes; the honeypot; the schema; the fill time; the rate
     * limit; then `create`. The limit counts only requests it takes: a refused attempt (a field
     * to correct, a file to choose again) never brings a person closer to it, and a repeat of a
     * stored request stores nothing new. A form's token is its idempotency key when the request
     * names none, so the same form sent twice, with or without scripts, is stored once.
     */
    async receive(
      request: Request,
      sender: Sender,
      /**
       * The form on /contact, sent by the browser: it always carries the page's token, so one
       * without it (or with one we did not make) is refused like any form that is not ours,
       * and never skips the fill time. The JSON API keeps its rule: the key is optional and a
       * request without a fill time is not held against the sender.
       */
      { page = false }: { page?: boolean } = {},
    ): Promise<ConsultationOutcome> {
      const values: Record<string, string> = {};
      let file: SpooledFile | null = null;
      let fileName: string | undefined;
      try {
        // A sender already over the limit is refused whatever they sent, but only once what
        // they typed has been read, for the page to show again; their file is never written.
        const over = await services.rateLimits
          .check({ consultation: sender.ip })
          .then(() => null)
          .catch((err: unknown) => {
            if (err instanceof AppError) return err;
            throw err;
          });
        let raw: Record<string, unknown>;
        try {
          if (isMultipart(request.headers.get("content-type"))) {
            const form = await receiveMultipart(request, {
              maxFileBytes: services.env.UPLOAD_MAX_BYTES,
              spoolDir: spoolDir(services.env),
              fields: values,
              discardFile: over !== null,
            });
            raw = form.fields;
            file = form.file;
            fileName = file?.originalName ?? form.discardedFileName;
          } else {
            const body = await readJsonBody(request);
            raw = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
          }
        } catch (err) {
          // A body past every size is still, first, a request from a sender over the limit.
          if (over && err instanceof AppError) throw over;
          throw err;
        }
        for (const [name, value] of Object.entries(raw)) {
          if (typeof value === "string") values[name] = value;
        }
        refuseFilledHoneypot(raw, consultationHoneypotField, consultationApi.rejected, () =>
          log.warn("consultation rejected: honeypot filled", sender),
        );
        const parsed = parseWith(consultationSchema, raw);
        const formToken = services.formTokens.read(raw[formTokenField])
          ? String(raw[formTokenField])
          : undefined;
        if (page && !formToken) {
          log.warn("consultation rejected: the page's form without its token", sender);
          throw new AppError("bad_request", consultationApi.formTokenMissing);
        }
        const idempotencyKey = parsed.idempotencyKey ?? formToken;
        const token = services.formTokens.read(formToken ?? idempotencyKey);
        const fillMs = fillMsOf(parsed, token);
        // A request already stored under its key is answered (or refused) by `create`, however
        // soon it is sent again and however many the sender has sent: nothing new is stored,
        // and a person going Back and sending the same form again is neither "quicker than a
        // person" nor over the limit. (Unless its file was dropped unwritten: then nothing
        // says it is the same request.)
        const repeat = idempotencyKey ? await byIdempotencyKey(idempotencyKey) : null;
        if (!repeat || (over && fileName !== undefined)) {
          if (over) throw over;
          if (fillMs !== undefined && fillMs < minimumFillSeconds * 1000) {
            log.warn("consultation rejected: sent too fast", sender);
            throw new AppError("bad_request", consultationApi.tooFast);
          }
          // Counted as it is taken: two sent at once at the last place are one too many.
          await services.rateLimits.enforce({ consultation: sender.ip });
        }
        const upload = file;
        file = null;
        const stored = await service.create({ ...parsed, idempotencyKey }, upload);
        log.info("consultation stored", {
          ...sender,
          consultationId: stored.id,
          duplicate: stored.duplicate,
          file: upload ? { size: upload.size, type: upload.mimeType } : null,
        });
        return { ok: true, ...stored, confirmation: confirmationOf(stored.id) };
      } catch (err) {
        if (err instanceof AppError) return { ok: false, error: err, values, fileName };
        throw err;
      } finally {
        // Refused before `create` took it: the spool file goes.
        if (file) await fsp.rm(file.path, { force: true });
      }
    },

    /** The request behind a confirmation address (`receive`'s), or null for anything else. */
    async confirmed(confirmation: string): Promise<{ id: number } | null> {
      const match = /^(\d{1,10})\.([\w-]{43})$/.exec(confirmation);
      if (!match || !services.visitorKeys.verify("consultation-request", match[1]!, match[2]!)) {
        return null;
      }
      const [row] = await services.database.db
        .select({ id: automationRequests.id })
        .from(automationRequests)
        .where(eq(automationRequests.id, Number(match[1])));
      return row ?? null;
    },

    /**
     * Stores the request, its file's metadata, the file itself and both notification jobs (the
     * team's and the visitor's confirmation) in one transaction. A repeated idempotency key
     * answers with the request already stored when it is the same request, and is refused with
     * 409 when it is not.
     */
    async create(
      request: ConsultationRequest,
      upload: SpooledFile | null,
    ): Promise<{ id: number; duplicate: boolean }> {
      const existing = await byIdempotencyKey(request.idempotencyKey);
      if (existing) {
        if (upload) await fsp.rm(upload.path, { force: true });
        return answerRepeat(existing, request, upload);
      }
      const file = upload ? await journal(upload) : null;
      let stored = false;
      try {
        const id = await runTransaction(services.database, async (tx) => {
          let fileId: number | null = null;
          if (file) {
            await lockContent(tx, file.sha256);
            const [row] = await tx
              .insert(fileMetadata)
              .values({
                filename: file.sha256,
                originalName: file.originalName,
                mimeType: file.mimeType,
                size: file.size,
                uploadedBy: request.email,
                filePath: file.sha256,
                sha256: file.sha256,
                storage: services.storage.kind,
              })
              .returning({ id: fileMetadata.id });
            fileId = row.id;
          }
          const personId = await attachPerson(
            tx,
            { email: request.email, name: request.fullName, phone: request.phone },
            { kind: "consultation", opens: true },
          );
          const [created] = await tx
            .insert(automationRequests)
            .values({
              personId,
              ...splitName(request.fullName),
              email: request.email,
              phone: request.phone ?? null,
              automationType: "workflow_consultation",
              // The steps the automation will run: none are chosen yet.
              actions: [],
              preferredContact: request.preferredContact,
              taskDescription: request.taskDescription,
              currentTools: request.currentTools ?? null,
              idealSolution: request.idealSolution ?? null,
              idempotencyKey: request.idempotencyKey ?? null,
              fileId,
              status: "requested",
            })
            .returning({ id: automationRequests.id });
          await services.notifications.notify(consultationNotificationKind, created.id, { tx });
          await services.notifications.notify(consultationConfirmationKind, created.id, { tx });
          // Last: the transaction commits only with the file in place.
          if (file) await services.storage.putFile(file.sha256, file.path, file.size);
          return created.id;
        });
        stored = true;
        return { id, duplicate: false };
      } catch (err) {
        if (request.idempotencyKey && isUniqueViolation(err)) {
          // A double click raced this request and won: answer with its record.
          const winner = await byIdempotencyKey(request.idempotencyKey);
          if (winner) return answerRepeat(winner, request, upload);
        }
        throw err;
      } finally {
        if (file) {
          let settled = stored;
          if (!stored) {
            settled = await removeIfUnreferenced(services.database, services.storage, file.sha256)
              .then(() => true)
              .catch((err) => {
                // The journal entry stays; the next start removes the object.
                services.logger.error("could not remove an uploaded file after a failed request", {
                  sha256: file.sha256,
                  err: String(err),
                });
                return false;
              });
          }
          if (settled) await fsp.rm(file.path, { force: true });
        }
      }
    },
  };
  return service;
}
