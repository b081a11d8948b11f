/**
 * What writes the AI Intake step's reply. A visitor's workflow is for the visitor's business, so
 * it is never the site's own sales assistant (which answers as this site, from this site's
 * catalog): with AI_BASE_URL set, the configured model is asked with a neutral prompt that knows
 * no business's facts; without it, or when the model fails or states an amount the step's prompt
 * does not give, the reply is an honest draft built from the input (ADR 0059).
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText } from "ai";
import { workflowsPage } from "../../content/workflows-page";
import { dollarAmounts } from "../../lib/format";
import type { Env } from "../platform/env";
import type { Logger } from "../platform/logger";

export type StepWriteRequest = {
  /** The step's prompt with the input's fields filled in. */
  prompt: string;
  /** Whom the reply is for, when the input names them. */
  name: string | null;
  /** What they asked or wrote, as the input gives it. */
  request: string;
};

/** Who wrote it: the model, or a draft from the input (a summary when the prompt asks one). */
export type StepWriting = { text: string; source: "llm" | "draft" | "draft-summary" };

export interface StepWriter {
  readonly kind: "draft" | "llm";
  write(request: StepWriteRequest, options?: { signal?: AbortSignal }): Promise<StepWriting>;
}

/** How much of the request a draft restates. */
const restatedMax = 600;

/** A prompt that asks for a summary ("Summarise this message…", "résume", "fasse zusammen"). */
const asksSummary =
  /\b(?:summar(?:y|ies|i[sz]e[sd]?|i[sz]ing)|sum(?:s|med)?\s+(?:it\s+|this\s+|them\s+)?up|r[ée]sum[ée]r?|resum(?:e|a|en|ir|o)|zusammenfass\w*|fass\w*\s+(?:\S+\s+){0,4}zusammen|riassum\w*|samenvat\w*|vat\s+(?:\S+\s+){0,4}samen)\b/i;

/** Words a summary for a team flags, because someone should act on them soon. */
const flagged =
  /\b(urgent|urgently|asap|emergency|immediately|today|deadline|refund|cancel\w*|complain\w*|broken|not working|urgente|dringend|sofort|remboursement|reembolso)\b/gi;

/** The first sentences of a text, whole, within `max` characters. */
function firstSentences(text: string, max: number): string {
  const sentences = text.match(/[^.!?]+[.!?]*/g) ?? [text];
  let out = "";
  for (const sentence of sentences) {
    const next = `${out}${sentence}`;
    if (next.trim().length > max) break;
    out = next;
  }
  const kept = out.trim() || text.slice(0, max - 1).trim();
  return kept.length < text.length ? `${kept.replace(/[.!?]*$/, "")}…` : kept;
}

export function draftReply(
  request: Pick<StepWriteRequest, "name" | "request"> & { prompt?: string },
): StepWriting {
  const said = request.request.replace(/\s+/g, " ").trim();
  // Asked for a summary, the draft is one: what a reply would say back to the writer is no use to
  // the team it is for.
  if (request.prompt && asksSummary.test(request.prompt)) {
    const flags = [...new Set([...said.matchAll(flagged)].map((m) => m[0].toLowerCase()))];
    return {
      text: workflowsPage.aiStep.draftSummary(request.name, firstSentences(said, 160), flags),
      source: "draft-summary",
    };
  }
  const restated = said.length > restatedMax ? `${said.slice(0, restatedMax - 1)}…` : said;
  return { text: workflowsPage.aiStep.draft(request.name, restated), source: "draft" };
}

/** The writer without a model: every reply is the draft. */
export const draftWriter: StepWriter = {
  kind: "draft",
  write: async (request) => draftReply(request),
};

/** An amount the prompt does not give is one the model made up. */
function inventsAmount(reply: string, prompt: string): boolean {
  const given = new Set(dollarAmounts(prompt));
  return dollarAmounts(reply).some((a) => !given.has(a));
}

export function createStepWriter(deps: {
  env: Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS">;
  logger: Logger;
}): StepWriter {
  const { env } = deps;
  if (!env.AI_BASE_URL) return draftWriter;
  const provider = createOpenAICompatible({
    name: "llm",
    baseURL: env.AI_BASE_URL.replace(/\/+$/, ""),
    apiKey: env.AI_API_KEY,
  });
  const model = provider.chatModel(env.AI_MODEL);
  const logger = deps.logger.child({ component: "workflow-ai-step" });
  return {
    kind: "llm",
    async write(request, options) {
      const timeout = AbortSignal.timeout(env.AI_TIMEOUT_MS);
      const signal = options?.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      try {
        const { text } = await generateText({
          model,
          system: workflowsPage.aiStep.systemPrompt,
          prompt: request.prompt,
          temperature: 0.2,
          maxOutputTokens: 400,
          // The step's time limit is the retry budget; the draft is the fallback.
          maxRetries: 0,
          abortSignal: signal,
        });
        const reply = text.trim();
        if (!reply) throw new Error("the model gave no text");
        if (inventsAmount(reply, request.prompt)) {
          logger.warn("workflow AI step: the model stated an amount the input does not give");
          return draftReply(request);
        }
        return { text: reply, source: "llm" };
      } catch (err) {
        // The step's own limit ended it: the engine reports the timeout, not a draft.
        if (options?.signal?.aborted) throw err;
        logger.warn("workflow AI step: the model failed, drafting from the input", {
          err: err instanceof Error ? err.message : String(err),
        });
        return draftReply(request);
      }
    },
  };
}
