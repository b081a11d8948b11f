import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { fileMetadata } from "../../../db/schema";
import type { Database } from "../db";
import { AppError } from "../errors";
import type { AppEnv } from "../http/context";
import type { Logger } from "../logger";
import type { FileLinkSigner } from "./signed-link";
import type { FileStorage } from "./types";
import { contentDisposition } from "./content-disposition";
import { StoredFileMissingError } from "./types";

/** The policy of every stored file served: no scripts, no requests, a unique origin. */
export const fileContentSecurityPolicy = "default-src 'none'; sandbox";

const notFound = "This link is invalid or has expired. Ask for a new one.";

/**
 * GET /api/files/:token: a stored file for whoever holds a valid, unexpired signed token (the
 * team's notification today, a staff inbox later). Streamed from storage, always as a download,
 * never cached by shared caches.
 */
export function createFileRouter(services: {
  fileLinks: FileLinkSigner;
  database: Database;
  storage: FileStorage;
  logger: Logger;
}): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get("/:token", async (c) => {
    const id = services.fileLinks.verify(c.req.param("token"));
    if (id === null) throw new AppError("not_found", notFound);
    const [file] = await services.database.db
      .select()
      .from(fileMetadata)
      .where(eq(fileMetadata.id, id));
    if (!file) throw new AppError("not_found", notFound);
    const headers = {
      "Content-Type": file.mimeType,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(file.originalName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      // The bytes are the visitor's: even opened in a tab they run nothing and load nothing.
      // The page policy (security.ts) leaves a policy a handler set alone.
      "Content-Security-Policy": fileContentSecurityPolicy,
    };
    // A HEAD answer has no body: a stream opened for it would never be read nor closed.
    if (c.req.method === "HEAD") return new Response(null, { headers });
    let stream: Readable;
    try {
      stream = await services.storage.read(file.filePath);
    } catch (err) {
      if (err instanceof StoredFileMissingError) {
        services.logger.error("a recorded file is missing from storage", { fileId: id });
        throw new AppError("not_found", notFound);
      }
      throw err;
    }
    return new Response(Readable.toWeb(stream) as ReadableStream, { headers });
  });
  return api;
}
