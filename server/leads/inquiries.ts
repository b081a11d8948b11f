import { and, desc, eq, sql } from "drizzle-orm";
import { businessInquiries, leads } from "../../db/schema";
import { answersFor, composeInquiryMessage, type ParsedLeadRequest } from "../../lib/lead";
import { leadAcknowledgement } from "../../content/booking";
import { leadServiceShortNames } from "../../content/lead";
import { promises } from "../../content/promises";
import { insertAssistantReply, insertChatSession, sessionTranscript } from "../chat/store";
import type { Database } from "../platform/db";
import { isUniqueViolation, runTransaction } from "../platform/db/transaction";
import type { NotificationService } from "../platform/notify/types";
import { attachPerson } from "../people/attach";
import { inquiryConfirmationKind, inquiryNotificationKind } from "./notifications";

export type InquiryService = ReturnType<typeof createInquiryService>;

/** What storing an inquiry uses; the container passes its services object. */
type InquiryDeps = { database: Database; notifications: NotificationService };

/** Reads `services` at call time, so a test's stand-in notifications are the ones used. */
export function createInquiryService(services: InquiryDeps) {
  /**
   * The conversation behind a lead. The stored session is the authority when it exists (it is
   * complete and cannot be edited by the browser); the browser's copy covers sessions we no
   * longer have.
   */
  async function transcriptFor(request: ParsedLeadRequest): Promise<string> {
    const stored = request.sessionId
      ? await sessionTranscript(services.database.db, request.sessionId)
      : null;
    return stored ?? request.transcript;
  }

  /** The inquiry stored under `key`, answered as it was when it was stored. */
  async function storedUnder(key: string, request: ParsedLeadRequest) {
    const [row] = await services.database.db
      .select({ id: businessInquiries.id, sessionId: businessInquiries.sessionId })
      .from(businessInquiries)
      .where(eq(businessInquiries.idempotencyKey, key));
    if (!row?.sessionId) return null;
    const [lead] = await services.database.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.inquiryId, row.id))
      .limit(1);
    // A repeat without a conversation is the first request again, whose answer (and cookie) was
    // lost: the browser gets the conversation's cookie again.
    return {
      id: row.id,
      leadId: lead?.id ?? 0,
      sessionId: row.sessionId,
      newSession: request.sessionId === undefined,
      repeat: true,
    };
  }

  return {
    /**
     * Stores the inquiry, its lead (with the one transcript), the team's notification job and the
     * chat's acknowledgement with its booking card in one transaction: once the visitor reads
     * 'Thank You!', the team will hear of it and the conversation knows what was sent. A request
     * sent without a conversation (a page button) gets one, so the card has a home; `newSession`
     * says the caller must hand its cookie to the browser. With an idempotency key, the same
     * request sent again (its answer was lost) is answered with the first (`repeat`), stored once,
     * the team told once; two at once are one too (the key is unique).
     */
    async create(request: ParsedLeadRequest): Promise<{
      id: number;
      leadId: number;
      sessionId: string;
      newSession: boolean;
      repeat: boolean;
    }> {
      const key = request.idempotencyKey;
      const earlier = key ? await storedUnder(key, request) : null;
      if (earlier) return earlier;
      try {
        return await store(request);
      } catch (err) {
        const winner = key && isUniqueViolation(err) ? await storedUnder(key, request) : null;
        if (winner) return winner;
        throw err;
      }
    },
  };

  async function store(request: ParsedLeadRequest) {
    const answers = answersFor(request.service, request.answers);
    const transcript = await transcriptFor(request);
    const message = composeInquiryMessage({
      service: request.service,
      answers,
      note: request.message,
    });
    return runTransaction(services.database, async (tx) => {
      const sessionId = request.sessionId ?? (await insertChatSession(tx)).sessionId;
      const personId = await attachPerson(
        tx,
        {
          email: request.email,
          name: `${request.firstName} ${request.lastName}`,
          company: request.company,
          sessionId,
        },
        { kind: "inquiry", opens: true },
      );
      const [inquiry] = await tx
        .insert(businessInquiries)
        .values({
          personId,
          sessionId,
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email,
          company: request.company ?? null,
          service: request.service,
          message,
          answers,
          idempotencyKey: request.idempotencyKey ?? null,
          status: "new",
        })
        .returning({ id: businessInquiries.id });
      const details = {
        name: `${request.firstName} ${request.lastName}`,
        email: request.email,
        company: request.company ?? null,
        interest: request.service,
        projectDetails: request.message ?? null,
        additionalInfo: answers,
        conversationTranscript: transcript,
        status: "new" as const,
        inquiryId: inquiry.id,
        personId,
      };
      // The chat may already have captured this visitor's lead when it detected their
      // interest: completing it keeps one lead per conversation.
      const [collecting] = request.sessionId
        ? await tx
            .select({ id: leads.id })
            .from(leads)
            .where(and(eq(leads.sessionId, request.sessionId), eq(leads.status, "collecting")))
            .orderBy(desc(leads.id))
            .limit(1)
            .for("update")
        : [];
      const [lead] = collecting
        ? await tx
            .update(leads)
            .set({ ...details, updatedAt: sql`now()` })
            .where(eq(leads.id, collecting.id))
            .returning({ id: leads.id })
        : await tx
            .insert(leads)
            .values({ sessionId, ...details })
            .returning({ id: leads.id });
      await insertAssistantReply(tx, {
        sessionId,
        message: leadAcknowledgement.text(
          leadServiceShortNames[request.service],
          request.email,
          promises.leadFollowUp,
        ),
        metadata: { serviceInquiryDetected: false, card: "booking", inquiryId: inquiry.id },
      });
      await services.notifications.notify(inquiryNotificationKind, inquiry.id, { tx });
      await services.notifications.notify(inquiryConfirmationKind, inquiry.id, { tx });
      return {
        id: inquiry.id,
        leadId: lead.id,
        sessionId,
        newSession: request.sessionId === undefined,
        repeat: false,
      };
    });
  }
}
