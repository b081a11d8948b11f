import { Hono } from "hono";
import { z } from "zod";
import { consultationApi, minimumFillSeconds } from "../../content/consultation";
import {
  type ConsultationResponse,
  consultationHoneypotField,
  consultationSchema,
} from "../../lib/consultation";
import type { AppServices } from "../container";
import { AppError } from "../errors";
import { clientIp } from "../http/client-ip";
import type { AppEnv } from "../http/context";
import { parseWith, readJson } from "../http/request";
import { enforceRateLimits } from "../rate-limit";
import { spoolDir } from "../storage";
import { receiveMultipart, type SpooledFile } from "./upload";
import fsp from "node:fs/promises";

export const consultationPath = "/api/workflow-consultation";

export const isMultipart = (contentType: string | undefined) =>
  /^multipart\/form-data\b/i.test(contentType ?? "");

/**
 * POST /api/workflow-consultation: JSON, or multipart with one `supportingFile` (ADR 0015).
 * The rate limit comes before the body is read; the file is checked from its bytes; the
 * request, its file and both notifications are stored together; answers 201 `{ message, id }`.
 */
export function createConsultationRouter(services: AppServices): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const log = services.logger.child({ area: "consultations" });

  api.post("/", async (c) => {
    const ip = clientIp(c, services.env.TRUST_PROXY);
    // Before the body is read: a sender over the limit does not get to upload 10 MB again.
    await enforceRateLimits(
      services.database,
      [
        {
          key: `consultation:ip:${ip}`,
          limit: services.env.RATE_LIMIT_CONSULTATIONS_PER_HOUR,
          windowSeconds: 3600,
        },
      ],
      consultationApi.rateLimited,
    );
    const multipart = isMultipart(c.req.header("content-type"));
    let raw: Record<string, unknown>;
    let file: SpooledFile | null = null;
    if (multipart) {
      const form = await receiveMultipart(c.req.raw, {
        maxFileBytes: services.env.UPLOAD_MAX_BYTES,
        spoolDir: spoolDir(services.env),
      });
      raw = form.fields;
      file = form.file;
    } else {
      const body = await readJson(c, z.unknown());
      raw = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    }
    try {
      const trap = raw[consultationHoneypotField];
      if (trap !== undefined && trap !== null && String(trap).trim() !== "") {
        log.warn("consultation rejected: honeypot filled", { requestId: c.get("requestId"), ip });
        throw new AppError("bad_request", consultationApi.rejected);
      }
      const request = parseWith(consultationSchema, raw);
      if (request.fillMs !== undefined && request.fillMs < minimumFillSeconds * 1000) {
        log.warn("consultation rejected: sent too fast", { requestId: c.get("requestId"), ip });
        throw new AppError("bad_request", consultationApi.tooFast);
      }
      const upload = file;
      file = null;
      const { id, duplicate } = await services.consultations.create(request, upload);
      log.info("consultation stored", {
        requestId: c.get("requestId"),
        consultationId: id,
        duplicate,
        file: upload ? { size: upload.size, type: upload.mimeType } : null,
      });
      const response: ConsultationResponse = { message: consultationApi.submitted, id };
      return c.json(response, duplicate ? 200 : 201);
    } finally {
      // Refused before the service took it: the spool file goes.
      if (file) await fsp.rm(file.path, { force: true });
    }
  });

  return api;
}
