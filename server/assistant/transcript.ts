/**
 * "Email me this conversation": recognised by rules on both paths (the LLM path hands these turns
 * to the local assistant). The chat service stores the request with the transcript, notifies
 * the team and mails the address a confirmation link in that transaction; the transcript is sent
 * once the link is used (server/chat/notifications.ts).
 */
import { transcriptTexts } from "../../content/chat";
import type { AssistantTurn } from "./types";

const asks =
  /\b(?:e-?mail|send|mail|forward)\b.{0,30}\b(?:this|the|our|my|a copy of (?:this|the|our))? ?(?:conversation|chat|transcript|discussion)\b|\b(?:conversation|chat|transcript)\b.{0,20}\bby e-?mail\b/i;
const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

export const transcriptAskText = "Sure! What email address should I send this conversation to?";
/** The transcript goes out only once the address is confirmed: the reply says to check the inbox. */
export const transcriptDoneText = (email: string) => transcriptTexts.checkInbox(email);

export type TranscriptIntent = { kind: "ask" } | { kind: "send"; email: string };

export function transcriptIntent(
  message: string,
  history: AssistantTurn[],
): TranscriptIntent | undefined {
  const email = emailPattern.exec(message)?.[0];
  if (asks.test(message)) return email ? { kind: "send", email } : { kind: "ask" };
  const last = history.at(-1);
  if (email && last?.role === "assistant" && last.content === transcriptAskText) {
    return { kind: "send", email };
  }
  return undefined;
}
