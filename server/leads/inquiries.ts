import { and, desc, eq, sql } from "drizzle-orm";
import { businessInquiries, leads } from "../../db/schema";
import { answersFor, composeInquiryMessage, type ParsedLeadRequest } from "../../lib/lead";
import { leadAcknowledgement } from "../../content/booking";
import { leadServiceShortNames } from "../../content/lead";
import { promises } from "../../content/promises";
import { insertAssistantReply, insertChatSession, sessionTranscript } from "../chat/store";
import type { Database } from "../platform/db";
import { runTransaction } from "../platform/db/transaction";
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

  return {
    /**
     * Stores the inquiry, its lead (with the one transcript), the team's notification job and the
     * chat's acknowledgement with its booking card in one transaction: once the visitor reads
     * 'Thank You!', the team will hear of it and the conversation knows what was sent. A request
     * sent without a conversation (a page button) gets one, so the card has a home; `newSession`
     * says the caller must hand its cookie to the browser.
     */
    async create(
      request: ParsedLeadRequest,
    ): Promise<{ id: number; leadId: number; sessionId: string; newSession: boolean }> {
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
        };
      });
    },
  };
}
