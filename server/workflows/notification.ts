import { asc, eq, sql } from "drizzle-orm";
import { workflowMessages } from "../../db/schema";
import type { Transaction } from "../db/transaction";
import { planDeliveries } from "../notify/deliveries";
import { clip, oneLine, slackCodeBlock, slackContext, smsText } from "../notify/format";
import type { NotificationKindDefinition, NotificationService } from "../notify/types";
import { unfinishedRecords } from "../notify/unfinished";

const kind = "workflow_run";

/**
 * One note to the team per workflow run that had SMS or email steps, listing what those steps
 * would have sent (ADR 0034). The record is the run (workflow_executions.id). A visitor's run
 * sends nothing to the addresses it names and nothing through the team's SMS, email or webhook
 * channels: the note is planned for the outbox alone, in the transaction that ends the run.
 */
export const workflowRunNotification: NotificationKindDefinition = {
  kind,

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
    const lines = messages.map((m) => {
      const what = m.channel === "sms" ? "SMS" : "Email";
      return [
        `${what} to ${m.recipient} (step ${m.nodeId})${m.subject ? `: ${m.subject}` : ""}`,
        m.body,
      ].join("\n");
    });
    const text = [
      `Workflow: ${first.workflowName} (run ${recordId})`,
      `Its steps wrote ${count}. None was sent: they are kept here and in the run's log.`,
      "",
      lines.join("\n\n"),
    ].join("\n");
    return {
      kind,
      recordId,
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
        messages: messages.map((m) => ({
          channel: m.channel,
          recipient: m.recipient,
          subject: m.subject,
          body: m.body,
          nodeId: m.nodeId,
        })),
      },
    };
  },

  // Only runs whose note was planned (every one is planned with the run's end): a run with no
  // planned delivery must never be handed to the service, which would plan every channel.
  unfinished: unfinishedRecords("workflow_executions", kind, {
    where: sql`exists (select 1 from notification_deliveries p where p.kind = ${kind} and p.record_id = r.id)`,
  }),
};

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
  await planDeliveries(tx as never, kind, executionId, [{ channel: "outbox", target: "" }]);
  await notify(kind, executionId, { tx });
  return true;
}
