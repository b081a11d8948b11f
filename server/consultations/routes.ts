import { Hono } from "hono";
import { consultationApi } from "../../content/consultation";
import type { ConsultationResponse } from "../../lib/consultation";
import type { Env } from "../platform/env";
import { clientIp } from "../platform/http/client-ip";
import type { AppEnv } from "../platform/http/context";
import type { ConsultationService } from "./service";

export { isMultipart } from "./service";

export const consultationPath = "/api/workflow-consultation";
/** The page whose form posts the same request when its scripts have not run (ADR 0048). */
export const contactPath = "/contact";

/**
 * POST /api/workflow-consultation: JSON, or multipart with one `supportingFile` (ADR 0015).
 * Everything is `consultations.receive`, which the form on /contact sent without scripts goes
 * through too (ADR 0048); answers 201 `{ message, id }`, 200 for a repeat of a stored request.
 */
export function createConsultationRouter(services: {
  consultations: ConsultationService;
  env: Pick<Env, "TRUST_PROXY">;
}): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.post("/", async (c) => {
    const outcome = await services.consultations.receive(c.req.raw, {
      ip: clientIp(c, services.env.TRUST_PROXY),
      requestId: c.get("requestId"),
    });
    if (!outcome.ok) throw outcome.error;
    const response: ConsultationResponse = { message: consultationApi.submitted, id: outcome.id };
    return c.json(response, outcome.duplicate ? 200 : 201);
  });

  return api;
}
