import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { fileTypeFromFile } from "file-type";
import { consultationApi } from "../../content/consultation";
import { acceptedTypesText, allowedMimeTypes } from "../../lib/consultation";
import { formatBytes } from "../../lib/format";
import { AppError } from "../platform/errors";

/** The multipart field that carries the file (the form's `supportingFile`). */
export const fileField = "supportingFile";

/** Room for the form's text fields and multipart framing on top of the file's own limit. */
export const multipartOverheadBytes = 1024 * 1024;

/** An upload written to the local spool, checked, not yet stored or recorded. */
export type SpooledFile = {
  /** Absolute path of the spool file. */
  path: string;
  size: number;
  sha256: string;
  /** Decided from the bytes, never from the name or the browser's type. */
  mimeType: string;
  /** As the visitor's browser sent it: for display only, never part of a path. */
  originalName: string;
};

export type ReceivedForm = {
  fields: Record<string, string>;
  file: SpooledFile | null;
  /** The name of a file read and dropped unwritten (`discardFile`): the visitor chooses it again. */
  discardedFileName?: string;
};

/**
 * A display name: no directories, no control or bidirectional-override characters (which can
 * make "invoice\u202Efdp.exe" read as "invoiceexe.pdf"), composed (NFC) so one name is stored
 * one way whatever the visitor's system, at most 200 characters, never cut inside one.
 */
export function displayName(name: string): string {
  const base = name.normalize("NFC").split(/[\\/]/).pop() ?? "";
  const clean = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  return Array.from(clean || "file")
    .slice(0, 200)
    .join("");
}

/**
 * Text formats have no magic bytes: a file is text when its first 64 KB are valid UTF-8 with
 * no NUL or other control characters than tab, CR, LF and form feed.
 */
async function looksLikeText(file: string): Promise<boolean> {
  const handle = await fsp.open(file, "r");
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    let head = buffer.subarray(0, bytesRead);
    // A multi-byte character cut at the end of the window is not an encoding error.
    if (bytesRead === buffer.length) head = head.subarray(0, bytesRead - 4);
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(head);
    } catch {
      return false;
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting them is the point
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } finally {
    await handle.close();
  }
}

/** The file's type from its content, or null when it is not one the allow-list names. */
export async function detectAllowedType(
  file: string,
  originalName: string,
): Promise<string | null> {
  const detected = await fileTypeFromFile(file);
  if (detected) return allowedMimeTypes.has(detected.mime) ? detected.mime : null;
  if (await looksLikeText(file)) {
    // Between the two text formats the name may choose: both are served as plain text.
    return /\.csv$/i.test(originalName) ? "text/csv" : "text/plain";
  }
  return null;
}

/** A spool file being written: the file part's stream, the spool's write stream, their end. */
type Spool = {
  path: string;
  source: Readable;
  sink: fs.WriteStream;
  /** Settles once both streams are closed: resolved when the file was written whole. */
  done: Promise<void>;
};

/**
 * Reads a multipart/form-data body as it arrives: text fields into memory (each capped), the
 * one file streamed to a spool file under `spoolDir` while its SHA-256 and size are counted.
 * Nothing is held whole in memory. An over-size file is read to the end of the request and
 * thrown away (so the connection can carry the next request), then refused with 413; a body far
 * beyond any allowed size is cut off (the connection then closes).
 *
 * Every stream here gets its error handler in the same tick it is created: a body that ends
 * early or a connection that drops makes busboy destroy the file stream with an error, and an
 * `error` event with no listener would end the process. Any failure leaves no spool file.
 */
export async function receiveMultipart(
  request: Request,
  options: {
    maxFileBytes: number;
    spoolDir: string;
    /** Gets each text field as it arrives, so a refusal of the file can still show them. */
    fields?: Record<string, string>;
    /**
     * The request is refused whatever it holds (its sender is over the rate limit): the text
     * fields are read for the page to show again, the file's bytes are read past, never written.
     */
    discardFile?: boolean;
  },
): Promise<ReceivedForm> {
  const contentType = request.headers.get("content-type") ?? "";
  const maxTotal = options.maxFileBytes + multipartOverheadBytes;
  const declared = Number(request.headers.get("content-length"));
  const limitText = formatBytes(options.maxFileBytes);
  if (Number.isFinite(declared) && declared > maxTotal) {
    throw new AppError("payload_too_large", consultationApi.tooLarge(limitText), {
      supportingFile: consultationApi.tooLarge(limitText),
    });
  }
  if (!request.body) throw badUpload();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send the file name as raw UTF-8 bytes; busboy would read them as latin1.
      defParamCharset: "utf8",
      limits: {
        // One byte more than allowed: busboy stops at its limit, so reaching it means "over".
        fileSize: options.maxFileBytes + 1,
        files: 1,
        fields: 30,
        fieldSize: 64 * 1024,
        parts: 40,
      },
    });
  } catch {
    throw badUpload();
  }
  // Before the body is read, so the file part can be written the moment it begins.
  await fsp.mkdir(options.spoolDir, { recursive: true });

  const fields: Record<string, string> = options.fields ?? {};
  const tooLongFields: string[] = [];
  let spool: Spool | null = null;
  let file: Omit<SpooledFile, "path" | "mimeType"> | null = null;
  let truncated = false;
  let extraFiles = false;
  let discardedFileName: string | undefined;
  let total = 0;

  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) tooLongFields.push(name);
    if (!(name in fields)) fields[name] = value;
  });
  parser.on("filesLimit", () => {
    extraFiles = true;
  });
  parser.on("file", (name, stream, info) => {
    // The parser's own error (via the pipeline below) decides the answer; this one only must
    // not go unhandled.
    stream.on("error", () => undefined);
    // An empty file input still sends a part, with no name and no bytes.
    if (name !== fileField || spool || !info.filename || options.discardFile) {
      if (name === fileField && spool) extraFiles = true;
      if (name === fileField && info.filename && options.discardFile) {
        discardedFileName ??= displayName(info.filename);
      }
      stream.resume();
      return;
    }
    const target = path.join(options.spoolDir, `${crypto.randomUUID()}.part`);
    const hash = crypto.createHash("sha256");
    let size = 0;
    const originalName = displayName(info.filename);
    stream.on("limit", () => {
      truncated = true;
    });
    const count = new Transform({
      transform(chunk: Buffer, _enc, callback) {
        size += chunk.length;
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    const sink = fs.createWriteStream(target, { flags: "wx", mode: 0o640 });
    // pipeline() puts its error handlers on all three streams now, in this tick.
    const done = pipeline(stream, count, sink).then(() => {
      file = { size, sha256: hash.digest("hex"), originalName };
    });
    // Awaited once the body has been read; until then a disk error must not go unhandled.
    done.catch(() => undefined);
    spool = { path: target, source: stream, sink, done };
  });

  const finished = new Promise<void>((resolve, reject) => {
    parser.once("close", resolve);
    parser.once("error", reject);
  });
  finished.catch(() => undefined);
  // Counts the whole body: past the file limit plus room for fields it is not worth reading on.
  const meter = new Transform({
    transform(chunk: Buffer, _enc, callback) {
      total += chunk.length;
      if (total > maxTotal) {
        callback(new AppError("payload_too_large", consultationApi.tooLarge(limitText)));
      } else callback(null, chunk);
    },
  });

  try {
    await Promise.all([
      pipeline(
        Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>),
        meter,
        parser,
      ),
      finished,
    ]);
    await (spool as Spool | null)?.done;
  } catch (err) {
    await removeSpool(spool);
    if (err instanceof AppError) {
      throw new AppError(err.code, err.message, { supportingFile: err.message });
    }
    throw badUpload();
  }

  const fail = async (error: AppError) => {
    await removeSpool(spool);
    throw error;
  };
  if (truncated) {
    const message = consultationApi.tooLarge(limitText);
    return fail(new AppError("payload_too_large", message, { supportingFile: message }));
  }
  if (extraFiles) {
    return fail(
      new AppError("bad_request", consultationApi.oneFile, {
        supportingFile: consultationApi.oneFile,
      }),
    );
  }
  if (tooLongFields.length > 0) {
    const fieldMap = Object.fromEntries(tooLongFields.map((n) => [n, "This field is too long"]));
    return fail(new AppError("validation", "This field is too long", fieldMap));
  }
  if (!spool || !file) return { fields, file: null, discardedFileName };
  const received = file as Omit<SpooledFile, "path" | "mimeType">;
  const spoolPath = (spool as Spool).path;
  if (received.size === 0) {
    return fail(
      new AppError("bad_request", consultationApi.emptyFile, {
        supportingFile: consultationApi.emptyFile,
      }),
    );
  }
  let mimeType: string | null;
  try {
    mimeType = await detectAllowedType(spoolPath, received.originalName);
  } catch (err) {
    await removeSpool(spool);
    throw err;
  }
  if (!mimeType) {
    const message = consultationApi.unsupportedType(acceptedTypesText);
    return fail(new AppError("unsupported_media_type", message, { supportingFile: message }));
  }
  return { fields, file: { ...received, path: spoolPath, mimeType } };
}

function badUpload(): AppError {
  return new AppError("bad_request", consultationApi.badUpload, {
    supportingFile: consultationApi.badUpload,
  });
}

async function removeSpool(spool: Spool | null) {
  if (!spool) return;
  // Ends a write still in progress (a no-op on finished streams); the pipeline then settles
  // only once the spool file is closed, so nothing writes to it after it is deleted.
  spool.source.destroy();
  spool.sink.destroy();
  await spool.done.catch(() => undefined);
  await fsp.rm(spool.path, { force: true });
}
