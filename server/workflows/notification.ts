import { eq } from "drizzle-orm";
import { unfinishedRecords } from "../notify/unfinished";
import { workflowMessages } from "../../db/schema";
import { clip, oneLine, slackCodeBlock, slackContext, smsText, utcStamp } from "../notify/format";
import type { NotificationKindDefinition } from "../notify/types";

/**
 * SMS and email messages written by workflow steps. They go out on the team's channels (always
 * the outbox): a visitor's workflow never mails or texts an address the visitor typed, so the
 * site cannot be used as a relay (ADR 0017). The typed recipient is shown in the message.
 */
export const workflowMessageNotification: NotificationKindDefinition = {
  kind: "workflow_message",

  async load(db, recordId, context) {
    const [m] = await db.select().from(workflowMessages).where(eq(workflowMessages.id, recordId));
    if (!m) return null;
    const what = m.channel === "sms" ? "SMS" : "Email";
    const subject = oneLine(
      `[${context.brand}] Workflow ${what} for ${m.recipient}${m.subject ? `: ${m.subject}` : ""}`,
      150,
    );
    const text = [
      `Workflow: ${m.workflowName} (run ${m.executionId}, step ${m.nodeId})`,
      `${what} to: ${m.recipient}`,
      ...(m.subject ? [`Subject: ${m.subject}`] : []),
      "",
      m.body,
    ].join("\n");
    return {
      kind: "workflow_message",
      recordId,
      subject,
      text,
      sms: smsText([m.channel === "sms" ? m.body : `${m.subject ?? "Workflow email"}: ${m.body}`]),
      slack: {
        text: clip(`${what} from workflow ${m.workflowName} to ${m.recipient}`, 300),
        blocks: [
          slackCodeBlock(`${what} to ${m.recipient}`, m.body),
          slackContext(`Workflow ${m.workflowName}, run ${m.executionId}`),
        ],
      },
      replyTo: null,
      details: {
        receivedAt: utcStamp(m.createdAt),
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject,
        body: m.body,
        workflowId: m.workflowId,
        executionId: m.executionId,
        nodeId: m.nodeId,
      },
    };
  },

  unfinished: unfinishedRecords("workflow_messages", "workflow_message"),
};
