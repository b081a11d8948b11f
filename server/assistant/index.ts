import type { BusinessProfile } from "../../content/business";
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { Assistant, AssistantReply } from "./types";

// Placeholder until the local assistant lands (issue 3): replies honestly that it cannot answer yet.
export function createAssistant(_deps: {
  env: Env;
  logger: Logger;
  business: BusinessProfile;
}): Assistant {
  const reply = async (): Promise<AssistantReply> => ({
    text: "I can't answer that yet. Please contact our team.",
    serviceInquiryDetected: false,
    source: "local",
  });
  return {
    kind: "local",
    reply,
    async *stream() {
      const r = await reply();
      yield { type: "delta", text: r.text };
      yield { type: "done", reply: r };
    },
  };
}
