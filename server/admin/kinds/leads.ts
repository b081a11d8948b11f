/**
 * Chat leads: interest the assistant detected in a conversation (leads with no inquiry). A lead
 * whose visitor then sent the lead form is shown once, as that inquiry, with this transcript.
 *
 * leads.status starts as 'collecting' (the column's default: the chat has seen interest, no contact
 * details yet). For the team that is a new lead: the inbox shows and counts it as 'new', and the
 * first change moves it straight from 'collecting' to the chosen status.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { leads } from "../../../db/schema";
import { serviceShortName } from "../../../lib/lead";
import type { DB } from "../../platform/db";
import { labelledAnswers } from "../../leads/answers";
import { chatLeadNotificationKind } from "../../leads/notifications";
import { leadTransitions, leadWorkflow } from "../../leads/status";
import { field, type InboxKindDefinition, personLink } from "./types";

const shown = (status: string) => (status === "collecting" ? "new" : status);

export const leadKind: InboxKindDefinition = {
  kind: "lead",
  label: "Chat lead",
  statuses: leadWorkflow,
  newStatus: "new",
  transitions: leadTransitions,

  listSql: () => sql`
    select 'lead'::text as kind, l.id, l.created_at,
      (case when l.status = 'collecting' then 'new' else l.status end)::text as status,
      l.name, l.email, l.company,
      l.interest as summary,
      jsonb_build_object('interest', l.interest, 'phone', l.phone, 'timeline', l.timeline,
        'budget', l.budget, 'session', l.session_id) as extra
    from leads l where l.inquiry_id is null`,

  csvColumns: [
    { key: "interest", header: "Lead: interest" },
    { key: "phone", header: "Lead: phone" },
    { key: "timeline", header: "Lead: timeline" },
    { key: "budget", header: "Lead: budget" },
    { key: "session", header: "Lead: chat session" },
  ],

  async detail(db, id) {
    const [lead] = await db.select().from(leads).where(eq(leads.id, id));
    if (!lead) return null;
    const interest =
      lead.interest === "unspecified" ? "Not named yet" : serviceShortName(lead.interest);
    return {
      title: lead.name ? `${lead.name}: ${interest}` : `Chat lead: ${interest}`,
      status: shown(lead.status),
      createdAt: lead.createdAt,
      fields: [
        ...field("Interest", interest),
        ...field("Name", lead.name),
        ...field("Email", lead.email, "email"),
        ...field("Phone", lead.phone, "phone"),
        ...field("Company", lead.company),
        ...field("Preferred contact", lead.preferredContact),
        ...field("Project details", lead.projectDetails),
        ...field("Timeline", lead.timeline),
        ...field("Budget", lead.budget),
        ...labelledAnswers(lead.additionalInfo),
        ...(lead.name || lead.email
          ? []
          : [
              {
                label: "Contact details",
                value: "Not left yet: the visitor has not sent the lead form.",
              },
            ]),
      ],
      transcript: lead.conversationTranscript,
    };
  },

  async currentStatus(db, id) {
    const [row] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, id));
    return row ? shown(row.status) : null;
  },

  async setStatus(db: DB, id, from, to) {
    const stored =
      from === "new"
        ? sql`${leads.status} in ('new', 'collecting')`
        : eq(leads.status, from as never);
    const rows = await db
      .update(leads)
      .set({ status: to as (typeof leads.$inferSelect)["status"], updatedAt: sql`now()` })
      .where(and(eq(leads.id, id), isNull(leads.inquiryId), stored))
      .returning({ id: leads.id });
    return rows.length > 0;
  },

  async notifications(_db, id) {
    return [{ kind: chatLeadNotificationKind, recordId: id }];
  },

  // A lead completed by the form is shown as that form.
  people: personLink(leads, isNull(leads.inquiryId)),
};
