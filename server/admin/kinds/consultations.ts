/**
 * Workflow consultations (automation_requests) with their uploaded file (file_metadata).
 *
 * automation_requests.status starts as 'requested' (the column's default); the inbox shows it as
 * 'new' and follows the lead workflow from there.
 */
import { and, eq, sql } from "drizzle-orm";
import { automationRequests, fileMetadata } from "../../../db/schema";
import {
  consultationConfirmationKind,
  consultationNotificationKind,
} from "../../consultations/notifications";
import { automationTypeLabels } from "../../../content/admin";
import { leadTransitions, leadWorkflow } from "../../leads/status";
import { field, type InboxKindDefinition, personLink } from "./types";

/** The notification kind the consultations capability registers (server/platform/notify). */

const shown = (status: string) => (status === "requested" ? "new" : status);
const stored = (status: string) => (status === "new" ? "requested" : status);

export const consultationKind: InboxKindDefinition = {
  kind: "consultation",
  label: "Consultation",
  statuses: leadWorkflow,
  newStatus: "new",
  transitions: leadTransitions,

  listSql: () => sql`
    select 'consultation'::text as kind, a.id, a.created_at,
      (case when a.status = 'requested' then 'new' else a.status end)::text as status,
      trim(a.first_name || ' ' || coalesce(a.last_name, '')) as name, a.email, a.company,
      coalesce(a.automation_name, left(a.task_description, 120), a.automation_type) as summary,
      jsonb_build_object('type', a.automation_type, 'trigger', a.trigger_type,
        'actions', a.actions, 'phone', a.phone, 'file', f.original_name) as extra
    from automation_requests a left join file_metadata f on f.id = a.file_id`,

  csvColumns: [
    {
      key: "type",
      header: "Consultation: automation type",
      format: (v) => automationTypeLabels[String(v ?? "")] ?? String(v ?? ""),
    },
    { key: "trigger", header: "Consultation: trigger" },
    {
      key: "actions",
      header: "Consultation: actions",
      format: (v) => (Array.isArray(v) ? v.join(", ") : String(v ?? "")),
    },
    { key: "phone", header: "Consultation: phone" },
    { key: "file", header: "Consultation: file" },
  ],

  async detail(db, id) {
    const [row] = await db
      .select({ request: automationRequests, file: fileMetadata })
      .from(automationRequests)
      .leftJoin(fileMetadata, eq(fileMetadata.id, automationRequests.fileId))
      .where(eq(automationRequests.id, id));
    if (!row) return null;
    const r = row.request;
    const name = `${r.firstName} ${r.lastName ?? ""}`.trim();
    return {
      title: `${name}: ${r.automationName ?? r.taskDescription?.slice(0, 80) ?? r.automationType ?? "consultation"}`,
      status: shown(r.status),
      createdAt: r.createdAt,
      fields: [
        ...field("Name", name),
        ...field("Email", r.email, "email"),
        ...field("Phone", r.phone, "phone"),
        ...field("Company", r.company),
        ...field("Preferred contact", r.preferredContact),
        ...field("Automation", r.automationName),
        ...field(
          "Automation type",
          automationTypeLabels[r.automationType ?? ""] ?? r.automationType,
        ),
        ...field("Trigger", r.triggerType),
        ...field("Actions", Array.isArray(r.actions) ? r.actions.join(", ") : r.actions),
        ...field("Task or workflow", r.taskDescription),
        ...field("Current tools", r.currentTools),
        ...field("Ideal solution", r.idealSolution),
        ...field("Instructions", r.customInstructions),
      ],
      file: row.file ? { id: row.file.id, name: row.file.originalName, size: row.file.size } : null,
    };
  },

  async currentStatus(db, id) {
    const [row] = await db
      .select({ status: automationRequests.status })
      .from(automationRequests)
      .where(eq(automationRequests.id, id));
    return row ? shown(row.status) : null;
  },

  async setStatus(db, id, from, to) {
    const rows = await db
      .update(automationRequests)
      .set({ status: stored(to) })
      .where(and(eq(automationRequests.id, id), eq(automationRequests.status, stored(from))))
      .returning({ id: automationRequests.id });
    return rows.length > 0;
  },

  async notifications(_db, id) {
    return [
      { kind: consultationNotificationKind, recordId: id },
      { kind: consultationConfirmationKind, recordId: id },
    ];
  },

  people: personLink(automationRequests),
};
