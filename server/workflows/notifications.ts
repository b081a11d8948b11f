import { asc, eq } from "drizzle-orm";
import { workflowExecutions, workflowMessages } from "../../db/schema";
import type { Transaction } from "../platform/db/transaction";
import { planDeliveries } from "../platform/notify/deliveries";
import { defineNotification } from "../platform/notify/define";
import { clip, oneLine, slackCodeBlock, slackContext, smsText } from "../platform/notify/format";
import type { NotificationKindDefinition, NotificationService } from "../platform/notify/types";

/** Stored kind name (notification_deliveries.kind, outbox file names): never renamed. */
export const workflowRunNotificationKind = "workflow_run";

/**
 * The note is a pointer to the run, not a copy of it: a visitor's run can keep hundreds of
 * messages of thousands of characters each, written by the visitor. The team reads the first
 * few, clipped; the run's log has the rest.
 */
const NOTE_MAX_MESSAGES = 10;
const NOTE_MAX_BODY_CHARS = 500;

/**
 * One note to the team per workflow run that had SMS or email steps, listing what those steps
 * would have sent (ADR 0034). The record is the run (workflow_executions.id). A visitor's run
 * sends nothing to the addresses it names and nothing through the team's SMS, email or webhook
 * channels: the note is planned for the outbox alone, in the transaction that ends the run.
 */
export const workflowRunNotification = defineNotification({
  kind: workflowRunNotificationKind,
  audience: "team",
  table: workflowExecutions,
  // Every note is planned with the run's end: a run with no planned delivery is not one of this
  // kind's records, and must never be handed to the service, which would plan every channel.
  scope: false,

  async load(db, recordId, context) {
    const messages = await db
      .select()
      .from(workflowMessages)
      .where(eq(workflowMessages.executionId, recordId))
      .orderBy(asc(workflowMessages.id));
    if (messages.length === 0) return null;
    const first = messages[0];
    const count = `${messages.length} message${messages.length === 1 ? "" : "s"}`;
    const subject = oneLine(
      `[${context.brand}] Workflow ${first.workflowName}: ${count} kept, not sent`,
      150,
    );
    const shown = messages.slice(0, NOTE_MAX_MESSAGES).map((m) => ({
      channel: m.channel,
      recipient: oneLine(m.recipient, 200),
      subject: m.subject ? oneLine(m.subject, 200) : m.subject,
      body: clip(m.body, NOTE_MAX_BODY_CHARS),
      nodeId: m.nodeId,
    }));
    const more = messages.length - shown.length;
    const lines = shown.map((m) => {
      const what = m.channel === "sms" ? "SMS" : "Email";
      return [
        `${what} to ${m.recipient} (step ${m.nodeId})${m.subject ? `: ${m.subject}` : ""}`,
        m.body,
      ].join("\n");
    });
    if (more > 0) lines.push(`…and ${more} more, in the run's log.`);
    const text = [
      `Workflow: ${oneLine(first.workflowName, 150)} (run ${recordId})`,
      `Its steps wrote ${count}. None was sent: they are kept in the run's log.`,
      "",
      lines.join("\n\n"),
    ].join("\n");
    return {
      subject,
      text,
      sms: smsText([`Workflow ${first.workflowName}: ${count} kept, not sent.`]),
      slack: {
        text: clip(`Workflow ${first.workflowName}: ${count} kept, not sent`, 300),
        blocks: [
          slackCodeBlock(`Workflow ${first.workflowName}: ${count}`, lines.join("\n\n")),
          slackContext(`Run ${recordId}`),
        ],
      },
      replyTo: null,
      details: {
        receivedAt: first.createdAt.toISOString(),
        workflowId: first.workflowId,
        workflowName: first.workflowName,
        executionId: recordId,
        messageCount: messages.length,
        messages: shown,
      },
    };
  },
});

/** Every kind of the workflows capability, as the container registers them. */
export const workflowNotifications: NotificationKindDefinition[] = [workflowRunNotification];

/**
 * In the transaction that ends a run: if its steps kept any message, plan the run's one note for
 * the outbox only and queue it. Planned deliveries are kept by every later attempt, so no other
 * channel is ever tried for it.
 */
export async function planRunNote(
  tx: Transaction,
  notify: NotificationService["notify"],
  executionId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: workflowMessages.id })
    .from(workflowMessages)
    .where(eq(workflowMessages.executionId, executionId))
    .limit(1);
  if (!row) return false;
  await planDeliveries(tx as never, workflowRunNotificationKind, executionId, [
    { channel: "outbox", target: "" },
  ]);
  await notify(workflowRunNotificationKind, executionId, { tx });
  return true;
}
