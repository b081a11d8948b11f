import fsp from "node:fs/promises";
import { eq } from "drizzle-orm";
import { automationRequests, fileMetadata } from "../../db/schema";
import { consultationApi } from "../../content/consultation";
import type { ConsultationRequest } from "../../lib/consultation";
import type { Database } from "../db";
import { runTransaction } from "../db/transaction";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import type { NotificationService } from "../notify/types";
import { attachPerson } from "../people/attach";
import type { FileStorage } from "../storage";
import { journal, lockContent, removeIfUnreferenced } from "./files";
import { consultationConfirmationKind, consultationNotificationKind } from "./notifications";
import type { SpooledFile } from "./upload";

export type ConsultationService = ReturnType<typeof createConsultationService>;

type ConsultationDeps = {
  database: Database;
  notifications: NotificationService;
  storage: FileStorage;
  logger: Logger;
};

/** "Jane van der Berg" → Jane / van der Berg; the table keeps the spec's two name columns. */
function splitName(fullName: string): { firstName: string; lastName: string | null } {
  const [first, ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") || null };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
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

  return {
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
              // The spec's column for the steps an automation runs: none are chosen yet.
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
}
