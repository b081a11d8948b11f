import { type Context, Hono } from "hono";
import { z } from "zod";
import { requestErrors } from "../../content/request-errors";
import { workflowsPage } from "../../content/workflows-page";
import {
  activationSchema,
  closedObject,
  deletionQuerySchema,
  fieldSentence,
  kindError,
  runRequestSchema,
  suggestRequestSchema,
  workflowChangeSchema,
  workflowInputSchema,
  workflowIssuesText,
  type WorkflowRecord,
} from "../../lib/workflows";
import { refusedCharacterNamed } from "../../lib/text-rules";
import type { Env } from "../platform/env";
import { AppError } from "../platform/errors";
import type { RateLimiter } from "../platform/rate-limit";
import { clientIp } from "../platform/http/client-ip";
import type { AppEnv } from "../platform/http/context";
import { answerMethodNotAllowed } from "../platform/http/methods";
import { idempotencyKeyOf, readJson, readQuery, recordIdParam } from "../platform/http/request";
import { jsonBytes } from "./engine";
import { StaleVersionError, type WorkflowService } from "./service";

/**
 * The workflow API (save, activate, run, test, suggest), mounted at /api/workflows. Every call acts
 * on the calling browser's own workflows (the signed visitor cookie); anything else is a 404.
 */
export function createWorkflowsRouter(services: {
  workflows: WorkflowService;
  rateLimits: RateLimiter;
  env: Pick<
    Env,
    "TRUST_PROXY" | "WORKFLOW_MAX_NODES" | "WORKFLOW_MAX_CONNECTIONS" | "WORKFLOW_TRIGGER_MAX_BYTES"
  >;
}): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const { env } = services;
  const inputSchema = workflowInputSchema({
    maxNodes: env.WORKFLOW_MAX_NODES,
    maxConnections: env.WORKFLOW_MAX_CONNECTIONS,
  });
  const changeSchema = workflowChangeSchema({
    maxNodes: env.WORKFLOW_MAX_NODES,
    maxConnections: env.WORKFLOW_MAX_CONNECTIONS,
  });
  const workflows = () => services.workflows;

  /** A change's answer; a stale one is a 409 that carries the workflow as it is now. */
  async function answerStale(c: Context<AppEnv>, change: () => Promise<WorkflowRecord>) {
    try {
      return c.json(await change());
    } catch (err) {
      if (!(err instanceof StaleVersionError)) throw err;
      return c.json({ error: err.message, fields: err.fields, current: err.current }, 409);
    }
  }
  const limits = workflowsPage.limits;

  const visitorOf = (c: Context<AppEnv>) => workflows().visitors.identify(c);

  // A refusal names the step and the field as the editor shows them, not the body's paths. The
  // editor shows every text back as typed, so a direction control (which reorders it there) is
  // refused as the editor refuses it, never dropped unseen.
  const directionControls = "refuse" as const;
  const asWorkflow = {
    directionControls,
    explain: (fields: Record<string, string>, body: unknown) => workflowIssuesText(fields, body),
  };
  const asDraft = {
    directionControls,
    explain: (fields: Record<string, string>, body: unknown) =>
      workflowIssuesText(
        Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [k.replace(/^workflow\./, ""), v]),
        ),
        body && typeof body === "object" ? (body as { workflow?: unknown }).workflow : undefined,
      ),
  };
  // The description is typed where the character cannot be seen: the answer names it and where
  // it is, as the editor does for a step's text.
  const asSuggestion = {
    directionControls,
    explain: (fields: Record<string, string>, body: unknown) =>
      Object.entries(fields)
        .map(([k, v]) => {
          const typed =
            body && typeof body === "object" ? (body as Record<string, unknown>)[k] : undefined;
          const said =
            v === requestErrors.characterNotAllowed && typeof typed === "string"
              ? refusedCharacterNamed(typed, true)
              : v;
          return fieldSentence(k === "intent" ? workflowsPage.suggestions.intentName : k, said);
        })
        .join(" "),
  };

  /** The caller's visitor id, handing out a new cookie on first need (the first save). */
  async function ensureVisitor(c: Context<AppEnv>): Promise<string> {
    return (await visitorOf(c)) ?? (await workflows().visitors.issue(c));
  }

  const ipOf = (c: Context<AppEnv>) => clientIp(c, env.TRUST_PROXY);

  const idParam = (c: Context<AppEnv>) =>
    recordIdParam(c, "id", limits.workflowIdName, limits.workflowIdExample);

  api.get("/", async (c) => {
    const visitorId = await visitorOf(c);
    const asked = c.req.query("userId");
    // The ?userId= query stays accepted, but answers only for the caller's own id.
    if (asked !== undefined && asked !== visitorId) {
      throw new AppError("not_found", "No workflows found for this user.");
    }
    return c.json(await workflows().list(visitorId));
  });

  api.post("/suggest", async (c) => {
    const { intent } = await readJson(c, suggestRequestSchema, asSuggestion);
    await services.rateLimits.enforce({ workflowSuggest: ipOf(c) });
    return c.json(await workflows().suggest(intent));
  });

  api.post("/", async (c) => {
    const key = idempotencyKeyOf(c, requestErrors.badIdempotencyKey);
    const input = await readJson(c, inputSchema, asWorkflow);
    // A retry of a save already stored is answered with its workflow, and not counted.
    const earlier = await workflows().created(await visitorOf(c), key, input);
    if (earlier) return c.json(earlier, 200);
    // Counted per IP, not per visitor: a caller without a cookie is a new visitor every time.
    await services.rateLimits.enforce({ workflowCreate: ipOf(c) });
    const visitorId = await ensureVisitor(c);
    const { workflow, repeat } = await workflows().create(visitorId, input, key);
    return c.json(workflow, repeat ? 200 : 201);
  });

  api.get("/:id", async (c) => c.json(await workflows().get(idParam(c), await visitorOf(c))));

  api.put("/:id", async (c) => {
    const id = idParam(c);
    const { version, ...input } = await readJson(c, changeSchema, asWorkflow);
    const visitorId = await visitorOf(c);
    // Ownership first: a stranger's id must not learn anything from a rate-limit answer.
    await workflows().get(id, visitorId);
    await services.rateLimits.enforce({ workflowUpdate: ipOf(c) });
    return answerStale(c, () => workflows().update(id, visitorId, input, version));
  });

  api.patch("/:id", async (c) => {
    const id = idParam(c);
    const { isActive, version } = await readJson(c, activationSchema, asWorkflow);
    const visitorId = await visitorOf(c);
    await workflows().get(id, visitorId);
    await services.rateLimits.enforce({ workflowUpdate: ipOf(c) });
    return answerStale(c, () => workflows().setActive(id, visitorId, isActive, version));
  });

  api.delete("/:id", async (c) => {
    const id = idParam(c);
    // `?version=N`, as a change carries it in its body: a DELETE has none to carry it in.
    const { version } = readQuery(c, deletionQuerySchema, asWorkflow);
    try {
      await workflows().remove(id, await visitorOf(c), version);
    } catch (err) {
      if (!(err instanceof StaleVersionError)) throw err;
      return c.json({ error: err.message, fields: err.fields, current: err.current }, 409);
    }
    return c.json({ id, deleted: true });
  });

  /** A test run of an unsaved draft: the draft and its event in, the finished run out. */
  const testRunSchema = closedObject({
    workflow: inputSchema,
    triggerData: runRequestSchema.shape.triggerData,
  });
  api.post("/test-run", async (c) => {
    const { workflow, triggerData } = await readJson(c, testRunSchema, asDraft);
    if (triggerData && jsonBytes(triggerData) > env.WORKFLOW_TRIGGER_MAX_BYTES) {
      const message = limits.triggerTooLarge(env.WORKFLOW_TRIGGER_MAX_BYTES);
      throw new AppError("payload_too_large", message, { triggerData: message });
    }
    // Its own limit: a draft is test-run after each change while it is built, and sends nothing.
    await services.rateLimits.enforce({ workflowTestRun: ipOf(c) });
    return c.json(await workflows().testRun(workflow, await visitorOf(c), triggerData));
  });

  /** Test step: one step of a draft on a sample (or on what the steps before it give). */
  const testStepSchema = closedObject({
    workflow: inputSchema,
    nodeId: z.string(kindError(null, "string")).min(1, "is required").max(64),
    input: runRequestSchema.shape.triggerData,
  });
  api.post("/test-step", async (c) => {
    const { workflow, nodeId, input } = await readJson(c, testStepSchema, asDraft);
    if (input && jsonBytes(input) > env.WORKFLOW_TRIGGER_MAX_BYTES) {
      const message = limits.triggerTooLarge(env.WORKFLOW_TRIGGER_MAX_BYTES);
      throw new AppError("payload_too_large", message, { input: message });
    }
    // Its own limit: a person tries a step many times while building it, far more than they run.
    await services.rateLimits.enforce({ workflowStepTest: ipOf(c) });
    return c.json(await workflows().testStep(workflow, nodeId, await visitorOf(c), input));
  });

  api.post("/:id/run", async (c) => {
    const id = idParam(c);
    const { triggerData } = await readJson(c, runRequestSchema, asWorkflow);
    if (triggerData && jsonBytes(triggerData) > env.WORKFLOW_TRIGGER_MAX_BYTES) {
      const message = limits.triggerTooLarge(env.WORKFLOW_TRIGGER_MAX_BYTES);
      throw new AppError("payload_too_large", message, { triggerData: message });
    }
    const visitorId = await visitorOf(c);
    // Ownership first: a stranger's id must not learn anything from a rate-limit answer.
    await workflows().get(id, visitorId);
    await services.rateLimits.enforce({ workflowRun: ipOf(c) });
    return c.json(await workflows().run(id, visitorId, triggerData), 202);
  });

  api.get("/:id/executions", async (c) => {
    const id = idParam(c);
    return c.json(await workflows().executions(id, await visitorOf(c)));
  });

  // A method a workflow's path does not take is answered after its id, as every method's is: an
  // id that cannot be one is the 400, a workflow the caller cannot see the 404, and only the
  // owner of the workflow learns which methods the path takes (methodNotAllowed defers here).
  const idPaths = new Set(api.routes.filter((r) => r.path.includes("/:id")).map((r) => r.path));
  for (const path of idPaths) {
    api.all(path, async (c) => {
      await workflows().get(idParam(c), await visitorOf(c));
      return answerMethodNotAllowed(c);
    });
  }

  return api;
}

/** GET /api/agent-templates: the templates a new workflow can start from. */
export function createAgentTemplatesRouter(services: { workflows: WorkflowService }): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get("/", async (c) => c.json(await services.workflows.templates()));
  return api;
}
