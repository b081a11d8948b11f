import { type Context, Hono } from "hono";
import {
  activationSchema,
  runRequestSchema,
  suggestRequestSchema,
  workflowInputSchema,
} from "../../lib/workflows";
import type { AppServices } from "../container";
import { AppError } from "../errors";
import { clientIp } from "../http/client-ip";
import type { AppEnv } from "../http/context";
import { readJson } from "../http/request";
import { enforceRateLimits } from "../rate-limit";
import { notFoundMessage } from "./service";

/**
 * The workflow API (PRODUCT-DECISIONS "Editor save/run calls"), mounted at /api. Every call acts
 * on the calling browser's own workflows (the signed visitor cookie); anything else is a 404.
 */
export function createWorkflowsRouter(services: AppServices): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const { env } = services;
  const inputSchema = workflowInputSchema({
    maxNodes: env.WORKFLOW_MAX_NODES,
    maxConnections: env.WORKFLOW_MAX_CONNECTIONS,
  });
  const workflows = () => services.workflows;

  const visitorOf = (c: Context<AppEnv>) => workflows().visitors.read(c.req.header("cookie"));

  /** The caller's visitor id, handing out a new cookie on first need (the first save). */
  function ensureVisitor(c: Context<AppEnv>): string {
    const existing = visitorOf(c);
    if (existing) return existing;
    const forwarded = env.TRUST_PROXY ? c.req.header("x-forwarded-proto") : undefined;
    const secure = (forwarded ?? new URL(c.req.url).protocol.replace(":", "")) === "https";
    const { id, setCookie } = workflows().visitors.issue(secure);
    c.header("Set-Cookie", setCookie, { append: true });
    return id;
  }

  function idParam(c: Context<AppEnv>, name = "id"): number {
    const raw = c.req.param(name) ?? "";
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    if (id < 1) throw new AppError("not_found", notFoundMessage);
    return id;
  }

  api.get("/agent-templates", async (c) => c.json(await workflows().templates()));

  api.get("/workflows", async (c) => {
    const visitorId = visitorOf(c);
    const asked = c.req.query("userId");
    // The spec's ?userId= shape, answered only for the caller's own id.
    if (asked !== undefined && asked !== visitorId) {
      throw new AppError("not_found", "No workflows found for this user.");
    }
    return c.json(await workflows().list(visitorId));
  });

  api.post("/workflows/suggest", async (c) => {
    const { intent } = await readJson(c, suggestRequestSchema);
    const ip = clientIp(c, env.TRUST_PROXY);
    await enforceRateLimits(
      services.database,
      [
        {
          key: `workflow-suggest:ip:${ip}`,
          limit: env.RATE_LIMIT_WORKFLOW_SUGGESTIONS_PER_HOUR,
          windowSeconds: 3600,
        },
      ],
      "Too many suggestion requests. Please try again later.",
    );
    return c.json(await workflows().suggest(intent));
  });

  api.post("/workflows", async (c) => {
    const input = await readJson(c, inputSchema);
    const visitorId = ensureVisitor(c);
    return c.json(await workflows().create(visitorId, input), 201);
  });

  api.get("/workflows/:id", async (c) => c.json(await workflows().get(idParam(c), visitorOf(c))));

  api.put("/workflows/:id", async (c) => {
    const id = idParam(c);
    const input = await readJson(c, inputSchema);
    return c.json(await workflows().update(id, visitorOf(c), input));
  });

  api.patch("/workflows/:id", async (c) => {
    const id = idParam(c);
    const { isActive } = await readJson(c, activationSchema);
    return c.json(await workflows().setActive(id, visitorOf(c), isActive));
  });

  api.delete("/workflows/:id", async (c) => {
    const id = idParam(c);
    await workflows().remove(id, visitorOf(c));
    return c.json({ id, deleted: true });
  });

  api.post("/workflows/:id/run", async (c) => {
    const id = idParam(c);
    const { triggerData } = await readJson(c, runRequestSchema);
    const visitorId = visitorOf(c);
    // Ownership first: a stranger's id must not learn anything from a rate-limit answer.
    await workflows().get(id, visitorId);
    const ip = clientIp(c, env.TRUST_PROXY);
    await enforceRateLimits(
      services.database,
      [
        {
          key: `workflow-run:ip:${ip}`,
          limit: env.RATE_LIMIT_WORKFLOW_RUNS_PER_HOUR,
          windowSeconds: 3600,
        },
      ],
      "Too many workflow runs. Please try again later.",
    );
    return c.json(await workflows().run(id, visitorId, triggerData), 202);
  });

  api.get("/workflows/:id/executions", async (c) => {
    const id = idParam(c);
    return c.json(await workflows().executions(id, visitorOf(c)));
  });

  return api;
}
