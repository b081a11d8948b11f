import type { BusinessProfile } from "../../content/business";
import type { Env } from "../platform/env";
import type { Logger } from "../platform/logger";
import { createLlmAssistant } from "./llm";
import { createLocalAssistant } from "./local";
import type { Assistant } from "./types";

/**
 * Picks the assistant once at start-up: an OpenAI-compatible LLM when AI_BASE_URL is set (with
 * the local assistant as its fallback), else the local assistant. Knowledge is built from the
 * resolved business profile, so env overrides of phone, email or hours show in answers.
 */
export function createAssistant(deps: {
  env: Env;
  logger: Logger;
  business: BusinessProfile;
}): Assistant {
  const local = createLocalAssistant({
    business: deps.business,
    logger: deps.logger,
    uploadMaxBytes: deps.env.UPLOAD_MAX_BYTES,
  });
  if (!deps.env.AI_BASE_URL) {
    deps.logger.info("assistant: local (no AI_BASE_URL)");
    return local;
  }
  deps.logger.info("assistant: LLM with local fallback", {
    host: new URL(deps.env.AI_BASE_URL).host,
    model: deps.env.AI_MODEL,
    timeoutMs: deps.env.AI_TIMEOUT_MS,
  });
  return createLlmAssistant({ ...deps, fallback: local });
}

export type { Assistant, AssistantReply, AssistantRequest, AssistantStreamEvent } from "./types";
