/** Test fixtures of the workflows capability. */
import type { WorkflowConnection, WorkflowNode } from "../../lib/workflows";

/**
 * What the editor sends to save a workflow it read (a stored one or a suggestion): its name,
 * description, steps and connections, never the fields the server adds (the API refuses them).
 */
export function draftOf(
  workflow: {
    name: string;
    description: string | null;
    nodes: WorkflowNode[];
    connections: WorkflowConnection[];
  },
  isActive = true,
) {
  const { name, description, nodes, connections } = workflow;
  return { name, description, nodes, connections, isActive };
}

/** Trigger → File Processor → CRM Update, SMS Alert and Email Sender: every kind of effect. */
export function runnableWorkflow(name = "Lead intake") {
  return {
    name,
    description: "Reads the sample file and files the first contact",
    isActive: true,
    nodes: [
      {
        id: "t",
        agentTemplateId: "trigger",
        position: { x: 0, y: 0 },
        data: { label: "Incoming Trigger", config: { sampleData: "" } },
      },
      {
        id: "f",
        agentTemplateId: "file-processor",
        position: { x: 250, y: 0 },
        data: { label: "File Processor", config: { format: "csv", content: "" } },
      },
      {
        id: "c",
        agentTemplateId: "crm-update",
        position: { x: 500, y: 0 },
        data: {
          label: "CRM Update",
          config: { name: "{{name}}", email: "{{email}}", company: "{{company}}" },
        },
      },
      {
        id: "s",
        agentTemplateId: "sms-alert",
        position: { x: 500, y: 150 },
        data: {
          label: "SMS Alert",
          config: { to: "+1 919 555 0100", message: "New lead {{name}}" },
        },
      },
      {
        id: "e",
        agentTemplateId: "email-sender",
        position: { x: 500, y: 300 },
        data: {
          label: "Email Sender",
          config: { to: "team@example.com", subject: "Lead {{name}}", body: "Hello {{name}}" },
        },
      },
    ],
    connections: [
      { source: "t", target: "f" },
      { source: "f", target: "c" },
      { source: "f", target: "s" },
      { source: "f", target: "e" },
    ],
  };
}
