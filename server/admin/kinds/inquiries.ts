/**
 * Lead-dialog inquiries (business_inquiries), every answer under its own name, with the
 * conversation of the lead that carries it (leads.inquiry_id). The inquiry's status and its
 * lead's move together, so the lead table tells the same story as the inbox.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { businessInquiries, leads } from "../../../db/schema";
import { serviceLabel, serviceShortName } from "../../../lib/lead";
import type { LeadService } from "../../../content/lead";
import { labelledAnswers } from "../../leads/answers";
import {
  chatLeadNotificationKind,
  inquiryConfirmationKind,
  inquiryNotificationKind,
} from "../../leads/notifications";
import { leadTransitions, leadWorkflow } from "../../leads/status";
import { field, type InboxKindDefinition, personLink } from "./types";

export const inquiryKind: InboxKindDefinition = {
  kind: "inquiry",
  label: "Lead form",
  statuses: leadWorkflow,
  newStatus: "new",
  transitions: leadTransitions,

  listSql: () => sql`
    select 'inquiry'::text as kind, i.id, i.created_at, i.status::text as status,
      (i.first_name || ' ' || i.last_name) as name, i.email, i.company,
      i.service as summary,
      jsonb_build_object('service', i.service, 'answers', i.answers, 'session', i.session_id) as extra
    from business_inquiries i`,

  csvColumns: [
    {
      key: "service",
      header: "Inquiry: service",
      format: (v) => serviceShortName(String(v ?? "")),
    },
    {
      key: "answers",
      header: "Inquiry: answers",
      format: (v) =>
        labelledAnswers(v)
          .map((a) => `${a.label}: ${a.value}`)
          .join("; "),
    },
  ],

  async detail(db, id) {
    const [inquiry] = await db.select().from(businessInquiries).where(eq(businessInquiries.id, id));
    if (!inquiry) return null;
    const [lead] = await db
      .select({ transcript: leads.conversationTranscript, note: leads.projectDetails })
      .from(leads)
      .where(eq(leads.inquiryId, id))
      .orderBy(desc(leads.id))
      .limit(1);
    const service = serviceLabel(inquiry.service as LeadService);
    return {
      title: `${inquiry.firstName} ${inquiry.lastName}: ${service}`,
      status: inquiry.status,
      createdAt: inquiry.createdAt,
      fields: [
        ...field("Name", `${inquiry.firstName} ${inquiry.lastName}`),
        ...field("Email", inquiry.email, "email"),
        ...field("Company", inquiry.company),
        ...field("Service", service),
        ...labelledAnswers(inquiry.answers),
        ...field("Message", lead?.note),
      ],
      transcript: lead?.transcript?.trim() ? lead.transcript : null,
    };
  },

  async currentStatus(db, id) {
    const [row] = await db
      .select({ status: businessInquiries.status })
      .from(businessInquiries)
      .where(eq(businessInquiries.id, id));
    return row?.status ?? null;
  },

  async setStatus(db, id, from, to) {
    type Status = (typeof businessInquiries.$inferSelect)["status"];
    const rows = await db
      .update(businessInquiries)
      .set({ status: to as Status })
      .where(and(eq(businessInquiries.id, id), eq(businessInquiries.status, from as Status)))
      .returning({ id: businessInquiries.id });
    if (rows.length === 0) return false;
    await db
      .update(leads)
      .set({ status: to as Status, updatedAt: sql`now()` })
      .where(eq(leads.inquiryId, id));
    return true;
  },

  async notifications(db, id) {
    const linked = await db.select({ id: leads.id }).from(leads).where(eq(leads.inquiryId, id));
    // A chat lead completed by this form was announced first, as chat_lead.
    return [
      { kind: inquiryNotificationKind, recordId: id },
      { kind: inquiryConfirmationKind, recordId: id },
      ...linked.map((l) => ({ kind: chatLeadNotificationKind, recordId: l.id })),
    ];
  },

  people: personLink(businessInquiries),
};
