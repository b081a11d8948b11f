import { and, desc, eq, sql } from "drizzle-orm";
import { businessInquiries, leads } from "../../db/schema";
import { chatLimits } from "../../content/chat";
import { chatTranscript } from "../../lib/chat";
import { answersFor, composeInquiryMessage, type ParsedLeadRequest } from "../../lib/inquiry";
import type { AppServices } from "../container";
import { chatSessionExists, listChatMessages } from "../chat/store";

/**
 * The conversation behind a lead. The stored session is the authority when it exists (it is
 * complete and cannot be edited by the browser); the browser's copy covers sessions we no longer
 * have.
 */
async function transcriptFor(services: AppServices, request: ParsedLeadRequest): Promise<string> {
  if (request.sessionId && (await chatSessionExists(services.database, request.sessionId))) {
    const messages = await listChatMessages(services.database, request.sessionId);
    if (messages.some((m) => m.isUser)) {
      return chatTranscript(messages).slice(-chatLimits.transcriptMaxLength);
    }
  }
  return request.transcript;
}

/**
 * Stores the inquiry and its lead in one transaction, then asks for the team notification. A
 * notification that cannot be enqueued is logged, not fatal: the record is stored and the
 * notification service sweeps un-notified records at start-up.
 */
export async function createInquiry(
  services: AppServices,
  request: ParsedLeadRequest,
): Promise<{ id: number; leadId: number }> {
  const answers = answersFor(request.service, request.answers);
  const transcript = await transcriptFor(services, request);
  const message = composeInquiryMessage({
    service: request.service,
    transcript,
    answers,
    note: request.message,
  });
  const stored = await services.database.db.transaction(async (tx) => {
    const [inquiry] = await tx
      .insert(businessInquiries)
      .values({
        sessionId: request.sessionId ?? null,
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
    };
    // The chat may already have captured this visitor's lead when it detected their interest:
    // completing it keeps one lead per conversation.
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
          .values({ sessionId: request.sessionId ?? null, ...details })
          .returning({ id: leads.id });
    return { id: inquiry.id, leadId: lead.id };
  });
  try {
    await services.notifications.notify("business_inquiry", stored.id);
  } catch (err) {
    services.logger.error("inquiry notification could not be enqueued", {
      inquiryId: stored.id,
      err,
    });
  }
  return stored;
}
