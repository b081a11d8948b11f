import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { fileMetadata } from "../../db/schema";
import type { AppServices } from "../container";
import { AppError } from "../errors";
import type { AppEnv } from "../http/context";
import { StoredFileMissingError } from "./types";

const notFound = "This link is invalid or has expired. Ask for a new one.";

/** RFC 6266 filename for a header: ASCII fallback plus the UTF-8 original. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /api/files/:token: a stored file for whoever holds a valid, unexpired signed token (the
 * team's notification today, a staff inbox later). Streamed from storage, always as a download,
 * never cached by shared caches.
 */
export function createFileRouter(services: AppServices): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get("/:token", async (c) => {
    const id = services.fileLinks.verify(c.req.param("token"));
    if (id === null) throw new AppError("not_found", notFound);
    const [file] = await services.database.db
      .select()
      .from(fileMetadata)
      .where(eq(fileMetadata.id, id));
    if (!file) throw new AppError("not_found", notFound);
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
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      headers: {
        "Content-Type": file.mimeType,
        "Content-Length": String(file.size),
        "Content-Disposition": contentDisposition(file.originalName),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  });
  return api;
}
