/**
 * A lead captured from the chat: the session's lead once the assistant has detected interest.
 */
import { asc, eq, sql } from "drizzle-orm";
import { chatSessions, leads } from "../../db/schema";
import { sessionTranscript } from "../chat/store";
import type { Transaction } from "../platform/db/transaction";
import { attachPerson } from "../people/attach";

/** A lead's interest before the visitor or the assistant has named a service. */
export const unspecifiedInterest = "unspecified";

/**
 * The session's lead once the assistant has detected interest in a service: created on the first
 * detection (status 'collecting', no contact details yet), kept up to date on later ones.
 * `created` says whether this call made it, i.e. whether the team still has to be told.
 */
export async function captureChatLead(
  tx: Transaction,
  sessionId: string,
  suggestedService: string | undefined,
): Promise<{ leadId: number; created: boolean } | null> {
  // Serialises concurrent replies of one session, so two detections cannot create two leads.
  await tx
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(eq(chatSessions.sessionId, sessionId))
    .for("update");
  const transcript = (await sessionTranscript(tx, sessionId)) ?? "";
  const [existing] = await tx
    .select({ id: leads.id, status: leads.status, interest: leads.interest })
    .from(leads)
    .where(eq(leads.sessionId, sessionId))
    .orderBy(asc(leads.id))
    .limit(1);
  if (existing) {
    // A lead the visitor completed with the form belongs to the inquiry now: leave it as sent.
    if (existing.status === "collecting") {
      await tx
        .update(leads)
        .set({
          conversationTranscript: transcript,
          ...(existing.interest === unspecifiedInterest && suggestedService
            ? { interest: suggestedService }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(leads.id, existing.id));
    }
    return { leadId: existing.id, created: false };
  }
  // A conversation without contact details is an anonymous person until the visitor leaves some.
  const personId = await attachPerson(tx, { sessionId }, { kind: "chat_lead", opens: false });
  const [lead] = await tx
    .insert(leads)
    .values({
      personId,
      sessionId,
      interest: suggestedService ?? unspecifiedInterest,
      conversationTranscript: transcript,
      status: "collecting",
    })
    .returning({ id: leads.id });
  return { leadId: lead.id, created: true };
}
